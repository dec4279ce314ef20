import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, ERROR_STATUS, type ErrorCode } from "@shared/errors";
import { AnonymousQuotaErrorSchema, CreditTopupRequiredSchema, ErrorResponseSchema, MetaSchema, successEnvelope } from "@shared/http/envelope";
import { createWorkerApp } from "@shared/http/worker-app";
import type { BaseVariables } from "@shared/http/worker-app";

const SPEC_STATUS: Record<string, number> = {
  invalid_request: 400, invalid_cursor: 400, invalid_or_expired_token: 401, forbidden_scope: 403, not_entitled: 403,
  not_found: 404, method_not_allowed: 405, payload_too_large: 413, rate_limited: 429, anonymous_limit_reached: 429,
  upstream_unavailable: 502, degraded: 503, gateway_timeout: 504,
};

function appThrowing(err: unknown) {
  const app = createWorkerApp<{ Bindings: object; Variables: BaseVariables }>({ service: "t", title: "t", description: "t", llms: "t" });
  app.get("/boom", () => {
    throw err;
  });
  return app;
}

describe("error envelope", () => {
  it("maps each code of the spec's table to its HTTP status", () => {
    for (const [code, status] of Object.entries(SPEC_STATUS)) expect(ERROR_STATUS[code as ErrorCode]).toBe(status);
  });

  it.each(Object.keys(ERROR_STATUS).filter((c) => !["anonymous_limit_reached", "topup_required"].includes(c)))(
    "renders %s as exactly {error:{code,message,request_id}} with the mapped status",
    async (code) => {
      const res = await appThrowing(new ApiError(code as ErrorCode, "message")).request("/boom", { headers: { "X-Request-Id": "r1" } });
      expect(res.status).toBe(ERROR_STATUS[code as ErrorCode]);
      const body = ErrorResponseSchema.parse(await res.json());
      expect(body.error.request_id).toBe("r1");
      if (code === "source_excluded") expect(body.error).toMatchObject({ status: 45101, detail: expect.any(String) });
      else expect(Object.keys(body.error).sort()).toEqual(["code", "message", "request_id"]);
    },
  );

  it("renders anonymous_limit_reached with continuation.url and nothing else", async () => {
    const err = new ApiError("anonymous_limit_reached", "claim a key", { extra: { continuation: { url: "http://127.0.0.1:8792/agent-setup" } } });
    const res = await appThrowing(err).request("/boom");
    expect(res.status).toBe(429);
    expect(AnonymousQuotaErrorSchema.safeParse(await res.json()).success).toBe(true);
  });

  it("renders topup_required as the whole CreditTopupRequired body with 402", async () => {
    const err = new ApiError("topup_required", "top up", { extra: { balance_micro: 1, price_micro: 1000, topup_url: "/v1/billing/topup/intents" } });
    const res = await appThrowing(err).request("/boom");
    expect(res.status).toBe(402);
    expect(CreditTopupRequiredSchema.safeParse(await res.json()).success).toBe(true);
  });

  it("answers an unknown error with a generic 500 that does not leak its message", async () => {
    const res = await appThrowing(new Error("db password is hunter2")).request("/boom");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain("hunter2");
    expect(ErrorResponseSchema.safeParse(JSON.parse(text)).success).toBe(true);
  });

  it("rejects error bodies with extra properties (schema is strict)", () => {
    expect(ErrorResponseSchema.safeParse({ error: { code: "x", message: "m", request_id: "r", extra: 1 } }).success).toBe(false);
  });
});

describe("success envelope", () => {
  it("allows only data and meta, and requires meta.request_id", () => {
    const schema = successEnvelope(z.object({ a: z.number() }));
    expect(schema.safeParse({ data: { a: 1 }, meta: { request_id: "r" } }).success).toBe(true);
    expect(schema.safeParse({ data: { a: 1 }, meta: {} }).success).toBe(false);
    expect(schema.safeParse({ data: { a: 1 }, meta: { request_id: "r" }, extra: 1 }).success).toBe(false);
  });

  it("lets meta carry additional properties", () => {
    expect(MetaSchema.safeParse({ request_id: "r", next_cursor: null, stale: true, custom: 1 }).success).toBe(true);
  });
});

describe("validation hook", () => {
  it("turns malformed JSON into 400 invalid_request", async () => {
    const app = createWorkerApp<{ Bindings: object; Variables: BaseVariables }>({ service: "t", title: "t", description: "t", llms: "t" });
    const { createRoute } = await import("@hono/zod-openapi");
    app.openapi(
      createRoute({ method: "post", path: "/x", request: { body: { required: true, content: { "application/json": { schema: z.strictObject({ url: z.string() }) } } } }, responses: { 200: { description: "ok" } } }),
      (c) => c.json({ ok: true }),
    );
    const bad = await app.request("/x", { method: "POST", body: "{", headers: { "Content-Type": "application/json" } });
    expect(bad.status).toBe(400);
    expect(ErrorResponseSchema.parse(await bad.json()).error.code).toBe("invalid_request");
    const unknown = await app.request("/x", { method: "POST", body: JSON.stringify({ url: "a", extra: 1 }), headers: { "Content-Type": "application/json" } });
    expect(unknown.status).toBe(400);
    expect(ErrorResponseSchema.parse(await unknown.json()).error.message).toContain('"extra"');
  });

  it("keeps the base Hono untouched (sanity: plain Hono has no envelope)", async () => {
    const res = await new Hono().request("/missing");
    expect(res.status).toBe(404);
  });
});
