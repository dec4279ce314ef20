/**
 * Webhook deliveries (docs/contract.md#monitors): what the service sends, checked against SPEC
 * from the outside (headers, a signature recomputed here over the exact bytes received, the
 * timestamp of the sending time, so a receiver's 5-minute tolerance accepts every attempt), the
 * retry schedule of DECISIONS §3 written out as numbers, rotation, and redirects through the safe
 * fetcher. The runtime's clock is pinned (vi.setSystemTime) so each attempt is sent at a known time.
 */
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { deliverAttempt } from "@shared/monitors/delivery";
import { runMonitor } from "@shared/monitors/run";
import { tick } from "@shared/monitors/tick";
import { staticResolver } from "@shared/net";
import { call, configureHook, deps, engineEnv, expectSignedAsSpec, readyShopMonitor, received, setShop, verifyAt } from "./harness";

interface DeliveryRow {
  id: string;
  event_id: string;
  attempt: number;
  status: string;
  due_at: number;
  destination: string;
}

const deliveriesOf = async (eventId: string) =>
  (await env.DB.prepare("SELECT * FROM webhook_deliveries WHERE event_id = ?1 ORDER BY attempt").bind(eventId).all<DeliveryRow>()).results;

/** A monitor whose second run detected a change: returns the event and its first pending attempt. */
async function changedMonitor(shop: string) {
  const m = await readyShopMonitor(shop);
  const e = engineEnv();
  await setShop(shop, { price: "10.00" });
  await runMonitor(e, deps, { monitorId: m.id, slot: m.t0, now: m.t0 });
  await setShop(shop, { price: "12.50" });
  const run = await runMonitor(e, deps, { monitorId: m.id, slot: m.t0 + 1, now: m.t0 + 1 });
  if (!("eventId" in run) || !run.eventId) throw new Error("no change detected");
  const [first] = await deliveriesOf(run.eventId);
  const payload = (await env.DB.prepare("SELECT payload FROM monitor_events WHERE id = ?1").bind(run.eventId).first<{ payload: string }>())!.payload;
  return { ...m, eventId: run.eventId, first: first!, payload };
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * DECISIONS §3, written out rather than read from the engine: 8 attempts, each retry this long
 * after the attempt before it. A change to the engine's schedule must fail here.
 */
const RETRY_GAPS_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR];
const ATTEMPTS = 8;

/** A queue consumer is never exactly on time: attempts are sent this long after they fell due. */
const LATE_MS = 1_700;

/** Runs `fn` with the runtime's clock (Date) at `ms`: the time at which the service sends. */
async function at<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  vi.setSystemTime(ms);
  try {
    return await fn();
  } finally {
    vi.useRealTimers();
  }
}

describe("signed delivery", () => {
  it("sends the stored payload bytes once, signed as SPEC says at the time it is sent", async () => {
    const c = await changedMonitor("w1");
    await configureHook("w1", { secret: "secret-w1" });
    // Sent 7 minutes after the engine time of its task (a slow queue): the signature must carry the
    // sending time, or a receiver's 5-minute tolerance refuses it.
    const sentAt = Date.now() + 7 * MINUTE;
    expect(await at(sentAt, () => deliverAttempt(env, {}, c.first.id, c.t0 + 1))).toBe("delivered");
    const [got] = await received("w1");
    await expectSignedAsSpec(got!, { secret: "secret-w1", eventId: c.eventId, payload: c.payload, sentAtMs: sentAt });
    expect(JSON.parse(got!.body).event_id).toBe(c.eventId);
    expect((await deliveriesOf(c.eventId)).map((d) => [d.attempt, d.status])).toEqual([[1, "delivered"]]);
    // A duplicate task for the same attempt sends nothing.
    expect(await deliverAttempt(env, {}, c.first.id, c.t0 + 1)).toBe("skipped");
    expect(await received("w1")).toHaveLength(1);
  });

  it("a receiver with the 5-minute tolerance accepts a retry sent hours after the event, and not the first attempt replayed then", async () => {
    const c = await changedMonitor("w2");
    await configureHook("w2", { secret: "secret-w2", status: 503 });
    const firstAt = Date.now();
    expect(await at(firstAt, () => deliverAttempt(env, {}, c.first.id, c.t0 + 1))).toBe("retry_scheduled");
    // Walk to the fifth attempt, 2 h 35 min 5 s after the first.
    let pending = (await deliveriesOf(c.eventId)).find((d) => d.status === "pending")!;
    while (pending.attempt < 5) {
      await at(pending.due_at, () => deliverAttempt(env, {}, pending.id, pending.due_at));
      pending = (await deliveriesOf(c.eventId)).find((d) => d.status === "pending")!;
    }
    await configureHook("w2", { status: 0 });
    const fifthAt = pending.due_at + LATE_MS;
    expect(await at(fifthAt, () => deliverAttempt(env, {}, pending.id, pending.due_at))).toBe("delivered");
    const got = await received("w2");
    expect(got).toHaveLength(5);
    await expectSignedAsSpec(got[4]!, { secret: "secret-w2", eventId: c.eventId, payload: c.payload, sentAtMs: fifthAt });
    // The first attempt's headers, replayed at the fifth attempt's time, are refused: the tolerance
    // only protects receivers because each attempt is signed afresh.
    expect(await verifyAt(got[0]!, "secret-w2", Math.floor(fifthAt / 1000))).toMatchObject({ ok: false, why: "tolerance" });
  });

  it("the receiver that judges these tests refuses what it must (wrong secret, edited body or timestamp, late)", async () => {
    const c = await changedMonitor("w2b");
    await configureHook("w2b", { secret: "secret-w2b" });
    const sentAt = Date.now();
    await at(sentAt, () => deliverAttempt(env, {}, c.first.id, c.t0 + 1));
    const [got] = await received("w2b");
    const ts = Math.floor(sentAt / 1000);
    expect(await verifyAt(got!, "secret-w2b", ts + 299)).toEqual({ ok: true });
    expect(await verifyAt(got!, "secret-w2b", ts + 301)).toMatchObject({ ok: false, why: "tolerance" });
    expect(await verifyAt(got!, "other-secret", ts)).toMatchObject({ ok: false, why: "signature" });
    expect(await verifyAt({ ...got!, body: got!.body.replace("12.5", "13.5") }, "secret-w2b", ts)).toMatchObject({ ok: false, why: "signature" });
    expect(await verifyAt({ ...got!, timestamp: String(ts + 1) }, "secret-w2b", ts)).toMatchObject({ ok: false, why: "signature" });
  });
});

