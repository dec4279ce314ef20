import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MarkdownDataSchema } from "@shared/gateway/primitive-data";
import { successEnvelope } from "@shared/http/envelope";
import { MdInternal } from "../../workers/md/src/internal";
import { site } from "./helpers";

/** The internal entrypoint the api's keyed /v1/markdown calls (service binding MD → MdInternal). */
const internal = (url: string, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  new MdInternal(createExecutionContext(), { ...env, ...overrides } as never).fetch(
    new Request(`https://md.internal/__internal/markdown?url=${encodeURIComponent(url)}`, { headers: { "X-Request-Id": "req-internal", ...headers } }),
  );

describe("md internal entrypoint (keyed Markdown primitive)", () => {
  it("answers {url, title, content} in the envelope with the api's request id and takes no anonymous quota", async () => {
    const { url } = site().unique("/article");
    const res = await internal(url);
    expect(res.status).toBe(200);
    const body = successEnvelope(MarkdownDataSchema).parse(await res.json());
    expect(body.meta.request_id).toBe("req-internal");
    expect(body.data).toMatchObject({ url, title: "Shipping fast with small teams" });
    expect(body.data.content).not.toMatch(/^---/);
    expect(res.headers.get("x-ratelimit-limit")).toBeNull();
  });

  it("marks a stale copy with meta.stale true and X-Cache stale", async () => {
    const s = site();
    const { url, key } = s.unique("/article");
    await (await internal(url, { SVC_CACHE_TTL_S: "0" })).arrayBuffer();
    await s.setMode(key, "fail");
    const res = await internal(url, { SVC_CACHE_TTL_S: "0" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-cache")).toBe("stale");
    expect(successEnvelope(MarkdownDataSchema).parse(await res.json()).meta.stale).toBe(true);
  });

  it("answers errors in the standard envelope (unsafe url → 400)", async () => {
    const res = await internal("http://169.254.169.254/");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string; request_id: string } }).error).toMatchObject({ code: "invalid_request", request_id: "req-internal" });
  });
});
