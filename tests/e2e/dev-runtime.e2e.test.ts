/**
 * The dev launcher's runtime (scripts/dev-runtime.mjs) with bindings the main stack does not have
 * yet: a cron trigger, a queue between two workers and an R2 bucket, all declared only in the
 * fixture workers' wrangler.toml files. Proves that a worker added to the host table gets them
 * without launcher changes, and that a public host is a direct socket to its worker. And that the
 * runtime gets the V8 flags the launcher gives it (scripts/workerd-v8-flags.mjs), which Miniflare
 * itself has no option for: `--single-threaded-gc` ends the soak's runtime livelock only if it
 * reaches workerd (docs/operations.md, "The runtime stall").
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM scripts without type declarations
import { stackOptions, startStack } from "../../scripts/dev-runtime.mjs";
// @ts-expect-error: plain ESM scripts without type declarations
import { bundleWorker } from "../../scripts/worker-bundle.mjs";
// @ts-expect-error: plain ESM scripts without type declarations
import { DEV_V8_FLAGS } from "../../scripts/workerd-v8-flags.mjs";

const root = path.join(import.meta.dirname, "../..");
const FIXTURES = "tests/fixtures/dev-runtime";
const HOSTS = [
  // Port 0: any free port, so this runs beside the real stack.
  { name: "fixture-producer", port: 0, config: `${FIXTURES}/producer/wrangler.toml` },
  { name: "fixture-consumer", config: `${FIXTURES}/consumer/wrangler.toml` },
];

let scratch: string;
const bundles: Record<string, string> = {};
type Runtime = {
  unsafeGetDirectURL(name: string): Promise<URL>;
  getWorker(name: string): Promise<{ scheduled(options: { scheduledTime: Date; cron: string }): Promise<{ outcome: string }> }>;
  dispose(): Promise<void>;
};
let runtime: Runtime;
let base: URL;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), "svc-runtime-"));
  for (const host of HOSTS) {
    const built = await bundleWorker({ root, configPath: host.config, outdir: path.join(scratch, "bundles", host.name), reuse: false });
    bundles[host.name] = built.main;
  }
  runtime = await startStack(stackOptions({ root, hosts: HOSTS, bundles, vars: {}, stateDir: path.join(scratch, "state") }));
  base = await runtime.unsafeGetDirectURL("fixture-producer");
}, 120_000);

afterAll(async () => {
  await runtime?.dispose();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

async function poll(url: URL, tries = 100): Promise<Response> {
  for (let i = 0; i < tries; i++) {
    const res = await fetch(url);
    if (res.status !== 404) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
  return fetch(url);
}

describe("the dev runtime takes every binding from wrangler.toml", () => {
  it("runs scheduled() with the given time, and its queue message reaches the port-less consumer, which writes R2", async () => {
    const producer = await runtime.getWorker("fixture-producer");
    const trigger = await producer.scheduled({ scheduledTime: new Date(1700000000000), cron: "*/5 * * * *" });
    expect(trigger.outcome).toBe("ok");
    const scheduled = await fetch(new URL("/object/scheduled", base));
    expect(await scheduled.json()).toEqual({ scheduledTime: 1700000000000, cron: "*/5 * * * *" });
    const consumed = await poll(new URL("/object/consumed", base));
    expect(consumed.status).toBe(200);
    expect(await consumed.json()).toEqual({ scheduledTime: 1700000000000, cron: "*/5 * * * *" });
  });

  it("reaches a worker without a port through its service binding only", async () => {
    expect(await (await fetch(new URL("/consumer", base))).text()).toBe("consumer");
  });
});

describe("the dev runtime's V8 flags", () => {
  /** A second stack of the same fixtures with `v8Flags`, in its own state folder. */
  const startWith = (v8Flags: string[], state: string): Promise<Runtime> =>
    startStack(stackOptions({ root, hosts: HOSTS, bundles, vars: {}, stateDir: path.join(scratch, state) }), { v8Flags });

  it("reach workerd: with --expose-gc added the workers have gc(), without it they do not", async () => {
    expect(await (await fetch(new URL("/gc", base))).text()).toBe("undefined");
    const exposed = await startWith([...DEV_V8_FLAGS, "--expose-gc"], "state-gc");
    try {
      expect(await (await fetch(new URL("/gc", await exposed.unsafeGetDirectURL("fixture-producer")))).text()).toBe("function");
    } finally {
      await exposed.dispose();
    }
  });

  it("are read by workerd: a flag V8 does not know stops the start instead of being dropped", async () => {
    await expect(startWith(["--no-such-v8-flag-for-this-test"], "state-bad-flag")).rejects.toThrow(/runtime failed to start/);
  });

  it("default to --single-threaded-gc (docs/operations.md, the runtime stall)", () => {
    expect(DEV_V8_FLAGS).toContain("--single-threaded-gc");
  });
});
