import { env } from "cloudflare:test";
import { z } from "zod";
import { describe, expect, inject, it } from "vitest";
import worker from "../../workers/api/src/index";
import { ErrorResponseSchema } from "@shared/http/envelope";
import { requirementFor } from "@shared/payments/x402";
import { bearer, seedKey } from "./seed";

/** docs/contract.md#payment: PaymentRequired with exactly one of the two extensions. */
const PaymentRequiredSchema = z.strictObject({
  x402Version: z.literal(2),
  error: z.string(),
  resource: z.strictObject({ url: z.url(), mimeType: z.string() }),
  accepts: z
    .array(
      z.strictObject({
        scheme: z.string(),
        network: z.string(),
        asset: z.string(),
        amount: z.string(),
        payTo: z.string(),
        maxTimeoutSeconds: z.number().int(),
        extra: z.strictObject({ name: z.string().min(1), version: z.string().min(1) }),
      }),
    )
    .min(1),
  extensions: z.union([
    z.strictObject({ "x-service-accountless": z.strictObject({ payment_mode: z.literal("x402_only"), bearer_supported: z.literal(false), prepaid_supported: z.literal(false) }) }),
    z.strictObject({ topup: z.strictObject({ topup_url: z.literal("/v1/billing/topup/intents") }) }),
  ]),
});

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
let ipCounter = 0;
/** Each call from its own client IP unless one is given, so the payment attempt limit is per test. */
const call = (url: string, init: RequestInit = {}, overrides: Record<string, string | undefined> = { SVC_ACCOUNTLESS: "1" }) => {
  const headers = new Headers(init.headers);
  if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", `198.18.${++ipCounter >> 8}.${ipCounter & 255}`);
  return worker.fetch(new Request(url, { ...init, headers }), { ...env, ...overrides } as never, ctx);
};

const paid = (overrides: Record<string, string | undefined> = {}) => ({
  SVC_ACCOUNTLESS: "1",
  SVC_UPSTREAM_X402_FACILITATOR: inject("facilitatorUrl"),
  ...overrides,
});

/**
 * A v2 payment payload for a route priced `priceMicro` (its `accepted` is the route's requirement)
 * whose inner payload the fake facilitator accepts, unique per call unless a nonce is given.
 */
const proof = (fields: Record<string, unknown> = {}, priceMicro = 1000) =>
  btoa(JSON.stringify({ x402Version: 2, accepted: requirementFor({ ...env, ...paid() } as never, priceMicro), payload: { ok: true, nonce: crypto.randomUUID(), ...fields } }));

type LogEntry = { path: string; nonce: unknown };
const facilitatorLog = async (nonce: string) =>
  ((await (await fetch(`${inject("facilitatorUrl")}/__log`)).json()) as LogEntry[]).filter((e) => e.nonce === nonce).map((e) => e.path);

const decodeHeader = (value: string | null) => JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(value ?? ""), (c) => c.charCodeAt(0))));

