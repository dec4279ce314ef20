/**
 * Accountless pay-per-request (x402 version 2, docs/contract.md#payment), on only when `SVC_ACCOUNTLESS=1`.
 * A priced route called without a key answers 402 with the `PaymentRequired` body (accountless
 * extension) and the same requirement base64-encoded in `PAYMENT-REQUIRED`. A retry carrying the
 * client's proof in `PAYMENT-SIGNATURE` is claimed (one proof, one answer), verified by the
 * facilitator before any work, and settled only after the response succeeded; the settlement
 * goes back in `PAYMENT-RESPONSE`. Facilitator calls go through the safe fetcher and never follow
 * a redirect. Without a valid `SVC_X402_PAY_TO` accountless mode refuses to take payments
 * (503, readiness not_ready) rather than ask for money to no one (docs/security.md).
 */
import { decodePaymentSignatureHeader, encodePaymentRequiredHeader, encodePaymentResponseHeader } from "@x402/core/http";
import { PaymentPayloadV2Schema } from "@x402/core/schemas";
import type { PaymentPayload, PaymentRequired, PaymentRequirements, SettleResponse, VerifyResponse } from "@x402/core/types";
import { ApiError } from "../errors";
import { safeFetch } from "../net";
import { isHarness, setting } from "../config";

export const X402_VERSION = 2;
/**
 * The public x402.org facilitator settles on Base Sepolia only, so the defaults are that network
 * and its USDC; a mainnet deployment sets `SVC_X402_NETWORK=eip155:8453` (and its facilitator).
 */
const DEFAULT_FACILITATOR = "https://x402.org/facilitator";
const DEFAULT_NETWORK = "eip155:84532";
/**
 * USDC per network (6 decimals, so one unit is one micro-USD, the unit prices are kept in) with
 * its EIP-712 domain, which the `exact` EVM scheme signs over. The same as @x402/evm's
 * `DEFAULT_ASSETS` (tests/unit/x402-defaults.test.ts), without bundling viem into the worker.
 */
