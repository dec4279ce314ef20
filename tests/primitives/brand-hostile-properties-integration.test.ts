/**
 * Property-based: hostile paths, queries, headers and bodies for every route of the brand host's
 * /openapi.json, sent to the real brand gateway (its public fetch handler). Never a 500; every
 * error is the error envelope. (The md, pdf, mcp, platform and api hosts have theirs in their tiers.)
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkEveryRoute, type HostileRequest, type OpenApiDocument } from "../support/hostile-requests";

const ORIGIN = "http://brand.test";
const send = ({ url, init }: HostileRequest) => env.BRAND_PUBLIC.fetch(url, init);

describe("brand host under hostile input (fast-check)", () => {
  it("never answers 500, and every error is the envelope, for every documented route", async () => {
    const doc = (await (await env.BRAND_PUBLIC.fetch(`${ORIGIN}/openapi.json`)).json()) as OpenApiDocument;
    const routes = await checkEveryRoute(doc, send, { origin: ORIGIN, keys: [], runs: 25 });
    expect(routes).toBeGreaterThan(2);
  }, 180_000);
});
