/**
 * Source exclusions on the pdf host (docs/contract.md#source-exclusions), generated from
 * `PAGE_READERS`: the conversion (public POST and the internal entrypoint behind MCP
 * `read_document`) answers an excluded host, a subdomain of it and a path under an excluded prefix
 * with 451 `source_excluded` before quota or download, converts a sibling path, and stops a
 * redirect into an excluded source.
 */
import { env, SELF } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, READ_DOCUMENT_PATH } from "@shared/contract/pdf";
import { pageReadersOf } from "@shared/contract/page-readers";
import { SOURCE_EXCLUSIONS_KEY } from "@shared/net";
import { type ExcludedBody, expectExcluded, readerCoverage } from "../support/page-readers";
import { convert, origin, originHits, PDF_HOST, uniqueId, uniqueIp } from "./pdf-client";

const internal = (exports as unknown as { PdfInternal: Fetcher }).PdfInternal;

/** `localhost` reaches the origin like 127.0.0.1 does; `/doc/xdoc` is excluded on 127.0.0.1 only. */
const LIST = "localhost, 127.0.0.1/doc/xdoc";

/** How each reader is asked for `url` (the keys: this host's readers, then the internal door). */
const READERS: Record<string, (url: string) => Promise<Response>> = {
  "POST /": (url) => convert(url, uniqueIp()),
  "internal POST read_document": (url) =>
    internal.fetch(`http://pdf.internal${READ_DOCUMENT_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", [CLIENT_IP_HEADER]: uniqueIp() },
      body: JSON.stringify({ url }),
    }),
};

const store = () => env.SOURCE_EXCLUSIONS;

/** The 451 of every page reader, and no quota taken for it. */
async function expectExcludedUnmetered(res: Response, what: string): Promise<ExcludedBody["error"]> {
  expect(res.headers.get("X-RateLimit-Limit"), `${what}: no quota taken`).toBeNull();
  return expectExcluded(res, what);
}

beforeEach(() => store().put(SOURCE_EXCLUSIONS_KEY, LIST));
afterAll(() => store().delete(SOURCE_EXCLUSIONS_KEY));

describe("page readers of the pdf host", () => {
  it("are exactly the operations of its /openapi.json that take a source, and each has a test", async () => {
    const doc = await (await SELF.fetch(`${PDF_HOST}openapi.json`)).json();
    expect(readerCoverage(doc as never, pageReadersOf("pdf"))).toEqual({ unlisted: [], unknown: [] });
    expect(Object.keys(READERS).filter((r) => !r.startsWith("internal "))).toEqual(pageReadersOf("pdf"));
  });

  for (const [reader, read] of Object.entries(READERS)) {
    describe(reader, () => {
      it("answers 451 for an excluded host, a subdomain and a path under an excluded prefix without downloading, and converts a sibling path", async () => {
        const port = new URL(origin("/")).port;
        const [a, b, c] = [uniqueId("host"), uniqueId("sub"), uniqueId("prefix")];
        await expectExcludedUnmetered(await read(`http://localhost:${port}/doc/${a}`), "host");
        await expectExcludedUnmetered(await read(`http://www.localhost:${port}/doc/${b}`), "subdomain");
        const error = await expectExcludedUnmetered(await read(origin(`/doc/xdoc/${c}`)), "prefix");
        expect(error.detail).toMatch(/pages under 127\.0\.0\.1\/doc\/xdoc/);
        expect([await originHits(`/doc/${a}`), await originHits(`/doc/${b}`), await originHits(`/doc/xdoc/${c}`)]).toEqual([0, 0, 0]);
        const sibling = uniqueId("xdocx");
        expect((await read(origin(`/doc/xdocx-${sibling}`))).status).toBe(200);
        expect(await originHits(`/doc/xdocx-${sibling}`)).toBe(1);
      });

      it("stops a redirect into an excluded source: the redirect is read, its target never", async () => {
        const target = uniqueId("target");
        const res = await read(origin(`/redirect/${uniqueId("hop")}?to=${encodeURIComponent(origin(`/doc/xdoc/${target}`))}`));
        // Only the download meets the redirect, after admission: 451 like the target itself.
        expect(res.status).toBe(451);
        const body = (await res.json()) as ExcludedBody;
        expect(body.error).toMatchObject({ code: "source_excluded", status: 45101 });
        expect(body.error.message).toMatch(/redirected to/);
        expect(await originHits(`/doc/xdoc/${target}`)).toBe(0);
      });
    });
  }
});
