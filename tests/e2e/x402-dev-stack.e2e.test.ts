/**
 * x402 interop against `npm run dev` itself (issue 14): the official v2 client (`wrapFetchWithPayment`
 * of @x402/fetch with the `exact` EVM scheme of @x402/evm, viem, a throwaway key) pays priced routes
 * of a dev stack started in accountless mode, against the facilitator built on the official verifier
 * (tests/fakes/x402-facilitator.ts), whose log shows what it was asked, in order.
 *
 * Accountless mode changes what a keyless call of a priced route answers (402 instead of 401), so it
 * cannot be the tier's shared stack: this file starts its own, 1000 ports up (`SVC_DEV_PORT_OFFSET`),
 * beside it. The same stack serves the keyed-but-empty case (a key with 0 credits may pay per request
 * only when accountless mode is on).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodePaymentResponseHeader, wrapFetchWithPayment, x402Client } from "@x402/fetch";
import { decodePaymentRequiredHeader, decodePaymentSignatureHeader, encodePaymentSignatureHeader } from "@x402/core/http";
import { toClientEvmSigner } from "@x402/evm";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import hostTable from "@shared/config/hosts.json";
// @ts-expect-error: plain ESM scripts without type declarations
import { runWrangler } from "../../scripts/dev-state.mjs";
import { type FakeUpstream, startFakeUpstream } from "../fakes/upstream-server.mjs";
import { FACILITATOR_NETWORK, type OfficialFacilitator, startOfficialFacilitator } from "../fakes/x402-facilitator";
import { askedAbout } from "../fakes/x402-facilitator-log";
import { type DevStack, startDevStack } from "./dev-stack";

const PORT_OFFSET = 1000;
const API = `http://127.0.0.1:${hostTable.hosts.find((h) => h.name === "api")!.port + PORT_OFFSET}`;
const PAY_TO = "0x1111111111111111111111111111111111111111";
const FACILITATOR_AUTH = "Bearer e2e-facilitator-secret";
/** Provisioned with the usual 500 free credits, then emptied before the account is first loaded. */
const EMPTY_KEY = `svc_test_${"ee02".repeat(16)}`;
const root = new URL("../..", import.meta.url).pathname;

let stack: DevStack | undefined;
let facilitator: OfficialFacilitator | undefined;
let upstream: FakeUpstream | undefined;
let ipCounter = 0;

beforeAll(async () => {
  facilitator = await startOfficialFacilitator();
  upstream = await startFakeUpstream({ port: 0 });
  stack = await startDevStack(
    {
      ...upstream.env(),
      SVC_DEV_PORT_OFFSET: String(PORT_OFFSET),
      SVC_DEV_KEY: EMPTY_KEY,
      SVC_HARNESS: "1",
      SVC_TRUST_CLIENT_IP_HEADER: "1",
      SVC_ACCOUNTLESS: "1",
      SVC_X402_PAY_TO: PAY_TO,
      SVC_UPSTREAM_X402_FACILITATOR: facilitator.url,
      SVC_X402_FACILITATOR_HEADERS: JSON.stringify({ Authorization: FACILITATOR_AUTH }),
    },
    // Beside the tier's stack and its tests on a 2-core machine, the start has taken close to 3 minutes.
    400_000,
  );
  await runWrangler(
    ["d1", "execute", "DB", "--local", "--persist-to", stack.stateDir, "-c", "wrangler.toml", "--command", "UPDATE workspaces SET free_credits_micro = 0, balance_micro = 0 WHERE org_id = 'org_dev_main'"],
    root,
  );
}, 450_000);

afterAll(async () => {
  await stack?.stop();
  await upstream?.close();
  await facilitator?.close();
});

/** A payer with a fresh throwaway wallet and client IP; remembers each `PAYMENT-SIGNATURE` it sent. */
function payer() {
  const sent: string[] = [];
  const ip = `198.18.77.${++ipCounter}`;
  const send = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    request.headers.set("CF-Connecting-IP", ip);
    const proof = request.headers.get("PAYMENT-SIGNATURE");
    if (proof) sent.push(proof);
    return fetch(request);
  }) as typeof fetch;
  const client = new x402Client().register(FACILITATOR_NETWORK, new ExactEvmScheme(toClientEvmSigner(privateKeyToAccount(generatePrivateKey()))));
  return { client, pay: wrapFetchWithPayment(send, client), send, sent, nonceOf: (proof: string | undefined) => (proof ? (decodePaymentSignatureHeader(proof).payload as { authorization: { nonce: string } }).authorization.nonce : undefined) };
}

/** The signature with one hex digit changed (in `r`, so it still parses but names another signer). */
const flipHex = (hex: string, at: number) => `${hex.slice(0, at)}${hex[at] === "0" ? "1" : "0"}${hex.slice(at + 1)}`;

const asked = async (nonce: string | undefined) => (await askedAbout(facilitator!.url, nonce)).map((e) => [e.path, e.outcome.isValid ?? e.outcome.success, e.authorization]);