export const USDC_BY_NETWORK: Record<string, { asset: string; name: string; version: string }> = {
  "eip155:8453": { asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", name: "USD Coin", version: "2" },
  "eip155:84532": { asset: "0x036CbD53842c5426634e7929541eC2318f3dCF7e", name: "USDC", version: "2" },
};
const FACILITATOR_TIMEOUT_MS = 10_000;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export interface X402Env {
  SVC_ACCOUNTLESS?: string;
  SVC_HARNESS?: string;
  SVC_UPSTREAM_X402_FACILITATOR?: string;
  /** JSON object of headers for every facilitator call (its auth); a secret. */
  SVC_X402_FACILITATOR_HEADERS?: string;
  SVC_X402_PAY_TO?: string;
  SVC_X402_NETWORK?: string;
  SVC_X402_ASSET?: string;
  /** EIP-712 domain name and version of `SVC_X402_ASSET` (defaults: USDC's "USD Coin", "2"). */
  SVC_X402_ASSET_NAME?: string;
  SVC_X402_ASSET_VERSION?: string;
}

export const accountlessEnabled = (env: X402Env) => setting(env, "SVC_ACCOUNTLESS") === true;

export interface X402Settings {
  payTo: string;
  /** CAIP-2, e.g. `eip155:84532`. */
  network: `${string}:${string}`;
  asset: string;
  extra: { name: string; version: string };
  facilitator: string;
  facilitatorHeaders: Record<string, string>;
}

/**
 * The payee of a harness that names none (DECISIONS §1: the address is required outside the
 * harness): the conventional burn address, so a harness pointed at a real facilitator by mistake
 * pays no one's wallet.
 */
export const HARNESS_PAY_TO = "0x000000000000000000000000000000000000dEaD";

/**
 * The deployment's x402 settings, or why there are none: the receiving address must be a
 * non-zero EVM address (HARNESS_PAY_TO when a harness sets none). The one reader of the
 * `SVC_X402_*` variables.
 */
export function x402Settings(env: X402Env): X402Settings | { problem: string } {
  const named = (setting(env, "SVC_X402_PAY_TO") ?? "").trim();
  const payTo = named || (isHarness(env) ? HARNESS_PAY_TO : "");
  if (!EVM_ADDRESS.test(payTo) || /^0x0{40}$/.test(payTo)) {
    return { problem: "accountless mode needs SVC_X402_PAY_TO, a non-zero 0x address" };
  }
  const network = setting(env, "SVC_X402_NETWORK") || DEFAULT_NETWORK;
  if (!/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(network)) return { problem: "SVC_X402_NETWORK must be a CAIP-2 network id, e.g. eip155:8453" };
  const known = USDC_BY_NETWORK[network];
  const asset = setting(env, "SVC_X402_ASSET") || known?.asset;
  const name = setting(env, "SVC_X402_ASSET_NAME") || known?.name;
  if (!asset || !name) return { problem: `accountless mode on ${network} needs SVC_X402_ASSET and SVC_X402_ASSET_NAME` };
  if (env.SVC_X402_FACILITATOR_HEADERS && !setting(env, "SVC_X402_FACILITATOR_HEADERS")) {
    return { problem: "SVC_X402_FACILITATOR_HEADERS is not a JSON object of header names to values" };
  }
  return {
    payTo,
    network: network as X402Settings["network"],
    asset,
    extra: { name, version: setting(env, "SVC_X402_ASSET_VERSION") || known?.version || "2" },
    facilitator: setting(env, "SVC_UPSTREAM_X402_FACILITATOR") ?? DEFAULT_FACILITATOR,
    facilitatorHeaders: setting(env, "SVC_X402_FACILITATOR_HEADERS") ?? {},
  };
}

/** Whether x402 payments can be offered: accountless mode on and configured. */
export const x402Ready = (env: X402Env) => accountlessEnabled(env) && !("problem" in x402Settings(env));

/** Readiness of accountless mode: "ok" when off or configured, else the reason. */
export function x402Readiness(env: X402Env): string {
  if (!accountlessEnabled(env)) return "ok";
  const settings = x402Settings(env);
  return "problem" in settings ? settings.problem : "ok";
}

function settingsOrRefuse(env: X402Env): X402Settings {
  const settings = x402Settings(env);
  if ("problem" in settings) {
    throw new ApiError("degraded", "Payments are not configured on this deployment; retry later.", { internal: settings.problem });
  }
  return settings;
}

/** One accepted way to pay: the official v2 `PaymentRequirements`, with the asset's EIP-712 domain in `extra`. */
export type PaymentRequirement = PaymentRequirements & { scheme: "exact"; extra: { name: string; version: string } };

export function requirementFor(env: X402Env, priceMicro: number): PaymentRequirement {
  const s = settingsOrRefuse(env);
  return { scheme: "exact", network: s.network, asset: s.asset, amount: String(priceMicro), payTo: s.payTo, maxTimeoutSeconds: 60, extra: s.extra };
}

const ACCOUNTLESS_EXTENSION = { "x-service-accountless": { payment_mode: "x402_only", bearer_supported: false, prepaid_supported: false } };
const TOPUP_EXTENSION = { topup: { topup_url: "/v1/billing/topup/intents" } };

/** Who is asked to pay: a keyless caller (accountless mode), or a key whose balance is below the price. */
export type PaymentKind = "accountless" | "topup";

/**
 * A 402 `PaymentRequired` body plus the `PAYMENT-REQUIRED` header: with the accountless extension
 * for a keyless request, or (`kind: "topup"`) for a key whose balance is below the price.
 */
export function paymentRequired(
  env: X402Env,
  priceMicro: number,
  resourceUrl: string,
  reason: string,
  kind: PaymentKind = "accountless",
  extraHeaders: Record<string, string> = {},
): ApiError {
  const body: PaymentRequired = {
    x402Version: X402_VERSION,
    error: reason,
    resource: { url: resourceUrl, mimeType: "application/json" },
    accepts: [requirementFor(env, priceMicro)],
    extensions: kind === "topup" ? TOPUP_EXTENSION : ACCOUNTLESS_EXTENSION,
  };
  return new ApiError("payment_required", reason, { extra: body, headers: { "PAYMENT-REQUIRED": encodePaymentRequiredHeader(body), ...extraHeaders } });
}

function decodeProof(header: string): unknown {
  try {
    return decodePaymentSignatureHeader(header.trim());
  } catch {
    return null;
  }
}

async function facilitator(s: X402Settings, env: X402Env, path: "/verify" | "/settle", body: unknown): Promise<Record<string, unknown>> {
  let res;
  try {
    res = await safeFetch(`${s.facilitator}${path}`, {
      method: "POST",
      headers: { ...s.facilitatorHeaders, "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      maxBytes: 64 * 1024,
      timeoutMs: FACILITATOR_TIMEOUT_MS,
      // A facilitator that redirects is misconfigured or hijacked: never follow it with a payment.
      maxRedirects: 0,
      allowPrivate: isHarness(env),
    });
  } catch (err) {
    throw new ApiError("upstream_unavailable", "The payment facilitator is unavailable; retry shortly.", { internal: String(err) });
  }
  if (res.status >= 300) throw new ApiError("upstream_unavailable", "The payment facilitator is unavailable; retry shortly.", { internal: `${path}: ${res.status}` });
  try {
    const parsed = JSON.parse(new TextDecoder().decode(res.body)) as unknown;
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new ApiError("upstream_unavailable", "The payment facilitator answered with something other than a JSON object.");
}

const sha256Hex = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))), (b) => b.toString(16).padStart(2, "0")).join("");

