/** What /proc says of a process, for the soak benches (Linux only). */
import { readFileSync } from "node:fs";

/** Resident set size of `pid` in MB, from /proc/<pid>/status. */
export function rssMb(pid) {
  return Math.round(Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024);
}
