/**
 * What the render bench and soak need around `npm run dev`: the machine-wide lock every stack
 * start takes (/tmp/svc-e2e.lock, the e2e tier's), a stack on a fresh state folder in harness mode
 * (loopback pages readable), the processes it runs (workerd, and the Chromium the `[browser]`
 * binding launches) with their memory, and the md gateway reads the benches make. Linux only
 * (/proc).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { listProc, processStatus, processTree, readProc } from "../soak/proc.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const HOSTS = JSON.parse(readFileSync(path.join(root, "shared/config/hosts.json"), "utf8")).hosts;
/** `{md_url}` of the stack `npm run dev` starts (its port moved by SVC_DEV_PORT_OFFSET, as scripts/dev-hosts.mjs does). */
export const MD_URL = `http://127.0.0.1:${HOSTS.find((h) => h.name === "md").port + Number(process.env.SVC_DEV_PORT_OFFSET ?? 0)}`;
export const LOCK = "/tmp/svc-e2e.lock";
const HELD = "SVC_RENDER_BENCH_LOCK";

/**
 * Runs this script again under `flock LOCK` unless it already holds the lock (started by us, or by
 * someone who wrapped it in `flock LOCK` themselves); returns only in the process that holds it.
 */
export function holdStackLock() {
  if (process.env[HELD] === LOCK) return;
  const parent = readProc(`/proc/${process.ppid}/cmdline`).split("\0");
  if (parent.some((a) => a.endsWith("flock")) && parent.includes(LOCK)) return;
  console.error(`[bench] waiting for ${LOCK} (one dev stack on this machine at a time)`);
  const child = spawnSync("flock", [LOCK, process.execPath, ...process.execArgv, ...process.argv.slice(1)], { stdio: "inherit", env: { ...process.env, [HELD]: LOCK } });
  process.exit(child.status ?? 1);
}

/** `node scripts/dev.mjs` in harness mode on a fresh state folder; resolves once it prints `[dev] ready`. */
export async function startStack(extraEnv = {}) {
  const stateDir = mkdtempSync(path.join(os.tmpdir(), "svc-render-bench-"));
  const env = { ...process.env, SVC_STATE_DIR: stateDir, SVC_HARNESS: "1", SVC_TRUST_CLIENT_IP_HEADER: "1", ...extraEnv };
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(root, "scripts/dev.mjs")], { cwd: root, detached: true, stdio: ["ignore", "pipe", "pipe"], env });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`stack did not start:\n${log.slice(-3000)}`)), 400_000);
      child.stdout.on("data", () => log.includes("[dev] ready") && (clearTimeout(timer), resolve()));
      child.on("exit", (code) => (clearTimeout(timer), reject(new Error(`stack exited with ${code}:\n${log.slice(-3000)}`))));
    });
  } catch (error) {
    killGroup(child.pid, "SIGKILL");
    rmSync(stateDir, { recursive: true, force: true });
    throw error;
  }
  return {
    pid: child.pid,
    startMs: Date.now() - started,
    log: () => log,
    async stop() {
      killGroup(child.pid, "SIGTERM");
      const done = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 10_000))]);
      if (!done) killGroup(child.pid, "SIGKILL");
      // Whatever of the group is still there (the launcher is gone) gets the same treatment.
      await new Promise((r) => setTimeout(r, 1_000));
      killGroup(child.pid, "SIGKILL");
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // gone already
  }
}

const cmdline = (pid) => readProc(`/proc/${pid}/cmdline`).split("\0").filter(Boolean);
const parentOf = (pid) => Number(readProc(`/proc/${pid}/stat`).replace(/^.*\)\s+\S+\s+/s, "").split(" ")[0]) || 0;
/** A Chromium process (browser, zygote, renderer, utility…), not its crash handler nor a shell wrapper. */
const isChromium = (args) => /^(chromium|chrome|chromium-browser|headless_shell)$/.test(path.basename(args[0] ?? "")) || (args[0] === "/proc/self/exe" && args.some((a) => a.startsWith("--type=")));

