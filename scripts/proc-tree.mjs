/**
 * What /proc says of a process tree (Linux), for the dev launcher (ending the browsers it started)
 * and the benches (sampling the stack). Processes come and go while they are read, so a file or
 * folder that is gone reads as empty.
 */
import { readdirSync, readFileSync } from "node:fs";

/** A /proc file's text, or "" when the process (or the file) is gone. */
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

/** The children of `pid` (from each thread's `children` list). */
export function childrenOf(pid) {
  return listProc(`/proc/${pid}/task`).flatMap((task) => readProc(`/proc/${pid}/task/${task}/children`).trim().split(/\s+/).filter(Boolean).map(Number));
}

/** `pid` and every descendant of it, parents before children. */
export function processTree(pid) {
  const out = [pid];
  for (const p of out) out.push(...childrenOf(p));
  return out;
}