describe("accountless mode (SVC_ACCOUNTLESS=1, x402 v2)", () => {
  it("answers a keyless call of a priced route with 402 PaymentRequired and the same requirement in PAYMENT-REQUIRED", async () => {
    const res = await call("http://api.test/v1/news/stories_top?limit=5");
    expect(res.status).toBe(402);
    const body = PaymentRequiredSchema.parse(await res.json());
    expect(body.extensions).toHaveProperty("x-service-accountless");
    expect(body.accepts[0]!.amount).toBe("1000");
    expect(body.resource.url).toBe("http://api.test/v1/news/stories_top?limit=5");
    expect(decodeHeader(res.headers.get("PAYMENT-REQUIRED"))).toEqual(body);
  });

  it("serves a paid request once the facilitator verifies and settles the proof, with PAYMENT-RESPONSE and Cache-Control: private", async () => {
    const nonce = crypto.randomUUID();
    const res = await call("http://api.test/v1/news/stories_top?limit=5", { headers: { "PAYMENT-SIGNATURE": proof({ nonce }) } }, paid());
    expect(res.status).toBe(200);
    expect(decodeHeader(res.headers.get("PAYMENT-RESPONSE"))).toMatchObject({ success: true, transaction: "0xsettled" });
    expect(res.headers.get("Cache-Control")).toBe("private");
    expect(((await res.json()) as { data: { provider: string } }).data.provider).toBe("news");
    expect(await facilitatorLog(nonce)).toEqual(["/verify", "/settle"]);
  });

  it("requirements default to the network the default facilitator settles (Base Sepolia USDC) and name its EIP-712 domain", async () => {
    const body = PaymentRequiredSchema.parse(await (await call("http://api.test/v1/news/stories_top")).json());
    expect(body.accepts[0]).toMatchObject({
      network: "eip155:84532",
      asset: "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
      payTo: "0x1111111111111111111111111111111111111111",
      extra: { name: "USDC", version: "2" },
    });
  });

  it("names USDC on Base (USD Coin, version 2) when the deployment chooses Base mainnet", async () => {
    const res = await call("http://api.test/v1/news/stories_top", {}, { SVC_ACCOUNTLESS: "1", SVC_X402_NETWORK: "eip155:8453" });
    const body = PaymentRequiredSchema.parse(await res.json());
    expect(body.accepts[0]).toMatchObject({ network: "eip155:8453", asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", extra: { name: "USD Coin", version: "2" } });
  });

  it("refuses to take payments (503) on a network it knows no asset of, or with facilitator headers that are not a JSON object", async () => {
    for (const overrides of [{ SVC_X402_NETWORK: "eip155:1" }, { SVC_X402_FACILITATOR_HEADERS: "Bearer x" }]) {
      const res = await call("http://api.test/v1/news/stories_top", {}, { SVC_ACCOUNTLESS: "1", ...overrides });
      expect(res.status).toBe(503);
    }
  });

  it("never serves one proof twice, even though the facilitator would accept it again", async () => {
    const nonce = crypto.randomUUID();
    const signature = proof({ nonce });
    expect((await call("http://api.test/v1/news/stories_top", { headers: { "PAYMENT-SIGNATURE": signature } }, paid())).status).toBe(200);
    const replay = await call("http://api.test/v1/news/stories_top", { headers: { "PAYMENT-SIGNATURE": signature } }, paid());
    expect(replay.status).toBe(402);
    expect(PaymentRequiredSchema.parse(await replay.json()).error).toContain("already used");
    expect(await facilitatorLog(nonce)).toEqual(["/verify", "/settle"]);
  });

  it("serves only one of two concurrent requests carrying the same proof", async () => {
    const signature = proof();
    const answers = await Promise.all(
      [1, 2].map(() => call("http://api.test/v1/news/stories_top", { headers: { "PAYMENT-SIGNATURE": signature } }, paid())),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 402]);
  });

  it("verifies before the work but settles only after success: a failed request is not charged and its proof stays usable", async () => {
    const nonce = crypto.randomUUID();
    const signature = proof({ nonce });
    const failed = await call("http://api.test/v1/news/item/1?fail=1", { headers: { "PAYMENT-SIGNATURE": signature } }, paid());
    expect(failed.status).toBe(502);
    expect(failed.headers.get("PAYMENT-RESPONSE")).toBeNull();
    expect(await facilitatorLog(nonce)).toEqual(["/verify"]);
    const retry = await call("http://api.test/v1/news/item/1", { headers: { "PAYMENT-SIGNATURE": signature } }, paid());
    expect(retry.status).toBe(200);
    expect(await facilitatorLog(nonce)).toEqual(["/verify", "/verify", "/settle"]);
  });

  it("answers a failed settlement with 402 carrying PAYMENT-RESPONSE, and no body of the work", async () => {
    const res = await call("http://api.test/v1/news/stories_top", { headers: { "PAYMENT-SIGNATURE": proof({ settle: false }) } }, paid());
    expect(res.status).toBe(402);
    expect(decodeHeader(res.headers.get("PAYMENT-RESPONSE"))).toMatchObject({ success: false, errorReason: "insufficient_funds" });
    expect(PaymentRequiredSchema.parse(await res.json()).error).toContain("could not be settled");
  });

  it("never follows a redirect from the facilitator", async () => {
    const nonce = crypto.randomUUID();
    const res = await call("http://api.test/v1/news/stories_top", { headers: { "PAYMENT-SIGNATURE": proof({ nonce, redirect: true }) } }, paid());
    expect(res.status).toBe(502);
    expect(ErrorResponseSchema.parse(await res.json()).error.code).toBe("upstream_unavailable");
    expect(await facilitatorLog(nonce)).toEqual(["/verify"]);
  });

  it("limits keyless payment attempts per client IP before calling the facilitator; another IP is unaffected", async () => {
    const ip = "2001:db8:402:1::1";
    const attempt = (from: string, nonce = crypto.randomUUID()) =>
      call("http://api.test/v1/news/stories_top", { headers: { "PAYMENT-SIGNATURE": proof({ ok: false, nonce }), "CF-Connecting-IP": from } }, paid());
    for (let i = 0; i < 20; i++) expect((await attempt(ip)).status).toBe(402);
    const nonce = crypto.randomUUID();
    const refused = await attempt("2001:db8:402:1::2", nonce);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await facilitatorLog(nonce)).toEqual([]);
    expect((await attempt("2001:db8:402:2::1")).status).toBe(402);
  });

  it.each([
    ["missing (outside the harness)", undefined, undefined],
    ["the zero address", "0x0000000000000000000000000000000000000000", "1"],
    ["not an address", "merchant", "1"],
  ])("refuses to take payments when SVC_X402_PAY_TO is %s: 503 on priced routes and readiness not_ready", async (_name, payTo, harness) => {
    const res = await call("http://api.test/v1/news/stories_top", {}, paid({ SVC_X402_PAY_TO: payTo, SVC_HARNESS: harness }));
    expect(res.status).toBe(503);
    expect(ErrorResponseSchema.parse(await res.json()).error.code).toBe("degraded");
    const ready = await call("http://api.test/fetcher/readyz", {}, paid({ SVC_X402_PAY_TO: payTo, SVC_HARNESS: harness }));
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { status: string; checks: { auth: string } }).checks.auth).toContain("SVC_X402_PAY_TO");
  });

  it("asks for payment to the burn address in a harness that names no SVC_X402_PAY_TO (DECISIONS §1: required outside the harness)", async () => {
    const res = await call("http://api.test/v1/news/stories_top", {}, paid({ SVC_X402_PAY_TO: undefined, SVC_HARNESS: "1" }));
    expect(res.status).toBe(402);
    const body = PaymentRequiredSchema.parse(await res.json());
    expect(body.accepts[0]?.payTo).toBe("0x000000000000000000000000000000000000dEaD");
    const ready = await call("http://api.test/fetcher/readyz", {}, paid({ SVC_X402_PAY_TO: undefined, SVC_HARNESS: "1" }));
    expect(ready.status).toBe(200);
  });

  it("answers a proof the facilitator rejects with a fresh 402 naming the reason", async () => {
    const res = await call("http://api.test/v1/news/stories_top", { headers: { "PAYMENT-SIGNATURE": proof({ ok: false }) } }, paid());
    expect(res.status).toBe(402);
    expect(PaymentRequiredSchema.parse(await res.json()).error).toContain("invalid_signature");
  });

  it("refuses a proof that is not base64 JSON with a fresh 402, before any upstream work", async () => {
    const res = await call("http://api.test/v1/news/stories_top", { headers: { "PAYMENT-SIGNATURE": "%%%not-base64" } });
    expect(res.status).toBe(402);
    expect(PaymentRequiredSchema.parse(await res.json()).error).toContain("PAYMENT-SIGNATURE");
  });

  it.each([
    ["an empty object", () => ({ nonce: crypto.randomUUID() })],
    ["a version 1 payload", (nonce: string) => ({ x402Version: 1, scheme: "exact", network: "base-sepolia", payload: { ok: true, nonce } })],
    ["a payload without `accepted`", (nonce: string) => ({ x402Version: 2, payload: { ok: true, nonce } })],
  ])("refuses %s with a fresh 402 naming the problem, without asking the facilitator", async (_name, make) => {
    const nonce = crypto.randomUUID();
    const res = await call("http://api.test/v1/news/stories_top", { headers: { "PAYMENT-SIGNATURE": btoa(JSON.stringify(make(nonce))) } }, paid());
    expect(res.status).toBe(402);
    expect(res.headers.get("PAYMENT-REQUIRED")).toBeTruthy();
    expect(PaymentRequiredSchema.parse(await res.json()).error).toBe("PAYMENT-SIGNATURE is not an x402 version 2 payment payload.");
    expect(await facilitatorLog(nonce)).toEqual([]);
  });

  it.each([
    ["a lower amount", { amount: "999" }],
    ["another payee", { payTo: "0x4444444444444444444444444444444444444444" }],
    ["another network", { network: "eip155:8453" }],
    ["another asset domain", { extra: { name: "Fake USD", version: "2" } }],
  ])("refuses a payload that accepted %s than the route offered, without asking the facilitator", async (_name, change) => {
    const nonce = crypto.randomUUID();
    const accepted = { ...requirementFor({ ...env, ...paid() } as never, 1000), ...change };
    const payload = { x402Version: 2, accepted, payload: { ok: true, nonce } };
    const res = await call("http://api.test/v1/news/stories_top", { headers: { "PAYMENT-SIGNATURE": btoa(JSON.stringify(payload)) } }, paid());
    expect(res.status).toBe(402);
    expect(PaymentRequiredSchema.parse(await res.json()).error).toContain("does not match this route's payment requirements");
    expect(await facilitatorLog(nonce)).toEqual([]);
  });

  it("knows a settled authorization by payer and nonce, so the same authorization under another signature is refused", async () => {
    const authorization = { from: "0x3333333333333333333333333333333333333333", nonce: `0x${"ab".repeat(32)}` };
    const first = proof({ authorization, signature: `0x${"01".repeat(65)}` });
    expect((await call("http://api.test/v1/news/stories_top", { headers: { "PAYMENT-SIGNATURE": first } }, paid())).status).toBe(200);
    // ECDSA's high-S twin, or any other encoding of a signature over the same authorization.
    const twin = proof({ authorization: { ...authorization, from: authorization.from.toUpperCase().replace("0X", "0x") }, signature: `0x${"02".repeat(65)}` });
    const replay = await call("http://api.test/v1/news/stories_top", { headers: { "PAYMENT-SIGNATURE": twin } }, paid());
    expect(replay.status).toBe(402);
    expect(PaymentRequiredSchema.parse(await replay.json()).error).toContain("already used");
  });

  it("still answers 401 for keyless calls when accountless mode is off", async () => {
    const res = await call("http://api.test/v1/news/stories_top", {}, {});
    expect(res.status).toBe(401);
    expect(ErrorResponseSchema.parse(await res.json()).error.code).toBe("invalid_or_expired_token");
  });

  it("keeps free keyed routes (billing) behind a key even in accountless mode", async () => {
    expect((await call("http://api.test/v1/billing/balance")).status).toBe(401);
  });

  it("offers a key short of credits a PaymentRequired with the topup extension when x402 is on", async () => {
    const { key } = await seedKey({ creditsMicro: 100 });
    const res = await call("http://api.test/v1/news/item/1", { headers: bearer(key) });
    expect(res.status).toBe(402);
    const body = PaymentRequiredSchema.parse(await res.json());
    expect(body.extensions).toEqual({ topup: { topup_url: "/v1/billing/topup/intents" } });
  });

  it.each([
    ["a proof the facilitator rejects", () => proof({ ok: false })],
    ["a proof that is not base64 JSON", () => "%%%not-base64"],
    ["a proof whose settlement fails", () => proof({ settle: false })],
  ])("keeps offering a key short of credits the topup extension after %s", async (_name, make) => {
    const { key } = await seedKey({ creditsMicro: 100 });
    const res = await call("http://api.test/v1/news/item/1", { headers: { ...bearer(key), "PAYMENT-SIGNATURE": make() } }, paid());
    expect(res.status).toBe(402);
    expect(PaymentRequiredSchema.parse(await res.json()).extensions).toEqual({ topup: { topup_url: "/v1/billing/topup/intents" } });
  });
});
