/**
 * Accountless pay-per-request (x402 version 2, docs/contract.md#payment), on only when `SVC_ACCOUNTLESS=1`.
 * A priced route called without a key answers 402 with the `PaymentRequired` body (accountless
 * extension) and the same requirement base64-encoded in `PAYMENT-REQUIRED`. A retry carrying the
 * client's proof in `PAYMENT-SIGNATURE` is verified and settled by the configured facilitator
 * (`/verify`, `/settle`, through the safe fetcher) before any upstream work; the settlement goes
 * back in `PAYMENT-RESPONSE`.
 */
import { ApiError } from "../errors";
import { safeFetch } from "../net";
import { isHarness, setting } from "../config";

export const X402_VERSION = 2;
const DEFAULT_FACILITATOR = "https://x402.org/facilitator";
/** USDC on Base: 6 decimals, so one unit is one micro-USD, the unit prices are kept in. */
const DEFAULT_NETWORK = "eip155:8453";
const DEFAULT_ASSET = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
const FACILITATOR_TIMEOUT_MS = 10_000;

export interface X402Env {
  SVC_ACCOUNTLESS?: string;
  SVC_HARNESS?: string;
  SVC_UPSTREAM_X402_FACILITATOR?: string;
  SVC_X402_PAY_TO?: string;
  SVC_X402_NETWORK?: string;
  SVC_X402_ASSET?: string;
}

export const accountlessEnabled = (env: X402Env) => setting(env, "SVC_ACCOUNTLESS") === true;

export interface PaymentRequirement {
  scheme: "exact";
  network: string;
  asset: string;
  amount: string;
  payTo: string;
  maxTimeoutSeconds: number;
}

const toBase64 = (value: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));

export function requirementFor(env: X402Env, priceMicro: number): PaymentRequirement {
  return {
    scheme: "exact",
    network: setting(env, "SVC_X402_NETWORK") ?? DEFAULT_NETWORK,
    asset: setting(env, "SVC_X402_ASSET") ?? DEFAULT_ASSET,
    amount: String(priceMicro),
    payTo: setting(env, "SVC_X402_PAY_TO") ?? "0x0000000000000000000000000000000000000000",
    maxTimeoutSeconds: 60,
  };
}

const ACCOUNTLESS_EXTENSION = { "x-service-accountless": { payment_mode: "x402_only", bearer_supported: false, prepaid_supported: false } };
const TOPUP_EXTENSION = { topup: { topup_url: "/v1/billing/topup/intents" } };

/**
 * A 402 `PaymentRequired` body plus the `PAYMENT-REQUIRED` header: with the accountless extension
 * for a keyless request, or (`kind: "topup"`) for a key whose balance is below the price.
 */
export function paymentRequired(env: X402Env, priceMicro: number, resourceUrl: string, reason: string, kind: "accountless" | "topup" = "accountless"): ApiError {
  const body = {
    x402Version: X402_VERSION,
    error: reason,
    resource: { url: resourceUrl, mimeType: "application/json" },
    accepts: [requirementFor(env, priceMicro)],
    extensions: kind === "topup" ? TOPUP_EXTENSION : ACCOUNTLESS_EXTENSION,
  };
  return new ApiError("payment_required", reason, { extra: body, headers: { "PAYMENT-REQUIRED": toBase64(body) } });
}

function decodeProof(header: string): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(header.trim()), (ch) => ch.charCodeAt(0))));
  } catch {
    return null;
  }
}

async function facilitator(env: X402Env, path: "/verify" | "/settle", body: unknown): Promise<Record<string, unknown>> {
  const base = setting(env, "SVC_UPSTREAM_X402_FACILITATOR") ?? DEFAULT_FACILITATOR.replace(/\/+$/, "");
  const res = await safeFetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    maxBytes: 64 * 1024,
    timeoutMs: FACILITATOR_TIMEOUT_MS,
    allowPrivate: isHarness(env),
  });
  if (res.status >= 500) throw new ApiError("upstream_unavailable", "The payment facilitator is unavailable; retry shortly.");
  try {
    return JSON.parse(new TextDecoder().decode(res.body)) as Record<string, unknown>;
  } catch {
    throw new ApiError("upstream_unavailable", "The payment facilitator answered with something other than JSON.");
  }
}

/**
 * Verifies and settles the proof in `PAYMENT-SIGNATURE` for `priceMicro`; resolves to the
 * `PAYMENT-RESPONSE` header value. Any refusal is a fresh 402 saying why.
 */
export async function settlePayment(env: X402Env, proofHeader: string, priceMicro: number, resourceUrl: string): Promise<string> {
  const paymentPayload = decodeProof(proofHeader);
  if (!paymentPayload || typeof paymentPayload !== "object") {
    throw paymentRequired(env, priceMicro, resourceUrl, "PAYMENT-SIGNATURE is not base64-encoded JSON.");
  }
  const request = { x402Version: X402_VERSION, paymentPayload, paymentRequirements: requirementFor(env, priceMicro) };
  const verified = await facilitator(env, "/verify", request);
  if (verified.isValid !== true) {
    throw paymentRequired(env, priceMicro, resourceUrl, `The payment was not accepted: ${String(verified.invalidReason ?? "invalid")}.`);
  }
  const settled = await facilitator(env, "/settle", request);
  if (settled.success !== true) {
    throw paymentRequired(env, priceMicro, resourceUrl, `The payment could not be settled: ${String(settled.errorReason ?? "failed")}.`);
  }
  return toBase64(settled);
}
