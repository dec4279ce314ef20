/**
 * The render worker's pool of kept-alive browser sessions (durable-objects/browser-sessions.ts):
 * renders that arrive together never launch past the cap, and a session launched while another
 * render was listing the binding's sessions is not forgotten (which left it running, unused, and
 * had the pool launch another: 20+ launches and browsers left behind in a 1,000-read soak). The
 * binding's list is the truth: browsers the pool lost track of count toward the cap and are
 * adopted once older than a lease; a session a render could not connect to is not handed to it
 * again; and listing never overlaps an acquire (the local binding forgets a session listed while
 * it is being acquired: 5 to 9 browsers under a cap of 4 in the render soak).
 */
import { describe, expect, it } from "vitest";
import { MemoryStorage } from "@shared/durable-storage";
import type { BrowserBinding, LiveSession } from "@shared/render/browser-pool";
import { browserOpener, browserPoolCore } from "../../durable-objects/browser-sessions";

const LEASE = 30_000;
const MAX = 2;

type Pool = ReturnType<typeof browserPoolCore>;
/** A take at `now`, the binding's sessions (ids: started just now) listed at `listedAt`. */
const take = (pool: Pool, live: (string | LiveSession)[], now: number, listedAt = now, skip: string[] = []) =>
  pool.take({ live: live.map((s) => (typeof s === "string" ? { id: s, startedAt: now } : s)), listedAtMs: listedAt, leaseMs: LEASE, max: MAX, skip }, now);

describe("browser session pool", () => {
  it("counts launches in progress toward the cap: the third of three simultaneous renders is busy, not a third launch", async () => {
    const pool = browserPoolCore(new MemoryStorage());
    const takes = await Promise.all([take(pool, [], 1_000), take(pool, [], 1_000), take(pool, [], 1_000)]);
    expect(takes.filter((t) => t.launchId !== null)).toHaveLength(2);
    expect(takes.filter((t) => t.full)).toHaveLength(1);
  });

  it("keeps a session registered after the caller listed the binding's sessions, and hands it out", async () => {
    const pool = browserPoolCore(new MemoryStorage());
    const first = await take(pool, [], 1_000);
    // Render B lists the binding's sessions at 1,500, before A's new browser exists.
    const listedByB = 1_500;
    await pool.register("session-a", LEASE, first.launchId, 2_000);
    await pool.release("session-a");
    const b = await take(pool, [], 2_100, listedByB);
    expect(b).toEqual({ sessionId: "session-a", full: false, launchId: null });
  });

  it("forgets a session the binding no longer lists when the pool knew it before the list was read", async () => {
    const pool = browserPoolCore(new MemoryStorage());
    const first = await take(pool, [], 1_000);
    await pool.register("session-a", LEASE, first.launchId, 1_000);
    await pool.release("session-a");
    const next = await take(pool, [], 5_000, 4_000);
    expect(next.sessionId).toBeNull();
    expect(next.launchId).not.toBeNull();
  });

  it("frees the reservation of a launch that failed (forget) or never reported back (its lease ran out)", async () => {
    const pool = browserPoolCore(new MemoryStorage());
    const a = await take(pool, [], 1_000);
    const b = await take(pool, [], 1_000);
    expect((await take(pool, [], 1_000)).full).toBe(true);
    await pool.forget(a.launchId!);
    expect((await take(pool, [], 1_000)).launchId).not.toBeNull();
    expect((await take(pool, [], 1_000)).full).toBe(true);
    expect(b.launchId).not.toBeNull();
    // Every reservation ends with its lease.
    const later = await take(pool, [], 1_000 + LEASE + 1);
    expect(later.launchId).not.toBeNull();
  });

  it("registering a launched session replaces its reservation, so the cap counts the browser once", async () => {
    const pool = browserPoolCore(new MemoryStorage());
    const a = await take(pool, [], 1_000);
    await pool.register("session-a", LEASE, a.launchId, 1_100);
    const b = await take(pool, ["session-a"], 1_200);
    expect(b.launchId).not.toBeNull();
    await pool.register("session-b", LEASE, b.launchId, 1_300);
    expect(await take(pool, ["session-a", "session-b"], 1_400)).toEqual({ sessionId: null, full: true, launchId: null });
    await pool.release("session-b");
    expect(await take(pool, ["session-a", "session-b"], 1_500)).toEqual({ sessionId: "session-b", full: false, launchId: null });
  });

  it("reads a pool stored before reservations existed (a bare lease end per session)", async () => {
    const storage = new MemoryStorage();
    await storage.put("sessions", { "old-free": 0, "old-leased": 10_000 });
    const pool = browserPoolCore(storage);
    expect(await take(pool, ["old-free", "old-leased"], 5_000)).toEqual({ sessionId: "old-free", full: false, launchId: null });
    expect((await take(pool, ["old-free"], 5_000)).launchId).not.toBeNull();
  });

  it("adopts a session the binding lists but the pool lost track of, once older than a lease, instead of launching beside it", async () => {
    const pool = browserPoolCore(new MemoryStorage());
    // A render launched "orphan" at 1,000, then gave it up (a close that failed, an answer lost).
    const orphan = { id: "orphan", startedAt: 1_000 };
    const now = 1_000 + LEASE + 1;
    expect(await take(pool, [orphan], now)).toEqual({ sessionId: "orphan", full: false, launchId: null });
  });

  it("counts adopted sessions toward the cap: two old unknown browsers and MAX 2 leave no room for a launch", async () => {
    const pool = browserPoolCore(new MemoryStorage());
    const live = [
      { id: "x", startedAt: 0 },
      { id: "y", startedAt: 0 },
    ];
    const now = LEASE + 10;
    const a = await take(pool, live, now);
    const b = await take(pool, live, now);
    expect([a.sessionId, b.sessionId].sort()).toEqual(["x", "y"]);
    expect(await take(pool, live, now)).toEqual({ sessionId: null, full: true, launchId: null });
  });

  it("does not hand out a session younger than a lease (it may be another render's launch) but counts it toward the cap", async () => {
    const pool = browserPoolCore(new MemoryStorage());
    // A browser whose launch the pool never heard of: its render lost the binding's answer.
    const young = { id: "young", startedAt: 1_050 };
    const next = await take(pool, [young], 1_100);
    expect(next.sessionId).toBeNull();
    expect(next.launchId).not.toBeNull();
    // One unknown browser and one launch in progress fill MAX 2: no third browser.
    expect(await take(pool, [young], 1_100)).toEqual({ sessionId: null, full: true, launchId: null });
    // Older than a lease, it is adopted and handed out.
    await pool.forget(next.launchId!);
    expect((await take(pool, [young], 1_050 + LEASE + 1)).sessionId).toBe("young");
  });

  it("never hands a render a session it could not connect to; the session stays leased to it until the lease ends", async () => {
    const pool = browserPoolCore(new MemoryStorage());
    const first = await take(pool, [], 1_000);
    await pool.register("s", LEASE, first.launchId, 1_000);
    await pool.release("s");
    expect((await take(pool, ["s"], 2_000)).sessionId).toBe("s");
    // Connecting to "s" failed: the same render asks again, skipping it, and gets a launch.
    const retry = await take(pool, ["s"], 2_100, 2_000, ["s"]);
    expect(retry.sessionId).toBeNull();
    expect(retry.launchId).not.toBeNull();
    // Nobody else is handed "s" while its lease runs, then it is free again.
    expect((await take(pool, ["s"], 2_200)).full).toBe(true);
    expect((await take(pool, ["s"], 2_000 + LEASE + 1)).sessionId).toBe("s");
  });
});