/** Chromium or its crash handler (which can outlive a browser): what must not be left behind. */
const isChromiumFamily = (args) => isChromium(args) || /crashpad/.test(path.basename(args[0] ?? ""));

/**
 * Chromium's browser process, the one a launch starts: a Chromium process without `--type=`
 * (renderers, zygotes, GPU and utilities carry one) whose parent is not Chromium (a browser forks
 * itself for a moment before starting its crash handler; that copy is not a launch).
 */
function isBrowserMain(pid, args) {
  if (!isChromium(args) || args.some((a) => a.startsWith("--type="))) return false;
  return !isChromium(cmdline(parentOf(pid)));
}

/** Every Chromium browser process on the machine, whoever started it. */
export function allBrowserMains() {
  return listProc("/proc")
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => isBrowserMain(pid, cmdline(pid)));
}

/**
 * Watches the stack's process tree every `everyMs`: the Chromium browser processes it launches
 * (each new one is a browser launch; how the bench counts launches without any help from the
 * service), every Chromium process it ever had (to check none is left once the stack stops), and
 * the resident memory of workerd and Chromium. A process is classified once its command line is
 * Chromium's; until then (a shell wrapper about to exec, a fork not yet exec'd) it is looked at again.
 */
export function watchStack(stackPid, everyMs = 100) {
  const mains = new Map(); // pid -> first seen (ms since epoch)
  const chromium = new Map(); // pid of a Chromium-family process -> whether it is a browser process
  const tick = () => {
    for (const pid of processTree(stackPid)) {
      if (chromium.has(pid)) continue;
      const args = cmdline(pid);
      if (!isChromiumFamily(args)) continue;
      const main = isBrowserMain(pid, args);
      chromium.set(pid, main);
      if (main) mains.set(pid, Date.now());
    }
  };
  tick();
  const timer = setInterval(tick, everyMs);
  return {
    /** Browser launches seen since `sinceMs` (default: since the watch began). */
    launches: (sinceMs = 0) => [...mains.values()].filter((t) => t >= sinceMs).length,
    /** Memory now: workerd and Chromium resident MB summed over the stack's processes. */
    memory() {
      let workerd = 0;
      let chromiumMb = 0;
      let browsers = 0;
      for (const pid of processTree(stackPid)) {
        const status = processStatus(pid);
        if (!status) continue;
        if (status.name.startsWith("workerd")) workerd += status.rssMb;
        else if (chromium.has(pid)) {
          chromiumMb += status.rssMb;
          if (chromium.get(pid)) browsers++;
        }
      }
      return { workerdMb: workerd, chromiumMb, browsers };
    },
    /** Chromium processes of this stack still alive. */
    leftBehind: () => [...chromium.keys()].filter((pid) => isChromiumFamily(cmdline(pid))),
    stop: () => clearInterval(timer),
  };
}

const randomIp = () => `${11 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * One read of the md gateway (`{md_url}/md/{target}`) in a render mode, bypassing caches, from a
 * fresh client address (each anonymous address has 20 reads a day; the stack trusts the header in
 * harness mode). Never throws: a network error or timeout comes back as status 0.
 */
export async function readMd(mdUrl, target, mode, timeoutMs = 90_000) {
  const headers = { "Cache-Control": "no-cache", "CF-Connecting-IP": randomIp() };
  if (mode) headers["X-Render"] = mode;
  const started = performance.now();
  try {
    const res = await fetch(`${mdUrl}/md/${target}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
    const body = await res.text();
    return {
      status: res.status,
      ms: performance.now() - started,
      body,
      rendered: res.headers.get("X-Rendered"),
      fallback: res.headers.get("X-Render-Fallback"),
    };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, body: "", rendered: null, fallback: null, error: String(error).slice(0, 200) };
  }
}

/** Nearest-rank percentile of `values` (ms); null when empty. */
export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
