/**
 * globalSetup of bench/monitors: the monitors tier's shop and receivers (its own globalSetup), and a tiny endpoint that reports the CPU
 * time (user + system, ms) of every process below this one — the workerd runtime that runs the
 * engine, its D1, R2, Durable Objects and queue — read from /proc, so the bench can report CPU per run.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { TestProject } from "vitest/node";
import { setup as startWeb, teardown as stopWeb } from "../../tests/monitors/monitor-web.setup";

let cpu: Server | undefined;
const TICKS_PER_S = 100;

function descendantsCpuMs(rootPid: number): number {
  const stats = new Map<number, { ppid: number; cpu: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      stats.set(Number(entry), { ppid: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const frontier = [rootPid];
  while (frontier.length > 0) {
    const parent = frontier.pop()!;
    for (const [pid, s] of stats) {
      if (s.ppid === parent) {
        total += s.cpu;
        frontier.push(pid);
      }
    }
  }
  return (total * 1000) / TICKS_PER_S;
}

export async function setup(project: TestProject) {
  await startWeb(project);
  cpu = createServer((_req, res) => res.end(JSON.stringify({ cpu_ms: descendantsCpuMs(process.pid) })));
  await new Promise<void>((resolve) => cpu!.listen(0, "127.0.0.1", resolve));
  const address = cpu.address() as { port: number };
  project.provide("cpuUrl", `http://127.0.0.1:${address.port}`);
}

export async function teardown() {
  await stopWeb();
  await new Promise((resolve) => cpu?.close(resolve));
}

declare module "vitest" {
  export interface ProvidedContext {
    cpuUrl: string;
  }
}
