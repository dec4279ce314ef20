/**
 * Every route a caller can pay for with x402 runs verify → work → settle, and one whose work failed
 * never settles (DECISIONS §3, docs/payments.md#x402; issue 33: research served on proofs never
 * settled). Generated from what the front door charges: the route catalog plus the keyed
 * primitives, i.e. every priced route `/v1/capabilities` lists. Each must have a recipe below (a
 * request whose work succeeds and one whose work fails), so a newly priced route fails this file
 * until it is given one. Both forms of payment run for each route: a keyless caller in accountless
 * mode (routes that need a key) and a key short of credits (the topup form, every priced route).
 * The fake facilitator (facilitator.setup.ts) accepts a proof whose payload says `ok` and logs what
 * it was asked; the echo providers fail with `?fail=1`, the md and brand stand-ins on a `fail…` host.
 */
import { env } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import worker from "../../workers/api/src/index";
import { mcpGateApp } from "../../workers/api/src/mcp-gate";
import { PRIMITIVE_CAPABILITIES } from "../../workers/api/src/primitives";
import { PROVIDERS } from "@shared/contract/catalog";
import { requirementFor } from "@shared/payments/x402";
import { MICRO_PER_CREDIT, PRICE_CREDITS } from "@shared/pricing";
import { bearer, seedKey } from "./seed";

/** A request whose work succeeds and one whose work fails; `units` when the price is per unit (research targets). */
interface Recipe {
  success: string;
  failure: string;
  units?: number;
}

const echo = (path: string): Recipe => ({ success: path, failure: `${path}${path.includes("?") ? "&" : "?"}fail=1` });
const brandForm = (suffix: string): Recipe => ({ success: `/v1/brand/acme.com${suffix}`, failure: `/v1/brand/fail.com${suffix}` });

const RECIPES: Record<string, Recipe> = {
  ...Object.fromEntries(["top", "new", "best", "ask", "show", "job"].map((list) => [`GET /v1/news/stories_${list}`, echo(`/v1/news/stories_${list}?limit=5`)])),
  "GET /v1/news/search": echo("/v1/news/search?q=x402"),
  "GET /v1/news/item/{id}": echo("/v1/news/item/8863"),
  "GET /v1/news/user/{handle}": echo("/v1/news/user/pg"),
  "GET /v1/apps/app": echo("/v1/apps/app?id=284882215"),
  "GET /v1/apps/search": echo("/v1/apps/search?term=maps"),
  "GET /v1/apps/similar": echo("/v1/apps/similar?id=284882215"),
  "GET /v1/apps/list": echo("/v1/apps/list?collection=top_free"),
  "GET /v1/video/search": echo("/v1/video/search?term=cats"),
  ...Object.fromEntries(["video", "channel", "comments", "playlist", "related", "transcript"].map((kind) => [`GET /v1/video/${kind}/{id}`, echo(`/v1/video/${kind}/M4gD1WSo5mA`)])),
  "GET /v1/social/users/{handle}/posts": echo("/v1/social/users/jack/posts"),
  "GET /v1/social/posts/{post_id}": echo("/v1/social/posts/20"),
  // Research fails when every target failed (it still answers 200, each primitive's error listed).
  "GET /v1/research/company": { success: "/v1/research/company?domain=acme.com", failure: "/v1/research/company?domain=fail.com" },
  "GET /v1/research/competitors": {
    success: "/v1/research/competitors?domain=acme.com&competitors=beta.com",
    failure: "/v1/research/competitors?domain=fail-a.com&competitors=fail-b.com",
    units: 2,
  },
  "GET /v1/markdown": { success: "/v1/markdown?url=https://acme.com/", failure: "/v1/markdown?url=https://fail.com/" },
  "GET /v1/brand/{domain}": brandForm(""),
  "GET /v1/brand/{domain}/logo": brandForm("/logo"),
  "GET /v1/brand/{domain}/fonts": brandForm("/fonts"),
  "GET /v1/brand/{domain}/styleguide": brandForm("/styleguide"),
};

