/**
 * Property-based: hostile paths, queries, headers and bodies for every route of the mcp host's
 * /openapi.json. Never a 500; every error is the error envelope.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkEveryRoute, type HostileRequest, type OpenApiDocument } from "../support/hostile-requests";
import { GOOD_KEY } from "./stubs";

const ORIGIN = "http://mcp.test";
const send = ({ url, init }: HostileRequest) => SELF.fetch(url, init);

describe("mcp host under hostile input (fast-check)", () => {
  it("never answers 500, and every error is the envelope, for every documented route", async () => {
    const doc = (await (await SELF.fetch(`${ORIGIN}/openapi.json`)).json()) as OpenApiDocument;
    const routes = await checkEveryRoute(doc, send, { origin: ORIGIN, keys: [GOOD_KEY], runs: 25 });
    expect(routes).toBeGreaterThan(3);
  }, 180_000);
});
