/**
 * Webhook signing (docs/contract.md#monitors): `X-Service-Signature: sha256=<hex HMAC-SHA256 over
 * "<timestamp>.<raw body>">` with the webhook secret, `X-Service-Timestamp` the Unix seconds of
 * this attempt, `X-Service-Event-Id` the same on every attempt. Watches sign the same way.
 */
const encoder = new TextEncoder();

export const SIGNATURE_TOLERANCE_S = 300;

/** Lowercase hex HMAC-SHA256 of `message` (also the Stripe-Signature `v1` scheme, shared/payments). */
export async function hmacHex(secret: string, message: string | Uint8Array): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, typeof message === "string" ? encoder.encode(message) : message));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The headers of one delivery attempt of `rawBody`, signed at `nowMs`. */
export async function signedHeaders(eventId: string, rawBody: string, secret: string, nowMs: number): Promise<Record<string, string>> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    "Content-Type": "application/json",
    "X-Service-Event-Id": eventId,
    "X-Service-Timestamp": timestamp,
    "X-Service-Signature": `sha256=${await hmacHex(secret, `${timestamp}.${rawBody}`)}`,
  };
}