describe("retries (docs/contract.md#monitors)", () => {
  it("a receiver that keeps failing gets 8 attempts, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h apart, each signed afresh, then failed", async () => {
    const c = await changedMonitor("w3");
    await configureHook("w3", { secret: "secret-w3", status: 500 });
    let pending: DeliveryRow | undefined = c.first;
    const outcomes: string[] = [];
    const sentAt: number[] = [];
    while (pending) {
      const e = engineEnv();
      // The tick (driven by scheduled time) finds the attempt once it is due, not before.
      if (pending.attempt > 1) {
        await tick(e, pending.due_at - 1);
        expect(e.MONITOR_TASKS.sent.filter((t) => t.kind === "deliver" && t.deliveryId === pending!.id)).toEqual([]);
        await tick(e, pending.due_at);
        expect(e.MONITOR_TASKS.sent).toContainEqual({ kind: "deliver", deliveryId: pending.id, now: pending.due_at });
      }
      const due = pending.attempt === 1 ? c.t0 + 1 : pending.due_at;
      const id = pending.id;
      sentAt.push(due + LATE_MS);
      outcomes.push(await at(due + LATE_MS, () => deliverAttempt(e, {}, id, due)));
      pending = (await deliveriesOf(c.eventId)).find((d) => d.status === "pending");
    }
    expect(outcomes).toEqual([...Array(ATTEMPTS - 1).fill("retry_scheduled"), "failed"]);
    const rows = await deliveriesOf(c.eventId);
    expect(rows.map((d) => [d.attempt, d.status])).toEqual(Array.from({ length: ATTEMPTS }, (_, i) => [i + 1, "failed"]));
    expect(rows.slice(1).map((d, i) => d.due_at - rows[i]!.due_at)).toEqual(RETRY_GAPS_MS);
    const got = await received("w3");
    expect(got).toHaveLength(ATTEMPTS);
    // Every attempt: the same event id and bytes, a timestamp of its own sending time, a signature over it.
    for (const [i, d] of got.entries()) {
      await expectSignedAsSpec(d, { secret: "secret-w3", eventId: c.eventId, payload: c.payload, sentAtMs: sentAt[i]! });
    }
    expect(new Set(got.map((d) => d.timestamp)).size).toBe(ATTEMPTS);
    expect(got.slice(1).map((d, i) => (Number(d.timestamp) - Number(got[i]!.timestamp)) * SECOND)).toEqual(RETRY_GAPS_MS);
  });

  it("a receiver that recovers gets the event once delivered, and no further attempts", async () => {
    const c = await changedMonitor("w4");
    await configureHook("w4", { secret: "secret-w4", status: 503 });
    expect(await deliverAttempt(env, {}, c.first.id, c.t0 + 1)).toBe("retry_scheduled");
    await configureHook("w4", { status: 0 });
    const second = (await deliveriesOf(c.eventId))[1]!;
    expect(await deliverAttempt(env, {}, second.id, second.due_at)).toBe("delivered");
    expect((await deliveriesOf(c.eventId)).map((d) => [d.attempt, d.status])).toEqual([[1, "failed"], [2, "delivered"]]);
  });
});

