/** What /proc says of a process, for the soak benches (Linux only). */
import { readFileSync } from "node:fs";

/** Name and resident set size in MB of `pid`, from /proc/<pid>/status; null when the process is gone. */
export function processStatus(pid) {
  let status;
  try {
    status = readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return null;
  }
  const name = (/^Name:\s+(.+)$/m.exec(status)?.[1] ?? "?").trim();
  return { name, rssMb: Math.round(Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024) };
}

/** Resident set size of `pid` in MB; throws when the process is gone. */
export function rssMb(pid) {
  const status = processStatus(pid);
  if (!status) throw new Error(`no process ${pid}`);
  return status.rssMb;
}


export { listProc, processTree, readProc } from "../../scripts/proc-tree.mjs";
