/**
 * The render worker's pool of kept-alive browser sessions (durable-objects/browser-sessions.ts):
 * renders that arrive together never launch past the cap, and a session launched while another
 * render was listing the binding's sessions is not forgotten (which left it running, unused, and
 * had the pool launch another: 20+ launches and browsers left behind in a 1,000-read soak).
 */
import { describe, expect, it } from "vitest";
import { MemoryStorage } from "@shared/durable-storage";
import { browserPoolCore } from "../../durable-objects/browser-sessions";

const LEASE = 30_000;
const MAX = 2;

describe("browser session pool", () => {
  it("counts launches in progress toward the cap: the third of three simultaneous renders is busy, not a third launch", async () => {
    const pool = browserPoolCore(new MemoryStorage());
    const takes = await Promise.all([pool.take([], LEASE, MAX, 1_000), pool.take([], LEASE, MAX, 1_000), pool.take([], LEASE, MAX, 1_000)]);
    expect(takes.filter((t) => t.launchId !== null)).toHaveLength(2);
    expect(takes.filter((t) => t.full)).toHaveLength(1);
  });

  it("keeps a session registered after the caller listed the binding's sessions, and hands it out", async () => {
    const pool = browserPoolCore(new MemoryStorage());
    const first = await pool.take([], LEASE, MAX, 1_000);
    // Render B lists the binding's sessions at 1,500, before A's new browser exists.
    const listedByB = 1_500;
    await pool.register("session-a", LEASE, first.launchId, 2_000);
    await pool.release("session-a");
    const b = await pool.take([], LEASE, MAX, 2_100, listedByB);
    expect(b).toEqual({ sessionId: "session-a", full: false, launchId: null });
  });

  it("forgets a session the binding no longer lists when the pool knew it before the list was read", async () => {
    const pool = browserPoolCore(new MemoryStorage());
    const first = await pool.take([], LEASE, MAX, 1_000);
    await pool.register("session-a", LEASE, first.launchId, 1_000);
    await pool.release("session-a");
    const next = await pool.take([], LEASE, MAX, 5_000, 4_000);
    expect(next.sessionId).toBeNull();
    expect(next.launchId).not.toBeNull();
  });

  it("frees the reservation of a launch that failed (forget) or never reported back (its lease ran out)", async () => {
    const pool = browserPoolCore(new MemoryStorage());
    const a = await pool.take([], LEASE, MAX, 1_000);
    const b = await pool.take([], LEASE, MAX, 1_000);
    expect((await pool.take([], LEASE, MAX, 1_000)).full).toBe(true);
    await pool.forget(a.launchId!);
    expect((await pool.take([], LEASE, MAX, 1_000)).launchId).not.toBeNull();
    expect((await pool.take([], LEASE, MAX, 1_000)).full).toBe(true);
    expect(b.launchId).not.toBeNull();
    // Every reservation ends with its lease.
    const later = await pool.take([], LEASE, MAX, 1_000 + LEASE + 1);
    expect(later.launchId).not.toBeNull();
  });

  it("registering a launched session replaces its reservation, so the cap counts the browser once", async () => {
    const pool = browserPoolCore(new MemoryStorage());
    const a = await pool.take([], LEASE, MAX, 1_000);
    await pool.register("session-a", LEASE, a.launchId, 1_100);
    const b = await pool.take(["session-a"], LEASE, MAX, 1_200);
    expect(b.launchId).not.toBeNull();
    await pool.register("session-b", LEASE, b.launchId, 1_300);
    expect(await pool.take(["session-a", "session-b"], LEASE, MAX, 1_400)).toEqual({ sessionId: null, full: true, launchId: null });
    await pool.release("session-b");
    expect(await pool.take(["session-a", "session-b"], LEASE, MAX, 1_500)).toEqual({ sessionId: "session-b", full: false, launchId: null });
  });

  it("reads a pool stored before reservations existed (a bare lease end per session)", async () => {
    const storage = new MemoryStorage();
    await storage.put("sessions", { "old-free": 0, "old-leased": 10_000 });
    const pool = browserPoolCore(storage);
    expect(await pool.take(["old-free", "old-leased"], LEASE, MAX, 5_000)).toEqual({ sessionId: "old-free", full: false, launchId: null });
    expect((await pool.take(["old-free"], LEASE, MAX, 5_000)).launchId).not.toBeNull();
  });
});
