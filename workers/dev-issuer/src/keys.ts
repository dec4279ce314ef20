/**
 * The issuer's ES256 signing key, derived from a seed: the private scalar is SHA-256 of the seed
 * (redrawn in the rare case it is not below the curve order), imported as PKCS#8 so WebCrypto
 * computes the public point. Same seed, same key, across restarts.
 */
import { calculateJwkThumbprint, type JWK } from "jose";

export interface SigningKey {
  privateKey: CryptoKey;
  /** Public JWK with `kid`, `alg` and `use`, as published in the JWKS. */
  publicJwk: JWK;
  kid: string;
}

/** Order n of the P-256 group. */
const P256_ORDER = BigInt("0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");
/** DER of a PKCS#8 P-256 private key up to the 32 bytes of the scalar (no public key inside). */
const PKCS8_P256_PREFIX = new Uint8Array([
  0x30, 0x41, 0x02, 0x01, 0x00, 0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x08, 0x2a,
  0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07, 0x04, 0x27, 0x30, 0x25, 0x02, 0x01, 0x01, 0x04, 0x20,
]);

async function scalarFromSeed(seed: string): Promise<Uint8Array> {
  for (let counter = 0; ; counter++) {
    const bytes = new Uint8Array(
      await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`dev-issuer-key|${counter}|${seed}`)),
    );
    const value = BigInt(`0x${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`);
    if (value > 0n && value < P256_ORDER) return bytes;
  }
}

export async function deriveSigningKey(seed: string): Promise<SigningKey> {
  const der = new Uint8Array(PKCS8_P256_PREFIX.length + 32);
  der.set(PKCS8_P256_PREFIX);
  der.set(await scalarFromSeed(seed), PKCS8_P256_PREFIX.length);
  const privateKey = await crypto.subtle.importKey("pkcs8", der, { name: "ECDSA", namedCurve: "P-256" }, true, ["sign"]);
  const { kty, crv, x, y } = (await crypto.subtle.exportKey("jwk", privateKey)) as JsonWebKey;
  const bare: JWK = { kty, crv, x, y };
  const kid = await calculateJwkThumbprint(bare);
  return { privateKey, publicJwk: { ...bare, kid, alg: "ES256", use: "sig" }, kid };
}

const derived = new Map<string, SigningKey>();

/**
 * The key for a seed, cached as a value: a pending promise must not be shared across requests in
 * workerd, and deriving twice on a cold start is harmless.
 */
export async function signingKeyFor(seed: string): Promise<SigningKey> {
  const cached = derived.get(seed);
  if (cached) return cached;
  const key = await deriveSigningKey(seed);
  derived.set(seed, key);
  return key;
}