interface PricedRoute {
  name: string;
  auth: string;
  priceMicro: number;
}

/** Every route the front door charges for: the catalog's priced routes and the keyed primitives. */
const PRICED: PricedRoute[] = [
  ...PROVIDERS.flatMap((p) => p.routes.map((s) => ({ name: `${s.route.method.toUpperCase()} ${s.route.path}`, auth: s.auth, credits: PRICE_CREDITS[s.price] }))),
  ...PRIMITIVE_CAPABILITIES.map((r) => ({ name: `${r.method} ${r.path}`, auth: r.auth, credits: r.price_credits })),
]
  .filter((r) => r.credits > 0)
  .map(({ name, auth, credits }) => ({ name, auth, priceMicro: credits * MICRO_PER_CREDIT }));

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
const paid = () => ({ SVC_ACCOUNTLESS: "1", SVC_UPSTREAM_X402_FACILITATOR: inject("facilitatorUrl") });

let calls = 0;
/**
 * One call of the api in accountless mode, from its own client address (the attempt limit is per
 * client) and its own host, so the request's `x402_payments` row is found by its resource URL.
 */
function call(path: string, headers: Record<string, string> = {}): { url: string; response: Promise<Response> } {
  const n = ++calls;
  const url = `http://pay-${n}.api.test${path}`;
  const request = new Request(url, { headers: { "CF-Connecting-IP": `198.19.${n >> 8}.${n & 255}`, ...headers } });
  return { url, response: Promise.resolve(worker.fetch(request, { ...env, ...paid() } as never, ctx)) };
}

/** A v2 payment for `priceMicro` that the fake facilitator verifies and settles. */
const proof = (nonce: string, priceMicro: number) =>
  btoa(JSON.stringify({ x402Version: 2, accepted: requirementFor({ ...env, ...paid() } as never, priceMicro), payload: { ok: true, nonce } }));

const facilitatorSaw = async (nonce: string) =>
  ((await (await fetch(`${inject("facilitatorUrl")}/__log`)).json()) as { path: string; nonce: unknown }[]).filter((e) => e.nonce === nonce).map((e) => e.path);

const paymentRows = async (resource: string) =>
  (await env.DB.prepare("SELECT status FROM x402_payments WHERE resource = ?1").bind(resource).all<{ status: string }>()).results.map((r) => r.status);

const decodeHeader = (value: string | null) => JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(value ?? ""), (c) => c.charCodeAt(0)))) as Record<string, unknown>;

/** Who pays: a keyless caller (only where a key is otherwise required), or a key short of credits. */
const FORMS = [
  { form: "accountless keyless", applies: (r: PricedRoute) => r.auth === "key", caller: async () => ({}) as Record<string, string>, extension: "x-service-accountless" },
  { form: "keyed topup", applies: () => true, caller: async () => bearer((await seedKey({ creditsMicro: 100 })).key), extension: "topup" },
] as const;

