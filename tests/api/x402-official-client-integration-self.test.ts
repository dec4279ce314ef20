/**
 * x402 interop with the official v2 packages: `wrapFetchWithPayment` of @x402/fetch with the
 * `exact` EVM client scheme of @x402/evm (viem, a throwaway key) pays our priced routes, and a
 * facilitator built on the official verifier (tests/fakes/x402-facilitator.ts) checks the signature.
 * Its log shows what it was asked, in order: verify before the work, settle only after success.
 */
import { env } from "cloudflare:test";
import { inject, describe, expect, it } from "vitest";
import { decodePaymentResponseHeader, wrapFetchWithPayment, x402Client } from "@x402/fetch";
import { decodePaymentSignatureHeader } from "@x402/core/http";
import { toClientEvmSigner } from "@x402/evm";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { readBalance } from "@shared/billing";
import worker from "../../workers/api/src/index";
import { askedAbout } from "../fakes/x402-facilitator-log";
import { bearer, seedKey } from "./seed";

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
const FACILITATOR_AUTH = "Bearer facilitator-test-secret";
let ipCounter = 0;


/** The api worker in accountless mode against the official facilitator; records the proofs it was sent. */
function accountlessApi() {
  const sentNonces: string[] = [];
  const ip = `198.19.${++ipCounter >> 8}.${ipCounter & 255}`;
  const apiFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    request.headers.set("CF-Connecting-IP", ip);
    const proof = request.headers.get("PAYMENT-SIGNATURE");
    if (proof) sentNonces.push((decodePaymentSignatureHeader(proof).payload as { authorization: { nonce: string } }).authorization.nonce);
    return worker.fetch(request, {
      ...env,
      SVC_ACCOUNTLESS: "1",
      SVC_UPSTREAM_X402_FACILITATOR: inject("officialFacilitatorUrl"),
      SVC_X402_FACILITATOR_HEADERS: JSON.stringify({ Authorization: FACILITATOR_AUTH }),
    } as never, ctx);
  }) as typeof fetch;
  const client = new x402Client().register("eip155:84532", new ExactEvmScheme(toClientEvmSigner(privateKeyToAccount(generatePrivateKey()))));
  return { pay: wrapFetchWithPayment(apiFetch, client), sentNonces };
}

const askedFor = (nonce: string | undefined) => askedAbout(inject("officialFacilitatorUrl"), nonce);

describe("the official x402 client pays our routes", () => {
  it("pays a priced route keylessly in accountless mode: verified, served, then settled, with PAYMENT-RESPONSE", async () => {
    const { pay, sentNonces } = accountlessApi();
    const res = await pay("http://api.test/v1/news/stories_top?limit=5");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { provider: string } }).data.provider).toBe("news");
    expect(res.headers.get("Cache-Control")).toBe("private");
    expect(decodePaymentResponseHeader(res.headers.get("PAYMENT-RESPONSE")!)).toMatchObject({ success: true, network: "eip155:84532" });
    const asked = await askedFor(sentNonces[0]);
    expect(asked.map((e) => [e.path, e.outcome.isValid ?? e.outcome.success])).toEqual([
      ["/verify", true],
      ["/settle", true],
    ]);
    expect(asked.every((e) => e.authorization === FACILITATOR_AUTH)).toBe(true);
  });

  it("pays for a key that is short of credits, and leaves the workspace's balance alone", async () => {
    const seeded = await seedKey({ creditsMicro: 0 });
    const { pay, sentNonces } = accountlessApi();
    const res = await pay("http://api.test/v1/news/item/1", { headers: bearer(seeded.key) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { workspace: string } }).data.workspace).toBe(seeded.workspaceId);
    expect(decodePaymentResponseHeader(res.headers.get("PAYMENT-RESPONSE")!)).toMatchObject({ success: true });
    expect((await askedFor(sentNonces[0])).map((e) => e.path)).toEqual(["/verify", "/settle"]);
    expect(await readBalance(env.CREDITS, seeded)).toEqual({ balance_micro: 0, free_credits_micro: 0 });
  });

  it("never settles a payment whose request failed: verified, the work failed, nothing settled", async () => {
    const { pay, sentNonces } = accountlessApi();
    const res = await pay("http://api.test/v1/news/item/1?fail=1");
    expect(res.status).toBe(502);
    expect(res.headers.get("PAYMENT-RESPONSE")).toBeNull();
    expect((await askedFor(sentNonces[0])).map((e) => e.path)).toEqual(["/verify"]);
  });
});