/** A binding whose browsers start when acquired (after a turn of the event loop), logging each call's start and end. */
function fakeBinding(failAcquire = false) {
  const browsers: LiveSession[] = [];
  const log: string[] = [];
  let n = 0;
  const binding: BrowserBinding = {
    async sessions() {
      log.push("list");
      await new Promise((r) => setTimeout(r, 1));
      log.push("listed");
      return [...browsers];
    },
    async acquire() {
      log.push("acquire");
      await new Promise((r) => setTimeout(r, 5));
      log.push("acquired");
      if (failAcquire) throw new Error("chrome did not start");
      const id = `b${++n}`;
      browsers.push({ id, startedAt: Date.now() });
      return id;
    },
  };
  return { binding, browsers, log };
}

describe("browser session pool: opening through the binding", () => {
  const request = { leaseMs: LEASE, max: MAX, keepAliveMs: 600_000 };

  it("never lists the binding's sessions while one is being acquired (the local binding drops a session listed mid-acquire)", async () => {
    const { binding, log } = fakeBinding();
    const open = browserOpener(browserPoolCore(new MemoryStorage()), binding);
    // Renders arriving 2 ms apart, while an acquire takes 5.
    const opens = [];
    for (let i = 0; i < 6; i++) {
      opens.push(open(request));
      await new Promise((r) => setTimeout(r, 2));
    }
    await Promise.all(opens);
    let acquiring = false;
    for (const event of log) {
      if (event === "acquire") acquiring = true;
      if (event === "acquired") acquiring = false;
      if (event === "list") expect(acquiring).toBe(false);
    }
    expect(log.filter((e) => e === "acquire")).toHaveLength(MAX);
  });

  it("six renders at once under MAX 2: two launches, four busy; after a release the next render reuses a session", async () => {
    const { binding, browsers } = fakeBinding();
    const core = browserPoolCore(new MemoryStorage());
    const open = browserOpener(core, binding);
    const opened = await Promise.all(Array.from({ length: 6 }, () => open(request)));
    expect(opened.filter((o) => o.kind === "session" && o.launched)).toHaveLength(2);
    expect(opened.filter((o) => o.kind === "busy")).toHaveLength(4);
    expect(browsers).toHaveLength(2);
    const first = opened.find((o) => o.kind === "session")!;
    await core.release(first.kind === "session" ? first.sessionId : "");
    expect(await open(request)).toEqual({ kind: "session", sessionId: first.kind === "session" ? first.sessionId : "", launched: false });
    expect(browsers).toHaveLength(2);
  });

  it("a failed acquire answers unavailable and gives its reservation back", async () => {
    const { binding } = fakeBinding(true);
    const open = browserOpener(browserPoolCore(new MemoryStorage()), binding);
    for (let i = 0; i < MAX + 1; i++) expect((await open(request)).kind).toBe("unavailable");
  });
});
