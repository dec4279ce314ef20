#!/usr/bin/env node
/**
 * What the dev stack's runtime (workerd, which statically links Google's TCMalloc) holds in its
 * allocator: memory in use by the program vs free memory TCMalloc keeps cached (RESULTS.md,
 * "where the RSS goes"). Attaches gdb to the workerd process serving port 8787 (or `--pid`), reads
 * TCMalloc's numeric properties through its own `MallocExtension_Internal_GetNumericProperty`, and
 * with `--release` asks it to return every free page to the OS (`ReleaseMemoryToSystem`), printing
 * the RSS before and after. The process is stopped while gdb is attached (a few seconds):
 * diagnosis only, never during a measured run.
 *
 *   node bench/soak/tcmalloc.mjs [--pid <workerd pid>] [--release]
 */
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, readlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { rssMb } from "./proc.mjs";

const arg = (n, d) => (process.argv.includes(`--${n}`) ? process.argv[process.argv.indexOf(`--${n}`) + 1] : d);
const RELEASE = process.argv.includes("--release");

/** The workerd process whose command line serves the dev entry port. */
function findWorkerd() {
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      if (path.basename(cmd[0]) === "workerd" && cmd.some((a) => a === "--socket-addr=entry=127.0.0.1:8787")) return Number(pid);
    } catch {
      // gone or not ours
    }
  }
  throw new Error("no workerd serving 127.0.0.1:8787 (start the dev stack or pass --pid)");
}

const PROPS = [
  "generic.current_allocated_bytes",
  "generic.heap_size",
  "generic.physical_memory_used",
  "tcmalloc.pageheap_free_bytes",
  "tcmalloc.pageheap_unmapped_bytes",
  "tcmalloc.cpu_free",
  "tcmalloc.transfer_cache_free",
  "tcmalloc.central_cache_free",
  "tcmalloc.metadata_bytes",
  "tcmalloc.external_fragmentation_bytes",
  "tcmalloc.num_released_total_bytes",
  "tcmalloc.num_released_process_background_actions_bytes",
];


function probe(pid) {
  const script = [
    "set pagination off",
    "set confirm off",
    "set $v = (unsigned long*) malloc(8)",
    ...PROPS.flatMap((p) => [`set *$v = 0`, `call (void)(char) MallocExtension_Internal_GetNumericProperty("${p}", ${p.length}UL, $v)`, `printf "prop ${p} %lu\\n", *$v`]),
    ...(RELEASE ? ["call (void) MallocExtension_Internal_ReleaseMemoryToSystem(0xffffffffffffffffUL)"] : []),
    "detach",
  ].join("\n");
  const file = path.join(os.tmpdir(), `tcmalloc-probe-${process.pid}.gdb`);
  writeFileSync(file, script);
  const exe = readlinkSync(`/proc/${pid}/exe`);
  // Symbols are read before attaching, so the runtime is stopped only for the calls.
  const out = execFileSync("gdb", ["-nx", "-batch", exe, "-ex", `attach ${pid}`, "-x", file], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 1 << 24 });
  return Object.fromEntries([...out.matchAll(/^prop (\S+) (\d+)$/gm)].map((m) => [m[1], Number(m[2])]));
}

const pid = Number(arg("pid", 0)) || findWorkerd();
const before = rssMb(pid);
const t0 = Date.now();
const props = probe(pid);
const stoppedMs = Date.now() - t0;
const mb = (b) => (b / 1048576).toFixed(0);
console.log(`workerd ${pid}: RSS ${before} MB before${RELEASE ? `, ${rssMb(pid)} MB after ReleaseMemoryToSystem` : ""} (gdb ${stoppedMs} ms)`);
for (const [k, v] of Object.entries(props)) console.log(`  ${k.padEnd(56)} ${mb(v).padStart(6)} MB`);
