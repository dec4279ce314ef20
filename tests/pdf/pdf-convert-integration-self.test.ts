import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ErrorResponseSchema } from "@shared/http/envelope";
import { PdfDocumentSchema } from "@shared/pdf";
import worker from "../../workers/pdf/src/index";
import { convert, convertRequest, origin, originHits, uniqueId, uniqueIp } from "./pdf-client";

async function expectError(res: Response, status: number, code: string): Promise<string> {
  expect(res.status).toBe(status);
  const body = ErrorResponseSchema.parse(await res.json());
  expect(body.error.code).toBe(code);
  expect(body.error.request_id).toBe(res.headers.get("X-Request-Id"));
  return body.error.message;
}

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;

describe("POST {pdf_url}/ conversions", () => {
  it("converts a PDF into exactly the contract's document body, JSON plus a trailing newline", async () => {
    const id = uniqueId("ok");
    const res = await convert(origin(`/doc/${id}?pages=3&title=Quarterly%20report`), uniqueIp());
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("X-Cache")).toBe("miss");
    const text = await res.text();
    expect(text.endsWith("}\n")).toBe(true);
    const doc = PdfDocumentSchema.parse(JSON.parse(text));
    expect(doc.metadata).toEqual({ pages: 3, title: "Quarterly report" });
    expect(doc.markdown).toContain(`Page 3 of document ${id}.`);
  });

  it("serves the second request for the same URL, fragment aside, from the cache without fetching again", async () => {
    const id = uniqueId("cached");
    const first = await convert(origin(`/doc/${id}`), uniqueIp());
    const second = await convert(origin(`/doc/${id}#page=2`), uniqueIp());
    expect(first.headers.get("X-Cache")).toBe("miss");
    expect(second.status).toBe(200);
    expect(second.headers.get("X-Cache")).toBe("hit");
    expect(await second.text()).toBe(await first.text());
    expect(await originHits(`/doc/${id}`)).toBe(1);
  });

  it("reports metadata.title as null when the PDF has none", async () => {
    const res = await convert(origin(`/doc/${uniqueId("untitled")}`), uniqueIp());
    expect(PdfDocumentSchema.parse(await res.json()).metadata.title).toBeNull();
  });

  it("refuses a source that is not a PDF by its bytes (labelled application/pdf) with 400", async () => {
    await expectError(await convert(origin(`/not-pdf/${uniqueId("html")}`), uniqueIp()), 400, "invalid_request");
  });

  it("refuses a streamed 11 MiB source with 413 payload_too_large", async () => {
    const message = await expectError(await convert(origin(`/huge/${uniqueId("huge")}`), uniqueIp()), 413, "payload_too_large");
    expect(message).toContain("10 MiB");
  });

  it("refuses a source declaring 11 MiB with 413 payload_too_large", async () => {
    await expectError(await convert(origin(`/huge/${uniqueId("declared")}?declared=1`), uniqueIp()), 413, "payload_too_large");
  });

  it("refuses a 51-page PDF with 413 payload_too_large and converts a 50-page one", async () => {
    const message = await expectError(await convert(origin(`/doc/${uniqueId("p51")}?pages=51`), uniqueIp()), 413, "payload_too_large");
    expect(message).toContain("51 pages");
    const fifty = await convert(origin(`/doc/${uniqueId("p50")}?pages=50`), uniqueIp());
    expect(fifty.status).toBe(200);
    expect(PdfDocumentSchema.parse(await fifty.json()).metadata.pages).toBe(50);
  });

  it("refuses with 502 a document whose JSON response would exceed 1 MiB, and never truncates it", async () => {
    const id = uniqueId("big");
    const message = await expectError(await convert(origin(`/big-text/${id}`), uniqueIp()), 502, "upstream_unavailable");
    expect(message).toContain("1 MiB");
    // Nothing was cached: a second request converts again (and fails again).
    await expectError(await convert(origin(`/big-text/${id}`), uniqueIp()), 502, "upstream_unavailable");
    expect(await originHits(`/big-text/${id}`)).toBe(2);
  });

  it("answers 504 gateway_timeout when download and conversion exceed the deadline", async () => {
    const res = await worker.fetch(convertRequest(origin(`/stall/${uniqueId("stall")}`), uniqueIp()), { ...env, SVC_PDF_TIMEOUT_MS: "300" }, ctx);
    await expectError(res, 504, "gateway_timeout");
  });

  it("maps an origin 404 to 400 and an origin 500 to 502", async () => {
    await expectError(await convert(origin(`/status/404/${uniqueId("s404")}`), uniqueIp()), 400, "invalid_request");
    await expectError(await convert(origin(`/status/500/${uniqueId("s500")}`), uniqueIp()), 502, "upstream_unavailable");
  });
});

describe("POST {pdf_url}/ target safety", () => {
  it("refuses a loopback target outside the harness with 400 and never contacts it", async () => {
    const id = uniqueId("private");
    const res = await worker.fetch(convertRequest(origin(`/doc/${id}`), uniqueIp()), { ...env, SVC_HARNESS: undefined }, ctx);
    await expectError(res, 400, "invalid_request");
    expect(await originHits(`/doc/${id}`)).toBe(0);
  });

  it.each([
    "http://169.254.169.254/latest/meta-data/",
    "http://[fd00:ec2::254]/latest/meta-data/",
    "http://metadata.google.internal/computeMetadata/v1/",
  ])("refuses the metadata target %s with 400 even in the harness", async (url) => {
    await expectError(await convert(url, uniqueIp()), 400, "invalid_request");
  });

  it("refuses a private-network target outside the harness with 400", async () => {
    const res = await worker.fetch(convertRequest("http://10.0.0.1/report.pdf", uniqueIp()), { ...env, SVC_HARNESS: undefined }, ctx);
    await expectError(res, 400, "invalid_request");
  });

  it("refuses a redirect to the metadata address with 400 and does not follow it", async () => {
    const id = uniqueId("redirect");
    const res = await convert(origin(`/redirect/${id}?to=${encodeURIComponent("http://169.254.169.254/latest/meta-data/")}`), uniqueIp());
    await expectError(res, 400, "invalid_request");
    expect(await originHits(`/redirect/${id}`)).toBe(1);
  });
});

describe("POST {pdf_url}/ request validation", () => {
  const ip = uniqueIp();

  it("refuses a wrong content type with 400", async () => {
    const message = await expectError(await convert("https://example.com/a.pdf", ip, { contentType: "text/plain" }), 400, "invalid_request");
    expect(message).toContain("application/json");
  });

  it("refuses malformed JSON with 400", async () => {
    await expectError(await convert(null, ip, { body: '{"url": ' }), 400, "invalid_request");
  });

  it("refuses an unknown field with 400 naming it", async () => {
    const body = JSON.stringify({ url: "https://example.com/a.pdf", pages: 3 });
    const message = await expectError(await convert(null, ip, { body }), 400, "invalid_request");
    expect(message).toContain('"pages"');
  });

  it.each([["ftp://example.com/a.pdf"], ["not a url"], [42]])("refuses url %j with 400 naming the field", async (url) => {
    const message = await expectError(await convert(url, ip), 400, "invalid_request");
    expect(message).toContain('"url"');
  });

  it("refuses a missing url with 400", async () => {
    await expectError(await convert(null, ip, { body: "{}" }), 400, "invalid_request");
  });
});