describe("the official x402 client pays `npm run dev` in accountless mode", () => {
  it("pays a priced route keylessly: verified, served, settled after success; PAYMENT-RESPONSE readable, Cache-Control private", async () => {
    const { pay, sent, nonceOf } = payer();
    const res = await pay(`${API}/v1/news/stories_top?limit=3`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data).toHaveLength(3);
    expect(res.headers.get("Cache-Control")).toBe("private");
    expect(decodePaymentResponseHeader(res.headers.get("PAYMENT-RESPONSE")!)).toMatchObject({ success: true, network: FACILITATOR_NETWORK });
    expect(sent).toHaveLength(1);
    expect(await asked(nonceOf(sent[0]))).toEqual([
      ["/verify", true, FACILITATOR_AUTH],
      ["/settle", true, FACILITATOR_AUTH],
    ]);
  });

  it("a paid request that ends 404 is verified before the work and never settled", async () => {
    const { pay, sent, nonceOf } = payer();
    const res = await pay(`${API}/v1/news/item/999999999`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
    expect(res.headers.get("PAYMENT-RESPONSE")).toBeNull();
    expect(sent).toHaveLength(1);
    expect(await asked(nonceOf(sent[0]))).toEqual([["/verify", true, FACILITATOR_AUTH]]);
  });

  it("does no work for a proof the facilitator refuses: a tampered signature is a 402 and the upstream is never asked", async () => {
    const { client, send } = payer();
    const url = `${API}/v1/news/item/999999998`;
    const upstreamPath = "/v0/item/999999998.json";
    const challenge = await send(url);
    expect(challenge.status).toBe(402);
    const payload = await client.createPaymentPayload(decodePaymentRequiredHeader(challenge.headers.get("PAYMENT-REQUIRED")!));
    const signed = payload.payload as { signature: string; authorization: { nonce: string } };
    const tampered = { ...payload, payload: { ...signed, signature: flipHex(signed.signature, 10) } };
    const refused = await send(url, { headers: { "PAYMENT-SIGNATURE": encodePaymentSignatureHeader(tampered) } });
    expect(refused.status).toBe(402);
    expect(decodePaymentRequiredHeader(refused.headers.get("PAYMENT-REQUIRED")!).error).toMatch(/not accepted/);
    expect(await asked(signed.authorization.nonce)).toEqual([["/verify", false, FACILITATOR_AUTH]]);
    expect(upstream!.hits().by_path[upstreamPath]).toBeUndefined();
    // The control: the same route paid with the untampered proof does reach the upstream (then 404s, unsettled).
    const paid = await send(url, { headers: { "PAYMENT-SIGNATURE": encodePaymentSignatureHeader(payload) } });
    expect(paid.status).toBe(404);
    expect(upstream!.hits().by_path[upstreamPath]).toBeGreaterThanOrEqual(1);
    expect(await asked(signed.authorization.nonce)).toEqual([
      ["/verify", false, FACILITATOR_AUTH],
      ["/verify", true, FACILITATOR_AUTH],
    ]);
  });

  it("refuses a replayed proof with a fresh 402, without asking the facilitator again", async () => {
    const { pay, send, sent, nonceOf } = payer();
    const url = `${API}/v1/news/stories_top?limit=2`;
    expect((await pay(url)).status).toBe(200);
    const replay = await send(url, { headers: { "PAYMENT-SIGNATURE": sent[0]! } });
    expect(replay.status).toBe(402);
    expect(replay.headers.get("PAYMENT-RESPONSE")).toBeNull();
    expect(decodePaymentRequiredHeader(replay.headers.get("PAYMENT-REQUIRED")!).error).toMatch(/already used/);
    expect((await asked(nonceOf(sent[0]))).map(([path]) => path)).toEqual(["/verify", "/settle"]);
  });

  it("a key with 0 credits gets a 402 it can pay, and pays through the PAYMENT-SIGNATURE retry; the balance stays 0", async () => {
    const auth = { Authorization: `Bearer ${EMPTY_KEY}` };
    const { pay, send, sent, nonceOf } = payer();
    const refused = await send(`${API}/v1/news/stories_top?limit=1`, { headers: auth });
    expect(refused.status).toBe(402);
    const required = decodePaymentRequiredHeader(refused.headers.get("PAYMENT-REQUIRED")!);
    expect(required.accepts[0]).toMatchObject({ scheme: "exact", network: FACILITATOR_NETWORK, payTo: PAY_TO });
    expect(required.extensions).toHaveProperty("topup");

    const res = await pay(`${API}/v1/news/stories_top?limit=1`, { headers: auth });
    expect(res.status).toBe(200);
    expect(decodePaymentResponseHeader(res.headers.get("PAYMENT-RESPONSE")!)).toMatchObject({ success: true });
    expect(res.headers.get("Cache-Control")).toBe("private");
    expect(sent).toHaveLength(1);
    expect(await asked(nonceOf(sent[0]))).toEqual([
      ["/verify", true, FACILITATOR_AUTH],
      ["/settle", true, FACILITATOR_AUTH],
    ]);
    const balance = (await (await fetch(`${API}/v1/billing/balance`, { headers: auth })).json()) as { data: { balance_micro: number; free_credits_remaining: number } };
    expect(balance.data).toMatchObject({ balance_micro: 0, free_credits_remaining: 0 });
  });
});
