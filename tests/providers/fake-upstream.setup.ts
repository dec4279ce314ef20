/**
 * vitest globalSetup of the providers tier: one fake upstream (tests/fakes/upstream-server.mjs)
 * on a free port standing in for HN Firebase, HN Algolia, iTunes and App Store RSS. Its URL goes
 * to the workers as SVC_UPSTREAM_* (vitest.config.ts) and to tests as `inject("upstreamUrl")`.
 */
import type { TestProject } from "vitest/node";
import { type FakeUpstream, startFakeUpstream } from "../fakes/upstream-server.mjs";

let fake: FakeUpstream | undefined;

export async function setup(project: TestProject) {
  fake = await startFakeUpstream({ port: 0 });
  project.provide("upstreamUrl", fake.url);
}

export async function teardown() {
  await fake?.close();
}

declare module "vitest" {
  export interface ProvidedContext {
    upstreamUrl: string;
  }
}
