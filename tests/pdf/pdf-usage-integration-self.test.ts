import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ErrorResponseSchema } from "@shared/http/envelope";
import { PDF_HOST } from "./pdf-client";

describe("GET/HEAD {pdf_url}/ usage and other methods", () => {
  it("answers GET with usage documentation naming the request body and the limits", async () => {
    const res = await SELF.fetch(PDF_HOST);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/markdown/);
    const text = await res.text();
    expect(text).toContain('{"url": "https://example.com/report.pdf"}');
    expect(text).toContain("10 MiB");
    expect(text).toContain("20 conversions per client IP per hour");
  });

  it("answers HEAD with the same headers as GET and no body", async () => {
    const get = await SELF.fetch(PDF_HOST);
    const getBody = await get.arrayBuffer();
    const head = await SELF.fetch(PDF_HOST, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    for (const name of ["Content-Type", "Content-Length", "Cache-Control"]) {
      expect(head.headers.get(name)).toBe(get.headers.get(name));
    }
    expect(Number(head.headers.get("Content-Length"))).toBe(getBody.byteLength);
  });

  it.each(["PUT", "DELETE", "PATCH", "OPTIONS"])("answers %s with 405 method_not_allowed and Allow: GET, HEAD, POST", async (method) => {
    const res = await SELF.fetch(PDF_HOST, { method, headers: { "Content-Type": "application/json" }, body: method === "OPTIONS" ? null : "{}" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD, POST");
    const body = ErrorResponseSchema.parse(await res.json());
    expect(body.error.code).toBe("method_not_allowed");
    expect(body.error.request_id).toBe(res.headers.get("X-Request-Id"));
  });

  it("documents GET and POST / in /openapi.json with the strict request body", async () => {
    const doc = (await (await SELF.fetch("http://pdf.test/openapi.json")).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
      components: { schemas: Record<string, { additionalProperties?: boolean; required?: string[] }> };
    };
    expect(Object.keys(doc.paths["/"]!)).toEqual(["get", "post"]);
    expect(doc.components.schemas.PdfRequest).toMatchObject({ additionalProperties: false, required: ["url"] });
  });
});
