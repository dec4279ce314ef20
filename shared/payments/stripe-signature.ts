/**
 * The `Stripe-Signature` webhook scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`,
 * possibly several `v1` values (while a signing secret is rolled) and other schemes (ignored).
 * A delivery is genuine when one `v1` matches under the endpoint's secret and `t` is within the
 * tolerance of now, so a captured delivery cannot be replayed later.
 */
import { constantTimeEqual } from "../claim/codes";
import { hmacHex } from "../monitors/signing";

/** Stripe's own default tolerance: 5 minutes either way. */
export const STRIPE_TOLERANCE_S = 300;

export type SignatureCheck = { ok: true } | { ok: false; reason: "missing_header" | "malformed_header" | "stale_timestamp" | "no_matching_signature" };

function parseHeader(header: string): { t: number; v1: string[] } | undefined {
  let t: number | undefined;
  const v1: string[] = [];
  for (const part of header.split(",")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name === "t" && /^\d{1,12}$/.test(value)) t = Number(value);
    else if (name === "v1" && /^[0-9a-f]{64}$/.test(value)) v1.push(value);
  }
  return t === undefined || v1.length === 0 ? undefined : { t, v1 };
}

/** `"<t>."` followed by exactly the body's bytes (a string is taken as its UTF-8 bytes). */
function signedPayload(t: number, rawBody: string | Uint8Array): Uint8Array {
  const encoder = new TextEncoder();
  const body = typeof rawBody === "string" ? encoder.encode(rawBody) : rawBody;
  const prefix = encoder.encode(`${t}.`);
  const out = new Uint8Array(prefix.length + body.length);
  out.set(prefix);
  out.set(body, prefix.length);
  return out;
}

/**
 * Checks `header` against `rawBody` at `nowMs`. Pass the bytes received: decoding them first
 * would let bytes that are not UTF-8 (all decoded to U+FFFD) stand in for one another.
 */
export async function verifyStripeSignature(rawBody: string | Uint8Array, header: string | undefined, secret: string, nowMs: number): Promise<SignatureCheck> {
  if (!header) return { ok: false, reason: "missing_header" };
  const parsed = parseHeader(header);
  if (!parsed) return { ok: false, reason: "malformed_header" };
  if (Math.abs(nowMs / 1000 - parsed.t) > STRIPE_TOLERANCE_S) return { ok: false, reason: "stale_timestamp" };
  const expected = await hmacHex(secret, signedPayload(parsed.t, rawBody));
  // Every candidate is compared in full, so timing says nothing about which one (if any) matched.
  let matched = false;
  for (const candidate of parsed.v1) matched = constantTimeEqual(candidate, expected) || matched;
  return matched ? { ok: true } : { ok: false, reason: "no_matching_signature" };
}

/** The header a sender (the provider, our fake, tests) puts on `rawBody` at `nowMs`. */
export async function stripeSignatureHeader(rawBody: string | Uint8Array, secret: string, nowMs: number): Promise<string> {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${await hmacHex(secret, signedPayload(t, rawBody))}`;
}
