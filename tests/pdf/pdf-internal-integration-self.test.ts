import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ErrorResponseSchema } from "@shared/http/envelope";
import { PdfDocumentSchema } from "@shared/pdf";
import { CLIENT_IP_HEADER, READ_DOCUMENT_PATH } from "@shared/contract/pdf";
import { convert, origin, uniqueId, uniqueIp } from "./pdf-client";

/** The entrypoint the mcp worker reaches through its PDF service binding. */
const internal = (exports as unknown as { PdfInternal: Fetcher }).PdfInternal;

const readDocument = (body: unknown, ip: string) =>
  internal.fetch(`http://pdf.internal${READ_DOCUMENT_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", [CLIENT_IP_HEADER]: ip },
    body: JSON.stringify(body),
  });

describe("PdfInternal entrypoint (the MCP door to the same conversion)", () => {
  it("answers with the same document body as the public POST, from the same cache", async () => {
    const url = origin(`/doc/${uniqueId("internal")}?pages=2`);
    const viaMcp = await readDocument({ url }, uniqueIp());
    expect(viaMcp.status).toBe(200);
    expect(viaMcp.headers.get("X-Cache")).toBe("miss");
    const text = await viaMcp.text();
    PdfDocumentSchema.parse(JSON.parse(text));
    const viaHttp = await convert(url, uniqueIp());
    expect(viaHttp.headers.get("X-Cache")).toBe("hit");
    expect(await viaHttp.text()).toBe(text);
  });

  it("counts against the hourly quota of the client IP it is given, shared with the public door", async () => {
    const ip = uniqueIp();
    const url = origin(`/doc/${uniqueId("shared-quota")}`);
    for (let i = 0; i < 10; i++) expect((await convert(url, ip)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await readDocument({ url }, ip)).status).toBe(200);
    const refused = await readDocument({ url }, ip);
    expect(refused.status).toBe(429);
    expect(ErrorResponseSchema.parse(await refused.json()).error.code).toBe("rate_limited");
  });

  it("keeps a forwarded Worker caller's key (worker:<zone>): two Workers behind one egress address have separate hourly quotas", async () => {
    const [a, b] = ["a", "b"].map((n) => `worker:${uniqueId(`zone-${n}`).toLowerCase().replace(/[^a-z0-9-]/g, "-")}.com`);
    const url = origin(`/doc/${uniqueId("worker-quota")}`);
    for (let i = 0; i < 20; i++) expect((await readDocument({ url }, a!)).status).toBe(200);
    expect((await readDocument({ url }, a!)).status).toBe(429);
    expect((await readDocument({ url }, b!)).status).toBe(200);
  });

  it("refuses an extra argument with 400 naming it, like the public body", async () => {
    const res = await readDocument({ url: "https://example.com/a.pdf", depth: 2 }, uniqueIp());
    expect(res.status).toBe(400);
    expect(ErrorResponseSchema.parse(await res.json()).error.message).toContain('"depth"');
  });
});
