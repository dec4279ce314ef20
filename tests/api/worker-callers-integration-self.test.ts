/**
 * Callers that are other Cloudflare Workers (docs/security.md#client-ips, issue 33): their requests
 * reach us from Cloudflare's one egress address, so keyed by address they would all share one
 * anonymous quota and one x402 attempt limit. Where the edge vouches for `CF-Worker` (request.cf,
 * or the harness switch that simulates it) the sending zone is the client key; elsewhere the
 * header is ignored and cannot split a quota; a malformed one falls back to the address.
 */
import { env } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import worker from "../../workers/api/src/index";
import { requirementFor } from "@shared/payments/x402";

/** The address cross-zone Worker subrequests carry in `CF-Connecting-IP` (Cloudflare's Workers docs). */
const WORKERS_EGRESS = "2a06:98c0:3600::103";
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
const HARNESS = {};
const EDGE = { SVC_HARNESS: undefined, SVC_TRUST_CLIENT_IP_HEADER: undefined };

/** A zone no other test uses, so its buckets start full. */
const zone = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}.com`;

interface Caller {
  worker?: string;
  ip?: string;
  /** `request.cf` present: the request came through the edge. */
  edge?: boolean;
}

function ask(caller: Caller, overrides: Record<string, string | undefined> = HARNESS, path = "/v1/video/video/M4gD1WSo5mA", extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...extra };
  if (caller.ip) headers["CF-Connecting-IP"] = caller.ip;
  if (caller.worker) headers["CF-Worker"] = caller.worker;
  const init = { headers, ...(caller.edge ? { cf: { colo: "AMS", asn: 13335 } } : {}) } as RequestInit;
  return Promise.resolve(worker.fetch(new Request(`http://api.test${path}`, init), { ...env, ...overrides } as never, ctx));
}

const remaining = (res: Response) => Number(res.headers.get("X-RateLimit-Remaining"));

describe("anonymous quotas of callers that are Workers", () => {
  it("gives two Workers behind the one egress address separate quotas: one cannot exhaust the other's (harness simulation)", async () => {
    const a = { worker: zone("agent-a"), ip: WORKERS_EGRESS };
    const b = { worker: zone("agent-b"), ip: WORKERS_EGRESS };
    for (let i = 0; i < 20; i++) expect((await ask(a)).status).toBe(200);
    expect((await ask(a)).status).toBe(429);
    const other = await ask(b);
    expect(other.status).toBe(200);
    expect(remaining(other)).toBe(19);
  });

  it("does the same on the edge path (request.cf present) with no harness setting", async () => {
    const a = { worker: zone("edge-a"), ip: WORKERS_EGRESS, edge: true };
    const b = { worker: zone("edge-b"), ip: WORKERS_EGRESS, edge: true };
    expect(remaining(await ask(a, EDGE))).toBe(19);
    expect(remaining(await ask(b, EDGE))).toBe(19);
    expect(remaining(await ask(a, EDGE))).toBe(18);
  });

  it("keys a zone however it is written (case, trailing dot) as one caller", async () => {
    const name = zone("case");
    expect(remaining(await ask({ worker: name, ip: WORKERS_EGRESS, edge: true }, EDGE))).toBe(19);
    expect(remaining(await ask({ worker: `${name.toUpperCase()}.`, ip: WORKERS_EGRESS, edge: true }, EDGE))).toBe(18);
  });

  it("ignores CF-Worker on a request that did not come through the edge: forged zones share one bucket", async () => {
    const first = await ask({ worker: zone("forged-a"), ip: "203.0.113.60" }, EDGE);
    const second = await ask({ worker: zone("forged-b"), ip: "203.0.113.61" }, EDGE);
    if (first.status === 429) expect(second.status).toBe(429);
    else expect(remaining(second)).toBeLessThan(remaining(first));
  });

  it("ignores CF-Worker from an ordinary address on the edge path: made-up zones cannot split that client's quota", async () => {
    const ip = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:78::1`;
    expect(remaining(await ask({ ip, worker: zone("made-up-a"), edge: true }, EDGE))).toBe(19);
    expect(remaining(await ask({ ip, worker: zone("made-up-b"), edge: true }, EDGE))).toBe(18);
    expect(remaining(await ask({ ip, edge: true }, EDGE))).toBe(17);
  });

  it.each([
    ["an address", "198.51.100.77"],
    ["a single label", "localhost"],
    ["two zones", "a.com, b.com"],
    ["an empty label", "a..com"],
    ["a label of 64 characters", `${"a".repeat(64)}.com`],
    ["a name of 300 characters", `${"a.".repeat(150)}com`],
    ["a forwarded worker key", "worker:acme.com"],
  ])("falls back to the address for a CF-Worker that is %s, never a bucket the caller chose", async (_name, value) => {
    const ip = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:77::1`;
    expect(remaining(await ask({ ip, edge: true }, EDGE))).toBe(19);
    expect(remaining(await ask({ ip, worker: value, edge: true }, EDGE))).toBe(18);
    expect(remaining(await ask({ ip, worker: `${value} `, edge: true }, EDGE))).toBe(17);
  });
});

describe("x402 payment attempts of callers that are Workers", () => {
  const paid = { SVC_ACCOUNTLESS: "1", SVC_UPSTREAM_X402_FACILITATOR: inject("facilitatorUrl") };
  const refusedProof = () =>
    btoa(JSON.stringify({ x402Version: 2, accepted: requirementFor({ ...env, ...paid } as never, 1000), payload: { ok: false, nonce: crypto.randomUUID() } }));

  it("limits each Worker's attempts under its own zone, not the shared egress address", async () => {
    const a = { worker: zone("payer-a"), ip: WORKERS_EGRESS };
    const b = { worker: zone("payer-b"), ip: WORKERS_EGRESS };
    const attempt = (caller: Caller) => ask(caller, paid, "/v1/news/stories_top", { "PAYMENT-SIGNATURE": refusedProof() });
    for (let i = 0; i < 20; i++) expect((await attempt(a)).status).toBe(402);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(402);
  });
});
