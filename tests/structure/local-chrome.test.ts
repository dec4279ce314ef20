/**
 * The local browser of the `[browser]` binding (scripts/local-chrome.mjs, docs/rendering.md#local-browser):
 * a wrapper where miniflare looks for its Chrome, or, without Chromium, the one line that says how to
 * install it (npm run dev then starts with SVC_BROWSER=off).
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chromePath, ensureLocalChrome, killLaunchedBrowsers } from "../../scripts/local-chrome.mjs";

const scratch = () => mkdtempSync(path.join(os.tmpdir(), "svc-local-chrome-"));

describe("local Chrome for the [browser] binding", () => {
  it("writes an executable wrapper at miniflare's Chrome path that runs Chromium without sandbox, quiet, with the caller's arguments", () => {
    const cacheHome = scratch();
    // A stand-in Chromium that prints the arguments it was given.
    const fake = path.join(cacheHome, "fake-chromium");
    writeFileSync(fake, '#!/bin/sh\nfor a in "$@"; do echo "$a"; done\n', { mode: 0o755 });
    const result = ensureLocalChrome({ cacheHome, chromium: fake, extraFlags: ["--host-resolver-rules=MAP a.example 127.0.0.1:1, MAP b 127.0.0.1:2"] });
    expect(result).toEqual({ ok: true, path: chromePath(cacheHome) });
    expect(chromePath(cacheHome)).toContain(path.join(".wrangler", "chrome", "linux-126.0.6478.182", "chrome-linux64", "chrome"));
    expect(statSync(chromePath(cacheHome)).mode & 0o111).not.toBe(0);
    const args = execFileSync(chromePath(cacheHome), ["--remote-debugging-port=0", "about:blank"], { encoding: "utf8" }).trim().split("\n");
    expect(args.slice(0, 2)).toEqual(["--remote-debugging-port=0", "about:blank"]);
    for (const flag of ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"]) expect(args).toContain(flag);
    expect(args).toContain("--host-resolver-rules=MAP a.example 127.0.0.1:1, MAP b 127.0.0.1:2");
  });

  it("without Chromium writes nothing and says in one line how to install it", () => {
    const cacheHome = scratch();
    const result = ensureLocalChrome({ cacheHome, chromium: null });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.hint).toContain("apt-get install -y chromium");
      expect(result.hint.split("\n")).toHaveLength(1);
    }
    expect(() => readFileSync(chromePath(cacheHome))).toThrow();
  });

  it("ends the browsers the process launched, each with its whole process group, and leaves its other children alone", async () => {
    const dir = scratch();
    // A stand-in Chrome started as miniflare starts it (detached: a group of its own) with a renderer in its group.
    const fake = path.join(dir, "chromium");
    writeFileSync(fake, "#!/bin/sh\nsleep 60 &\necho $!\nwait\n", { mode: 0o755 });
    const browser = spawn(fake, [], { detached: true, stdio: ["ignore", "pipe", "ignore"] });
    const renderer = Number(await new Promise<string>((resolve) => browser.stdout!.once("data", (d) => resolve(String(d).trim()))));
    const bystander = spawn("sleep", ["60"], { stdio: "ignore" });
    // Running: present and not a zombie (an orphan killed here may wait for a reaper that never comes).
    const alive = (pid: number) => {
      try {
        return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
      } catch {
        return false;
      }
    };
    try {
      expect(killLaunchedBrowsers()).toBe(1);
      await new Promise((r) => setTimeout(r, 300));
      expect([alive(browser.pid!), alive(renderer), alive(bystander.pid!)]).toEqual([false, false, true]);
    } finally {
      bystander.kill("SIGKILL");
      for (const pid of [browser.pid!, renderer]) if (alive(pid)) process.kill(pid, "SIGKILL");
    }
  });
});
