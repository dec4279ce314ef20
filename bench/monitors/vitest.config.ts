import path from "node:path";
import { monitorsWorkerConfig } from "../../tests/monitors/vitest.config";

/**
 * bench/monitors: the monitors tier's worker config (real D1, R2, Durable Object credits in
 * workerd, the shop and receivers of tests/fakes/monitor-web.mjs), plus the bench's knobs. Not
 * part of `npm test`: `npm run bench:monitors`.
 * MONITORS_BENCH_N (default 10000) monitors due in one tick; MONITORS_BENCH_EVENTS (default 300)
 * events delivered to a receiver failing half the attempts.
 */
export default monitorsWorkerConfig({
  cursorSecret: "monitors-bench-cursor-secret-0123456789",
  bindings: (inject) => ({
    CPU_URL: inject("cpuUrl"),
    BENCH_N: process.env.MONITORS_BENCH_N ?? "10000",
    BENCH_EVENTS: process.env.MONITORS_BENCH_EVENTS ?? "300",
  }),
  test: {
    name: "bench-monitors",
    include: [path.join(import.meta.dirname, "*.bench.test.ts")],
    // bench.setup.ts starts the same fake web as the tier's globalSetup, plus the CPU probe.
    globalSetup: [path.join(import.meta.dirname, "bench.setup.ts")],
    testTimeout: 4 * 3_600_000, // 10,000 runs took 39 min on the loaded 2-core machine
    reporters: ["verbose"],
  },
});
