/** globalSetup of the pdf tier: starts the fake PDF origin and hands its address to the tests. */
import type { TestProject } from "vitest/node";
import { type PdfOrigin, startPdfOrigin } from "./pdf-origin";

let origin: PdfOrigin | undefined;

export async function setup(project: TestProject) {
  origin = await startPdfOrigin();
  project.provide("pdfOrigin", origin.url);
}

export async function teardown() {
  await origin?.close();
}

declare module "vitest" {
  export interface ProvidedContext {
    pdfOrigin: string;
  }
}
