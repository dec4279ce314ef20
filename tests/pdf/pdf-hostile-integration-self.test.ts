import { createExecutionContext, env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ErrorResponseSchema } from "@shared/http/envelope";
import worker from "../../workers/pdf/src/index";
import { convert, origin, originHits, uniqueId, uniqueIp } from "./pdf-client";

/** A 400 invalid_request in exactly the envelope, before any quota is taken. */
async function expectRefused(res: Response): Promise<string> {
  expect(res.status).toBe(400);
  expect(res.headers.get("X-RateLimit-Remaining")).toBeNull();
  const { error } = ErrorResponseSchema.parse(await res.json());
  expect(Object.keys(error).sort()).toEqual(["code", "message", "request_id"]);
  expect(error.code).toBe("invalid_request");
  expect(error.request_id).toBe(res.headers.get("X-Request-Id"));
  return error.message;
}

describe("POST {pdf_url}/ takes exactly {url}", () => {
  it("refuses a __proto__ key beside url (which JSON.parse makes an own property) and fetches nothing", async () => {
    const id = uniqueId("proto");
    const body = `{"url":${JSON.stringify(origin(`/doc/${id}`))},"__proto__":{"pages":1}}`;
    expect(await expectRefused(await convert(null, uniqueIp(), { body }))).toContain('"__proto__"');
    expect(await originHits(`/doc/${id}`)).toBe(0);
  });

  it("names every unknown field", async () => {
    const body = JSON.stringify({ url: "https://example.com/a.pdf", pages: 1, title: "x" });
    expect(await expectRefused(await convert(null, uniqueIp(), { body }))).toBe('Unknown body fields: "pages", "title".');
  });

  it.each([
    ["a JSON null", "null"],
    ["a JSON array", '["https://example.com/a.pdf"]'],
    ["a JSON string", '"https://example.com/a.pdf"'],
    ["a url with a NUL", '{"url":"https://a\\u0000b.com/a.pdf"}'],
    ["a percent-encoded url", '{"url":"https%3A%2F%2Fexample.com%2Fa.pdf"}'],
    ["a data: url", '{"url":"data:application/pdf;base64,JVBERi0="}'],
    ["a 20 000-character url", JSON.stringify({ url: `https://example.com/${"a".repeat(20_000)}` })],
    ["credentials in the url", '{"url":"https://user:pw@example.com/a.pdf"}'],
  ])("refuses %s with 400", async (_what, body) => {
    await expectRefused(await convert(null, uniqueIp(), { body }));
  });

  it.each([
    ["a host label starting with a hyphen", "https://-a-.com/a.pdf", /not a valid host name/],
    ["the reserved .invalid name", "https://nothing.invalid/a.pdf", /reserved name \.invalid/],
    ["an onion name", "http://abc.onion/a.pdf", /reserved name \.onion/],
  ])("refuses %s with 400 before admission, without a DNS lookup", async (_what, url, message) => {
    expect(await expectRefused(await convert(url, uniqueIp()))).toMatch(message);
  });
});

describe("/fetcher/readyz of the pdf host", () => {
  it("reports its stores as database and auth ok", async () => {
    const res = await SELF.fetch("http://pdf.test/fetcher/readyz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", checks: { database: "ok", auth: "ok" } });
  });

  it.each([
    ["the quota Durable Object", { QUOTA: { idFromName: () => { throw new Error("down"); }, get: () => { throw new Error("down"); } } }, /quota/],
    ["the active-conversion slots", { SLOTS: { idFromName: () => { throw new Error("down"); }, get: () => { throw new Error("down"); } } }, /slots/],
    ["the cache", { CACHE: { get: () => Promise.reject(new Error("down")) } }, /cache/],
  ])("answers 503 not_ready naming %s when it is unreachable", async (_what, override, reason) => {
    const res = await worker.fetch(new Request("http://pdf.test/fetcher/readyz"), { ...env, ...override } as never, createExecutionContext());
    expect(res.status).toBe(503);
    const body = (await res.json()) as { status: string; checks: { database: string; auth: string } };
    expect(body.status).toBe("not_ready");
    expect(body.checks.database).toMatch(reason);
  });
});