const hexOrDecimal = (value: unknown) => (typeof value === "string" && /^(0x[0-9a-fA-F]{1,64}|\d{1,80})$/.test(value) ? value.toLowerCase() : null);

/**
 * What makes a proof the same proof: what the chain spends once, not how it is signed (one
 * authorization has several valid signatures, e.g. ECDSA's high-S twin). An EIP-3009 authorization
 * is single use per token, payer and nonce; a Permit2 one per payer and nonce. Any other payload
 * is known by its signature, or by all of it when it has none.
 */
async function proofIdOf(payload: PaymentPayload, requirement: PaymentRequirement): Promise<string> {
  const inner = payload.payload as {
    signature?: unknown;
    authorization?: { from?: unknown; nonce?: unknown };
    permit2Authorization?: { from?: unknown; nonce?: unknown };
  };
  const on = `${requirement.network}|${requirement.asset.toLowerCase()}`;
  const eip3009 = [hexOrDecimal(inner.authorization?.from), hexOrDecimal(inner.authorization?.nonce)];
  if (eip3009[0] && eip3009[1]) return sha256Hex(`${on}|eip3009|${eip3009[0]}|${eip3009[1]}`);
  const permit2 = [hexOrDecimal(inner.permit2Authorization?.from), hexOrDecimal(inner.permit2Authorization?.nonce)];
  if (permit2[0] && permit2[1]) return sha256Hex(`${requirement.network}|permit2|${permit2[0]}|${permit2[1]}`);
  const signature = typeof inner.signature === "string" ? inner.signature.toLowerCase() : null;
  return sha256Hex(signature ? `${on}|sig|${signature}` : `${on}|payload|${JSON.stringify(payload)}`);
}

/**
 * Whether the client's `accepted` is this route's requirement, as the official resource server
 * matches them: every field equal, and `extra` holding at least what was offered.
 */
function acceptsRequirement(accepted: PaymentPayload["accepted"], requirement: PaymentRequirement): boolean {
  const extra = (accepted.extra ?? {}) as Record<string, unknown>;
  return (
    accepted.scheme === requirement.scheme &&
    accepted.network === requirement.network &&
    accepted.asset === requirement.asset &&
    accepted.amount === requirement.amount &&
    accepted.payTo === requirement.payTo &&
    accepted.maxTimeoutSeconds === requirement.maxTimeoutSeconds &&
    extra.name === requirement.extra.name &&
    extra.version === requirement.extra.version
  );
}

/**
 * The proof in a `PAYMENT-SIGNATURE` header for `requirement`, or why it is not one: the client's
 * mistake is a fresh 402 naming it, never a question put to the facilitator.
 */
function readProof(header: string, requirement: PaymentRequirement): PaymentPayload | string {
  const decoded = decodeProof(header);
  if (decoded === null) return "PAYMENT-SIGNATURE is not base64-encoded JSON.";
  const parsed = PaymentPayloadV2Schema.safeParse(decoded);
  if (!parsed.success) return "PAYMENT-SIGNATURE is not an x402 version 2 payment payload.";
  const payload = decoded as PaymentPayload;
  if (!acceptsRequirement(payload.accepted, requirement)) return "The payment does not match this route's payment requirements; pay what the 402 offered.";
  return payload;
}

/** A verified proof that is claimed for this request; settle it after success, or release it. */
export interface PendingPayment {
  proofId: string;
  request: { x402Version: number; paymentPayload: PaymentPayload; paymentRequirements: PaymentRequirement };
  priceMicro: number;
  resourceUrl: string;
  /** Which 402 a refusal repeats: the accountless one, or the short key's `topup` one. */
  kind: PaymentKind;
}

