/** What /proc says of a process, for the soak benches (Linux only). */
import { readdirSync, readFileSync } from "node:fs";

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

/** A /proc file's text, or "" when the process (or the file) is gone: processes come and go while sampled. */
export function readProc(file) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

/** A /proc folder's entries, or none when the process is gone. */
export function listProc(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** `pid` and every descendant of it, parents before children (from each thread's `children` list). */
export function processTree(pid) {
  const out = [pid];
  for (const p of out) {
    for (const task of listProc(`/proc/${p}/task`)) {
      const children = readProc(`/proc/${p}/task/${task}/children`).trim();
      if (children) out.push(...children.split(/\s+/).map(Number));
    }
  }
  return out;
}
