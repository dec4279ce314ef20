import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { slotsShard } from "@shared/gateway/conversion-slots";
import { ErrorResponseSchema } from "@shared/http/envelope";
import { PdfDocumentSchema } from "@shared/pdf";
import worker from "../../workers/pdf/src/index";
import { convert, convertRequest, origin, originHits, release, uniqueId, uniqueIp, untilOriginHits } from "./pdf-client";

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;

async function expectRateLimited(res: Response): Promise<void> {
  expect(res.status).toBe(429);
  expect(ErrorResponseSchema.parse(await res.json()).error.code).toBe("rate_limited");
  expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
}

/** Starts conversions of held documents (the origin answers only on release) as client `ip`. */
function startHeld(ip: string, count: number) {
  const ids = Array.from({ length: count }, () => uniqueId("held"));
  return { ids, responses: ids.map((id) => convert(origin(`/held/${id}`), ip)) };
}

describe("active conversions per client IP", () => {
  it("admits exactly 2 of 3 overlapping conversions from one IP and refuses the third with 429", async () => {
    const ip = uniqueIp();
    const { ids, responses } = startHeld(ip, 3);
    // Admitted conversions wait on the origin, so the first answer to settle is the refusal.
    await expectRateLimited((await Promise.race(responses)).clone());
    for (const id of ids) await release(id);
    const statuses = (await Promise.all(responses)).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 429]);
    const fetched = await Promise.all(ids.map((id) => originHits(`/held/${id}`)));
    expect(fetched.sort()).toEqual([0, 1, 1]);
  });

  it("keeps slots per IP: another client converts while one IP has both slots busy", async () => {
    const busy = uniqueIp();
    const { ids, responses } = startHeld(busy, 2);
    await Promise.all(ids.map((id) => untilOriginHits(`/held/${id}`, 1)));
    const other = await convert(origin(`/doc/${uniqueId("other")}`), uniqueIp());
    expect(other.status).toBe(200);
    for (const id of ids) await release(id);
    expect((await Promise.all(responses)).map((r) => r.status)).toEqual([200, 200]);
  });

  it("converts with its own slot a request that joined another client's refused conversion of the same URL", async () => {
    const busy = uniqueIp();
    const { ids, responses } = startHeld(busy, 2);
    await Promise.all(ids.map((id) => untilOriginHits(`/held/${id}`, 1)));
    // The busy client's third slot is refused late, so another client's request for the same URL
    // joins that conversion (requests for one URL share it) before the refusal arrives.
    const lateForBusy = {
      idFromName: (name: string) => env.SLOTS.idFromName(name),
      get: (id: DurableObjectId) => {
        const stub = env.SLOTS.get(id);
        return {
          acquire: async (ip: string, limit: number, leaseMs: number) => {
            if (ip === busy) await new Promise((r) => setTimeout(r, 300));
            return stub.acquire(ip, limit, leaseMs);
          },
          release: (ip: string, leaseId: string) => stub.release(ip, leaseId),
        };
      },
    };
    const url = origin(`/doc/${uniqueId("shared")}`);
    const fetchAs = (ip: string) => worker.fetch(convertRequest(url, ip), { ...env, SLOTS: lateForBusy } as never, ctx);
    const refused = fetchAs(busy);
    await new Promise((r) => setTimeout(r, 50));
    const other = await fetchAs(uniqueIp());
    expect(other.status).toBe(200);
    PdfDocumentSchema.parse(await other.json());
    await expectRateLimited(await refused);
    for (const id of ids) await release(id);
    expect((await Promise.all(responses)).map((r) => r.status)).toEqual([200, 200]);
  });

  it("serves a cached URL while both slots are held, and refuses an uncached one", async () => {
    const ip = uniqueIp();
    const cachedUrl = origin(`/doc/${uniqueId("warm")}`);
    expect((await convert(cachedUrl, ip)).status).toBe(200);

    const { ids, responses } = startHeld(ip, 2);
    await Promise.all(ids.map((id) => untilOriginHits(`/held/${id}`, 1)));
    const hit = await convert(cachedUrl, ip);
    expect(hit.status).toBe(200);
    expect(hit.headers.get("X-Cache")).toBe("hit");
    PdfDocumentSchema.parse(await hit.json());
    await expectRateLimited(await convert(origin(`/doc/${uniqueId("cold")}`), ip));

    for (const id of ids) await release(id);
    expect((await Promise.all(responses)).map((r) => r.status)).toEqual([200, 200]);
  });

  it("gives the slot back when a conversion fails or times out", async () => {
    const ip = uniqueIp();
    expect((await convert(origin(`/not-pdf/${uniqueId("bad")}`), ip)).status).toBe(400);
    expect((await convert(origin(`/doc/${uniqueId("p51")}?pages=51`), ip)).status).toBe(413);
    const timedOut = await worker.fetch(convertRequest(origin(`/stall/${uniqueId("stall")}`), ip), { ...env, SVC_PDF_TIMEOUT_MS: "200" }, ctx);
    expect(timedOut.status).toBe(504);
    expect(await slotsShard(env.SLOTS, ip).active(ip)).toBe(0);
  });
});

describe("hourly conversions per client IP", () => {
  it("refuses the 21st request in an hour with 429 rate_limited, counting cache hits", async () => {
    const ip = uniqueIp();
    const url = origin(`/doc/${uniqueId("hourly")}`);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await convert(url, ip)).status);
    expect(statuses).toEqual(Array(20).fill(200));
    const refused = await convert(url, ip);
    expect(refused.headers.get("X-RateLimit-Limit")).toBe("20");
    expect(refused.headers.get("X-RateLimit-Remaining")).toBe("0");
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(3600);
    await expectRateLimited(refused);
    expect((await convert(url, uniqueIp())).status).toBe(200);
  });

  it("does not spend quota on a request refused by validation", async () => {
    const ip = uniqueIp();
    await convert("ftp://example.com/a.pdf", ip);
    const res = await convert(origin(`/doc/${uniqueId("after-invalid")}`), ip);
    expect(res.headers.get("X-RateLimit-Remaining")).toBe("19");
  });
});

describe("store failures fail closed", () => {
  const broken = { idFromName: () => { throw new Error("store down"); }, get: () => { throw new Error("store down"); } };
  const brokenKv = { getWithMetadata: () => Promise.reject(new Error("kv down")), put: () => Promise.reject(new Error("kv down")) };

  it.each([
    ["the quota Durable Object", { QUOTA: broken }],
    ["the active-conversion Durable Object", { SLOTS: broken }],
    ["the cache", { CACHE: brokenKv }],
  ])("answers 503 degraded without fetching the source when %s is unreachable", async (_what, override) => {
    const id = uniqueId("closed");
    const res = await worker.fetch(convertRequest(origin(`/doc/${id}`), uniqueIp()), { ...env, ...override } as never, ctx);
    expect(res.status).toBe(503);
    expect(ErrorResponseSchema.parse(await res.json()).error.code).toBe("degraded");
    expect(await originHits(`/doc/${id}`)).toBe(0);
  });
});