describe("every payable route (generated from the catalog and the keyed primitives)", () => {
  it("has a success and a failure recipe for each priced route, and no recipe for a route that is not priced", () => {
    const priced = PRICED.map((r) => r.name).sort();
    expect(priced.filter((name) => !RECIPES[name]), "priced routes without a recipe: add one to RECIPES").toEqual([]);
    expect(Object.keys(RECIPES).filter((name) => !priced.includes(name)), "recipes of routes that are not priced").toEqual([]);
  });

  it("lists exactly the routes /v1/capabilities says are priced", async () => {
    const { data } = (await (await call("/v1/capabilities").response).json()) as {
      data: { providers: { routes: { method: string; path: string; price_credits: number }[] }[] };
    };
    const listed = data.providers.flatMap((p) => p.routes).filter((r) => r.price_credits > 0).map((r) => `${r.method} ${r.path}`);
    expect(listed.sort()).toEqual(PRICED.map((r) => r.name).sort());
  });

  for (const route of PRICED) {
    const recipe = RECIPES[route.name];
    for (const { form, applies, caller, extension } of FORMS) {
      if (!recipe || !applies(route)) continue;
      const price = route.priceMicro * (recipe.units ?? 1);

      describe(`${route.name}, ${form}`, () => {
        it("asks for the route's price, verifies the proof, does the work, then settles: row settled, PAYMENT-RESPONSE sent", async () => {
          const who = await caller();
          const unpaid = await call(recipe.success, who).response;
          expect(unpaid.status, await unpaid.clone().text()).toBe(402);
          const offer = (await unpaid.json()) as { accepts: { amount: string }[]; extensions: Record<string, unknown> };
          expect(offer.accepts[0]!.amount).toBe(String(price));
          expect(Object.keys(offer.extensions)).toEqual([extension]);

          const nonce = crypto.randomUUID();
          const { url, response } = call(recipe.success, { ...who, "PAYMENT-SIGNATURE": proof(nonce, price) });
          const res = await response;
          expect(res.status, await res.clone().text()).toBe(200);
          expect(res.headers.get("PAYMENT-RESPONSE"), "PAYMENT-RESPONSE").not.toBeNull();
          expect(decodeHeader(res.headers.get("PAYMENT-RESPONSE"))).toMatchObject({ success: true, transaction: "0xsettled" });
          expect(res.headers.get("Cache-Control")).toBe("private");
          expect(await facilitatorSaw(nonce)).toEqual(["/verify", "/settle"]);
          expect(await paymentRows(url)).toEqual(["settled"]);
        });

        it("verifies the proof but never settles it when the work fails: the claim is released, no PAYMENT-RESPONSE", async () => {
          const nonce = crypto.randomUUID();
          const { url, response } = call(recipe.failure, { ...(await caller()), "PAYMENT-SIGNATURE": proof(nonce, price) });
          const res = await response;
          await res.arrayBuffer();
          expect([200, 502], "research answers 200 with every target failed; the others 502").toContain(res.status);
          expect(res.headers.get("PAYMENT-RESPONSE")).toBeNull();
          expect(await facilitatorSaw(nonce)).toEqual(["/verify"]);
          expect(await paymentRows(url)).toEqual([]);
        });
      });
    }
  }
});

describe("research's one payment for the whole request", () => {
  it("is settled in full when some targets failed and another produced something (a settlement cannot be partial)", async () => {
    const nonce = crypto.randomUUID();
    const { url, response } = call("/v1/research/competitors?domain=acme.com&competitors=fail.com", { "PAYMENT-SIGNATURE": proof(nonce, 10_000) });
    const res = await response;
    const body = (await res.json()) as { data: { targets: { domain: string; errors?: Record<string, string> }[] } };
    expect(res.status).toBe(200);
    expect(body.data.targets.map((t) => [t.domain, Object.keys(t.errors ?? {}).length])).toEqual([["acme.com", 3], ["fail.com", 4]]);
    expect(await facilitatorSaw(nonce)).toEqual(["/verify", "/settle"]);
    expect(await paymentRows(url)).toEqual(["settled"]);
  });
});

describe("admissions that are not payable", () => {
  it("the mcp gate's read_document admission never takes a proof (its work runs in another worker, which cannot settle)", async () => {
    const { key } = await seedKey({ creditsMicro: 100 });
    const nonce = crypto.randomUUID();
    const res = await mcpGateApp.fetch(
      new Request("https://api.internal/__gate/admit/read_document", { method: "POST", headers: { ...bearer(key), "PAYMENT-SIGNATURE": proof(nonce, 5_000) } }),
      { ...env, ...paid() } as never,
      ctx,
    );
    expect(res.status).toBe(402);
    expect(await facilitatorSaw(nonce)).toEqual([]);
  });
});