/**
 * Claims and verifies the proof in `PAYMENT-SIGNATURE` for `priceMicro`. A proof already claimed
 * or settled (by this or any other request) is refused whatever the facilitator would say. Any
 * refusal is a fresh 402 saying why; the claim is released unless the proof was already in use.
 */
export async function verifyPayment(
  env: X402Env,
  db: D1Database,
  proofHeader: string,
  priceMicro: number,
  resourceUrl: string,
  kind: PaymentKind = "accountless",
): Promise<PendingPayment> {
  const s = settingsOrRefuse(env);
  const requirement = requirementFor(env, priceMicro);
  const paymentPayload = readProof(proofHeader, requirement);
  if (typeof paymentPayload === "string") throw paymentRequired(env, priceMicro, resourceUrl, paymentPayload, kind);
  const pending: PendingPayment = {
    proofId: await proofIdOf(paymentPayload, requirement),
    request: { x402Version: X402_VERSION, paymentPayload, paymentRequirements: requirement },
    priceMicro,
    resourceUrl,
    kind,
  };
  if (!(await claimProof(db, pending))) {
    throw paymentRequired(env, priceMicro, resourceUrl, "This payment proof was already used; sign a new payment.", kind);
  }
  let verified: Partial<VerifyResponse>;
  try {
    verified = await facilitator(s, env, "/verify", pending.request);
  } catch (err) {
    await releasePayment(db, pending);
    throw err;
  }
  if (verified.isValid !== true) {
    await releasePayment(db, pending);
    throw paymentRequired(env, priceMicro, resourceUrl, `The payment was not accepted: ${String(verified.invalidReason ?? "invalid")}.`, kind);
  }
  return pending;
}

/**
 * Settles a verified payment after its request succeeded; resolves to the `PAYMENT-RESPONSE`
 * value. A failed settlement releases the claim and is a 402 carrying the facilitator's answer in
 * `PAYMENT-RESPONSE`, so the client knows it was not charged.
 */
export async function settlePayment(env: X402Env, db: D1Database, pending: PendingPayment): Promise<string> {
  const s = settingsOrRefuse(env);
  let settled: Partial<SettleResponse>;
  try {
    settled = await facilitator(s, env, "/settle", pending.request);
  } catch (err) {
    await releasePayment(db, pending);
    throw err;
  }
  const header = encodePaymentResponseHeader(settled as SettleResponse);
  if (settled.success !== true) {
    await releasePayment(db, pending);
    throw paymentRequired(env, pending.priceMicro, pending.resourceUrl, `The payment could not be settled: ${String(settled.errorReason ?? "failed")}.`, pending.kind, {
      "PAYMENT-RESPONSE": header,
    });
  }
  const transaction = typeof settled.transaction === "string" ? settled.transaction.slice(0, 200) : null;
  await db.prepare("UPDATE x402_payments SET status = 'settled', [transaction] = ?2 WHERE proof_id = ?1").bind(pending.proofId, transaction).run().catch((err: unknown) => {
    // Still claimed (pending), so it can never be accepted again: only the record is incomplete.
    console.error("x402: settled payment not recorded", pending.proofId, String(err));
  });
  return header;
}

/** Gives up a claim whose request failed before settlement, so the client may retry with it. */
export async function releasePayment(db: D1Database, pending: PendingPayment): Promise<void> {
  await db.prepare("DELETE FROM x402_payments WHERE proof_id = ?1 AND status = 'pending'").bind(pending.proofId).run().catch((err: unknown) => {
    console.error("x402: claim not released", pending.proofId, String(err));
  });
}

/** True when this request now holds the proof; false when another request holds or settled it. */
async function claimProof(db: D1Database, pending: PendingPayment): Promise<boolean> {
  try {
    const result = await db
      .prepare("INSERT INTO x402_payments (proof_id, status, resource) VALUES (?1, 'pending', ?2) ON CONFLICT (proof_id) DO NOTHING")
      .bind(pending.proofId, pending.resourceUrl.slice(0, 2048))
      .run();
    return result.meta.changes === 1;
  } catch (err) {
    throw new ApiError("degraded", "The payment store is unavailable; retry shortly.", { headers: { "Retry-After": "5" }, internal: String(err) });
  }
}
