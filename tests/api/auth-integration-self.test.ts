import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ErrorResponseSchema } from "@shared/http/envelope";
import { sha256Hex } from "@shared/auth/keys";
import { signInAccount } from "../../workers/platform/src/accounts";
import { issueKey } from "../../workers/platform/src/keys.store";
import apiWrangler from "../../wrangler.toml?raw";
import { productionVars } from "../support/production-vars";
import { bearer, seedKey } from "./seed";

const NEWS = "http://api.test/v1/news/stories_top?limit=5";

async function errorCode(res: Response) {
  return ErrorResponseSchema.parse(await res.json()).error.code;
}

describe("front-door authentication", () => {
  it("refuses a keyed route without a key: 401 invalid_or_expired_token", async () => {
    const res = await SELF.fetch(NEWS);
    expect(res.status).toBe(401);
    expect(await errorCode(res)).toBe("invalid_or_expired_token");
  });

  it.each([
    ["wrong prefix", "sk_test_" + "a".repeat(64)],
    ["short", "svc_test_abc"],
    ["uppercase hex", "svc_test_" + "A".repeat(64)],
    ["not bearer", null],
  ])("refuses a malformed key (%s) with 401", async (_label, key) => {
    const headers = key ? bearer(key) : { Authorization: "Basic dXNlcjpwYXNz" };
    const res = await SELF.fetch(NEWS, { headers });
    expect(res.status).toBe(401);
    expect(await errorCode(res)).toBe("invalid_or_expired_token");
  });

  it("refuses a well-formed but unknown key with 401", async () => {
    const res = await SELF.fetch(NEWS, { headers: bearer("svc_live_" + "0".repeat(64)) });
    expect(res.status).toBe(401);
  });

  it("refuses a revoked key with 401", async () => {
    const { key } = await seedKey({ status: "revoked" });
    expect((await SELF.fetch(NEWS, { headers: bearer(key) })).status).toBe(401);
  });

  it("refuses a key rotated a moment ago although this isolate still remembers it as active (the account object knows)", async () => {
    const account = await signInAccount(env.DB, { issuer: "https://issuer.test", subject: crypto.randomUUID(), email: null });
    const owner = { workspace_id: account.workspace_id, org_id: account.org_id };
    const first = (await issueKey(env.DB, owner, "test", { replace: false, credits: env.CREDITS }))!;
    expect((await SELF.fetch(NEWS, { headers: bearer(first.api_key) })).status).toBe(200);
    // Rotation: D1 revokes the old key; the api's key cache (5 s) still holds it as active.
    const second = (await issueKey(env.DB, owner, "test", { replace: true, credits: env.CREDITS }))!;
    const refused = await SELF.fetch(NEWS, { headers: bearer(first.api_key) });
    expect(refused.status).toBe(401);
    expect(await errorCode(refused)).toBe("invalid_or_expired_token");
    expect((await SELF.fetch(NEWS, { headers: bearer(second.api_key) })).status).toBe(200);
  });

  it("forwards a valid key's request to the provider with the workspace attached", async () => {
    const seeded = await seedKey();
    const res = await SELF.fetch(NEWS, { headers: { ...bearer(seeded.key), "X-Request-Id": "trace-1" } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { provider: string; workspace: string }; meta: { request_id: string } };
    expect(body.data).toMatchObject({ provider: "news", workspace: seeded.workspaceId });
    expect(body.meta.request_id).toBe("trace-1");
  });

  it("answers 403 forbidden_scope when the key lacks read:social_public", async () => {
    const { key } = await seedKey({ scopes: "" });
    const res = await SELF.fetch("http://api.test/v1/social/posts/123", { headers: bearer(key) });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe("forbidden_scope");
  });

  it("answers 403 not_entitled when the workspace plan lacks the provider", async () => {
    const { key } = await seedKey({ plan: "suspended" });
    const res = await SELF.fetch(NEWS, { headers: bearer(key) });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe("not_entitled");
  });

  it("validates parameters after auth: limit=101 is 400 invalid_request naming the field", async () => {
    const { key } = await seedKey();
    const res = await SELF.fetch("http://api.test/v1/news/stories_top?limit=101", { headers: bearer(key) });
    expect(res.status).toBe(400);
    const body = ErrorResponseSchema.parse(await res.json());
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.message).toContain('"limit"');
  });

  it("lets anonymous callers use key-optional routes (apps) under the per-IP daily quota", async () => {
    const res = await SELF.fetch("http://api.test/v1/apps/app?id=284882215", { headers: { "CF-Connecting-IP": "198.51.100.7" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("X-RateLimit-Limit")).toBe("20");
    expect(res.headers.get("X-RateLimit-Remaining")).toBe("19");
  });

  it("stores a key issued by the platform only as its SHA-256, and the front door accepts it", async () => {
    // The real issuing path (claim approval and rotation both call issueKey), not a seeded row.
    const account = await signInAccount(env.DB, { issuer: "https://issuer.test", subject: crypto.randomUUID(), email: null });
    const issued = (await issueKey(env.DB, { workspace_id: account.workspace_id, org_id: account.org_id }, "test", { replace: false }))!;
    const row = await env.DB.prepare("SELECT * FROM api_keys WHERE id = ?1").bind(issued.key_id).first<Record<string, unknown>>();
    expect(row).not.toBeNull();
    const secret = issued.api_key.slice("svc_test_".length);
    for (const value of Object.values(row!)) expect(String(value)).not.toContain(secret.slice(8));
    expect(row!.key_hash).toBe(await sha256Hex(issued.api_key));
    expect((await SELF.fetch(NEWS, { headers: bearer(issued.api_key) })).status).toBe(200);
  });
});

describe("anonymous provider quota", () => {
  it("points the 429 continuation at the deployment's SVC_AUTH_DOC_URL, like the gateways", async () => {
    const { default: worker } = await import("../../workers/api/src/index");
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    const overridden = { ...env, SVC_AUTH_DOC_URL: "https://docs.example.com/agent-setup" } as never;
    const ask = () => worker.fetch(new Request("http://api.test/v1/apps/app?id=1", { headers: { "CF-Connecting-IP": "198.51.100.99" } }), overridden, ctx);
    for (let i = 0; i < 20; i++) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { error: { code: string; continuation: { url: string } } };
    expect(body.error).toMatchObject({ code: "anonymous_limit_reached", continuation: { url: "https://docs.example.com/agent-setup" } });
  });

  it("counts IPv6 callers per /64: another address of the same /64 shares the quota, the next /64 does not", async () => {
    const ask = (ip: string) => SELF.fetch("http://api.test/v1/apps/app?id=284882215", { headers: { "CF-Connecting-IP": ip } });
    for (let i = 1; i <= 20; i++) expect((await ask(`2001:db8:64:1::${i.toString(16)}`)).status).toBe(200);
    expect((await ask("2001:DB8:64:1:ffff:ffff:ffff:ffff")).status).toBe(429);
    expect((await ask("2001:db8:64:2::1")).status).toBe(200);
  });

  it("believes CF-Connecting-IP on requests that came through the edge (request.cf), with no harness setting", async () => {
    const { default: worker } = await import("../../workers/api/src/index");
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    const production = { ...env, ...productionVars(apiWrangler), SVC_HARNESS: undefined, SVC_TRUST_CLIENT_IP_HEADER: undefined } as never;
    const ask = (ip: string) =>
      worker.fetch(new Request("http://api.test/v1/apps/app?id=1", { headers: { "CF-Connecting-IP": ip }, cf: { colo: "AMS" } } as RequestInit), production, ctx);
    for (let i = 0; i < 20; i++) expect((await ask("198.51.100.150")).status).toBe(200);
    expect((await ask("198.51.100.150")).status).toBe(429);
    // Another client of the same deployment is not in that bucket.
    expect((await ask("198.51.100.151")).status).toBe(200);
  });
});