describe("rotation (docs/contract.md#monitors)", () => {
  it("a secret-only PATCH keeps pending attempts; they are signed with the new secret", async () => {
    const c = await changedMonitor("w5");
    await configureHook("w5", { secret: "secret-w5", status: 500 });
    await deliverAttempt(env, {}, c.first.id, c.t0 + 1);
    await call(c.ws, "PATCH", `/v1/monitors/${c.id}`, { webhook: { url: (await deliveriesOf(c.eventId))[0]!.destination, secret: "rotated-w5" } });
    const pending = (await deliveriesOf(c.eventId)).find((d) => d.status === "pending")!;
    expect(pending).toBeDefined();
    await configureHook("w5", { secret: "rotated-w5", status: 0 });
    expect(await deliverAttempt(env, {}, pending.id, pending.due_at)).toBe("delivered");
    const last = (await received("w5")).at(-1)!;
    expect(last.verified).toBe(true);
    expect(await verifyAt(last, "secret-w5", Number(last.timestamp))).toMatchObject({ ok: false, why: "signature" });
  });

  it("a URL PATCH finalizes pending attempts for the old URL as destination_replaced; nothing more is sent", async () => {
    const c = await changedMonitor("w6");
    await configureHook("w6", { secret: "secret-w6", status: 500 });
    await deliverAttempt(env, {}, c.first.id, c.t0 + 1);
    const pending = (await deliveriesOf(c.eventId)).find((d) => d.status === "pending")!;
    const res = await call(c.ws, "PATCH", `/v1/monitors/${c.id}`, { webhook: { url: `${env.WEB_URL}/hook/w6-new`, secret: "new-w6" } });
    expect(res.status).toBe(200);
    expect((await deliveriesOf(c.eventId)).map((d) => d.status)).toEqual(["failed", "destination_replaced"]);
    expect(await deliverAttempt(env, {}, pending.id, pending.due_at)).toBe("skipped");
    expect(await received("w6")).toHaveLength(1);
    expect(await received("w6-new")).toHaveLength(0);
  });
});

describe("redirects are revalidated (outside the harness)", () => {
  const prod = () => ({ ...engineEnv(), SVC_HARNESS: undefined });
  const resolver = staticResolver({ "hooks.example": ["93.184.215.14"], "other.example": ["93.184.215.15"], "inside.example": ["10.0.0.5"] });
  const redirectingFetch = (location: string, seen: string[]) =>
    (async (input: RequestInfo | URL) => {
      const url = String(input);
      seen.push(url);
      if (url.startsWith("https://hooks.example/")) return new Response(null, { status: 307, headers: { location } });
      return new Response(null, { status: 204 });
    }) as typeof fetch;

  async function httpsMonitorAttempt(location: string) {
    const c = await changedMonitor(`w7-${crypto.randomUUID().slice(0, 6)}`);
    await env.DB.batch([
      env.DB.prepare("UPDATE monitors SET webhook_url = 'https://hooks.example/h' WHERE id = ?1").bind(c.id),
      env.DB.prepare("UPDATE webhook_deliveries SET destination = 'https://hooks.example/h' WHERE event_id = ?1").bind(c.eventId),
    ]);
    const seen: string[] = [];
    const outcome = await deliverAttempt(prod(), { resolver, fetch: redirectingFetch(location, seen) }, c.first.id, c.t0 + 1);
    const [row] = await deliveriesOf(c.eventId);
    return { outcome, seen, row: row as DeliveryRow & { error: string | null } };
  }

  it("a redirect to cleartext http is refused", async () => {
    const r = await httpsMonitorAttempt("http://other.example/h");
    expect(r.outcome).toBe("retry_scheduled");
    expect(r.row.error).toContain("unsafe_redirect");
    expect(r.seen).toEqual(["https://hooks.example/h"]);
  });

  it("a redirect to a private address is refused", async () => {
    const r = await httpsMonitorAttempt("https://inside.example/h");
    expect(r.row.error).toContain("unsafe_redirect");
    expect(r.seen).toEqual(["https://hooks.example/h"]);
  });

  it("a redirect to another public https host is followed", async () => {
    const r = await httpsMonitorAttempt("https://other.example/h");
    expect(r.outcome).toBe("delivered");
    expect(r.seen).toEqual(["https://hooks.example/h", "https://other.example/h"]);
  });
});
