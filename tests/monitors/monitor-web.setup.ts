/** vitest globalSetup: the shop and webhook receivers (tests/fakes/monitor-web.mjs) on a free port. */
import type { TestProject } from "vitest/node";
import { type MonitorWeb, startMonitorWeb } from "../fakes/monitor-web.mjs";

let web: MonitorWeb | undefined;

export async function setup(project: TestProject) {
  web = await startMonitorWeb({ port: 0 });
  project.provide("webUrl", web.url);
}

export async function teardown() {
  await web?.close();
}

declare module "vitest" {
  export interface ProvidedContext {
    webUrl: string;
  }
}
