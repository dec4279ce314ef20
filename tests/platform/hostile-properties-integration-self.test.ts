/**
 * Property-based: hostile paths, queries, headers and bodies for every route of the platform host's
 * /openapi.json. Never a 500; every error is the error envelope (or the claim routes' own error
 * body; the human pages answer HTML).
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkEveryRoute, type HostileRequest, type OpenApiDocument } from "../support/hostile-requests";

/** docs/contract.md#claim: the claim routes answer errors as `{error, error_description}` (RFC 8628 style). */
const isClaimError = (body: unknown) => {
  const b = body as { error?: unknown; error_description?: unknown } | null;
  return typeof b?.error === "string" && (b.error_description === undefined || typeof b.error_description === "string");
};

const ORIGIN = "http://127.0.0.1:8792";
const send = ({ url, init }: HostileRequest) => SELF.fetch(url, init);

describe("platform host under hostile input (fast-check)", () => {
  it("never answers 500, and every error is the envelope, for every documented route", async () => {
    const doc = (await (await SELF.fetch(`${ORIGIN}/openapi.json`)).json()) as OpenApiDocument;
    const routes = await checkEveryRoute(doc, send, { origin: ORIGIN, keys: [], runs: 25, rules: { errorBody: isClaimError, htmlAllowed: () => true } });
    expect(routes).toBeGreaterThan(3);
  }, 180_000);
});
