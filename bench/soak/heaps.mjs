#!/usr/bin/env node
/**
 * The JS heap of every isolate of a running dev stack, sampled while a soak runs: which worker's
 * heap grows (RESULTS.md). Start the stack with the runtime's inspector on, e.g. through the soak:
 *
 *   SVC_DEV_INSPECTOR_PORT=19230 flock /tmp/svc-devstack.lock node bench/soak/run.mjs --faults &
 *   node bench/soak/heaps.mjs [--port 19230] [--every 20] [--gc]
 *
 * Prints one line per sample: each isolate's used heap in MB (`--gc` collects garbage first
 * through `HeapProfiler.collectGarbage`, so the figure is what is still reachable; an isolate the
 * soak does not reach shows `idle`, as its collection waits for an event: inspector.mjs).
 */
import { connectIsolates, retainedHeaps } from "./inspector.mjs";

const arg = (n, d) => (process.argv.includes(`--${n}`) ? process.argv[process.argv.indexOf(`--${n}`) + 1] : d);
const PORT = Number(arg("port", 19230));
const EVERY_S = Number(arg("every", 20));
const GC = process.argv.includes("--gc");

const isolates = await connectIsolates(PORT, { all: true });
console.log(`| time | ${isolates.map((i) => i.name).join(" | ")} |`);
console.log(`|---|${isolates.map(() => "---|").join("")}`);
for (;;) {
  // With --gc an isolate the soak does not reach answers `null` (its collection waits for an event).
  const heaps = GC ? await retainedHeaps(isolates, async () => {}, { waitMs: 5_000 }) : null;
  const used = [];
  for (const i of isolates) {
    try {
      const { usedSize } = await i.send("Runtime.getHeapUsage");
      used.push(heaps && heaps[i.name.replace(/^core:user:/, "")] === null ? "idle" : (usedSize / 1e6).toFixed(1));
    } catch {
      used.push("?");
    }
  }
  console.log(`| ${new Date().toISOString().slice(11, 19)} | ${used.join(" | ")} |`);
  await new Promise((r) => setTimeout(r, EVERY_S * 1000));
}
