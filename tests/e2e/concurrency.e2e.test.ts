/**
 * The dev stack under concurrent load across the hosts that share the D1 database and Durable
 * Objects (api, platform, mcp): claims opened and polled, claims approved by signed-in humans,
 * keyed reads with the keys just delivered, MCP calls and readiness checks, all at once. With one
 * runtime owning every store, no request may fail with a 5xx and the stack may never log a
 * locked database (which separate processes on one SQLite file did: SQLITE_BUSY).
 */
import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { claimAndApprove, PLATFORM, type Sent } from "./claim-http";

const API = "http://127.0.0.1:8787";
const MCP = "http://127.0.0.1:8791";

/**
 * At most this many requests in flight per host, like a real load client's connection pool: one
 * Node process holding hundreds of sockets to one busy local runtime sees resets of its own
 * (docs/operations.md). Three hosts × 96 still puts well over 200 requests in flight at once.
 */
const PER_HOST = 96;

function limitPerHost(inner: typeof fetch): typeof fetch {
  const active = new Map<string, number>();
  const waiting = new Map<string, Array<() => void>>();
  return async (input, init) => {
    const host = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url).host;
    if ((active.get(host) ?? 0) >= PER_HOST) await new Promise<void>((r) => waiting.set(host, [...(waiting.get(host) ?? []), r]));
    active.set(host, (active.get(host) ?? 0) + 1);
    try {
      const res = await inner(input, init);
      const body = await res.arrayBuffer();
      return new Response(res.status === 204 || res.status === 304 ? null : body, { status: res.status, headers: res.headers });
    } finally {
      active.set(host, active.get(host)! - 1);
      waiting.get(host)?.shift()?.();
    }
  };
}

/** A client IP per simulated caller, so per-IP limits and lockouts stay out of the way. */
const ipOf = (i: number) => `198.51.${100 + Math.floor(i / 250)}.${(i % 250) + 1}`;

/** Sends and records the status; a connection error is recorded as status 0 with its cause. */
async function send(log: Sent[], url: string, init: RequestInit & { ip: string }): Promise<void> {
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", init.ip);
  try {
    const res = await fetch(url, { ...init, headers });
    await res.arrayBuffer();
    log.push({ status: res.status, url });
  } catch (err) {
    log.push({ status: 0, url: `${url} ${String((err as Error).cause ?? err)}` });
  }
}

const json = (body: unknown) => ({ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

async function claimAndPoll(log: Sent[], ip: string) {
  const res = await fetch(`${PLATFORM}/api/agent/claim`, { ...json({ agent_name: "burst agent" }), headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip } });
  log.push({ status: res.status, url: "claim" });
  const claim = (await res.json()) as { claim_id?: string; device_code?: string };
  if (claim.claim_id) await send(log, `${PLATFORM}/api/agent/claim/token`, { ...json({ claim_id: claim.claim_id, device_code: claim.device_code }), ip });
}

function mcpCall(log: Sent[], key: string, ip: string, id: number) {
  const rpc = { jsonrpc: "2.0", id, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "burst", version: "1" } } };
  return send(log, `${MCP}/mcp`, { ...json(rpc), headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", Authorization: `Bearer ${key}` }, ip });
}

describe("one runtime owns every store", () => {
  it("answers 300+ concurrent requests over api, platform and mcp without a 5xx or a locked database", async () => {
    const devKey = inject("devKey");
    const plainFetch = globalThis.fetch;
    globalThis.fetch = limitPerHost(plainFetch);
    const log: Sent[] = [];
    const keys: string[] = [];
    const work: Promise<unknown>[] = [];
    // Humans approving claims while everything else runs; each approval is ~8 requests.
    for (let i = 0; i < 8; i++) {
      work.push(
        claimAndApprove(ipOf(1000 + i), log).then(async (key) => {
          keys.push(key);
          // The new key is read at once by the front door (D1 written by the platform).
          await Promise.all([
            send(log, `${API}/v1/billing/balance`, { headers: { Authorization: `Bearer ${key}` }, ip: ipOf(1100 + i) }),
            send(log, `${API}/v1/news/stories_top?limit=2`, { headers: { Authorization: `Bearer ${key}` }, ip: ipOf(1100 + i) }),
            mcpCall(log, key, ipOf(1100 + i), i),
          ]);
        }),
      );
    }
    for (let i = 0; i < 70; i++) work.push(claimAndPoll(log, ipOf(i)));
    for (let i = 0; i < 60; i++) work.push(send(log, `${API}/v1/billing/balance`, { headers: { Authorization: `Bearer ${devKey}` }, ip: ipOf(200 + i) }));
    for (let i = 0; i < 40; i++) work.push(mcpCall(log, devKey, ipOf(300 + i), i));
    for (let i = 0; i < 30; i++) {
      for (const base of [API, MCP, PLATFORM]) work.push(send(log, `${base}/fetcher/readyz`, { ip: ipOf(400 + i) }));
    }
    // A step that throws (a connection error, or no key delivered) is recorded, not lost.
    await Promise.all(work.map((w) => w.catch((err: Error) => log.push({ status: 0, url: `${err.message} ${String(err.cause ?? "")}` })))).finally(() => {
      globalThis.fetch = plainFetch;
    });

    expect(log.length).toBeGreaterThanOrEqual(300);
    expect(log.filter((r) => r.status >= 500 || r.status === 0)).toEqual([]);
    expect(keys).toHaveLength(8);
    expect(log.filter((r) => r.url.endsWith("/claim") && r.status !== 201)).toEqual([]);
    const stackLog = readFileSync(inject("devLogFile"), "utf8");
    expect(stackLog).not.toMatch(/SQLITE_BUSY|database is locked/i);
  });
});
