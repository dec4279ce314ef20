/**
 * globalSetup of the api tier: the x402 facilitator built on the official verifier
 * (tests/fakes/x402-facilitator.ts), on a loopback port, for x402-official-client-integration-self.test.ts.
 */
import type { TestProject } from "vitest/node";
import { type OfficialFacilitator, startOfficialFacilitator } from "../fakes/x402-facilitator";

let facilitator: OfficialFacilitator | undefined;

export async function setup(project: TestProject) {
  facilitator = await startOfficialFacilitator();
  project.provide("officialFacilitatorUrl", facilitator.url);
}

export async function teardown() {
  await facilitator?.close();
}

declare module "vitest" {
  export interface ProvidedContext {
    officialFacilitatorUrl: string;
  }
}
