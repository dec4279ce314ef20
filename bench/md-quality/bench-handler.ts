import { decodeBody } from "@shared/markdown/decode-body";

/**
 * A worker for the benches: POST /load?name= stores a page in isolate memory (so timed requests
 * carry no upload), GET /run?name= converts it and answers the result, or just its length with
 * &out=len so the response costs nothing either, &times=N converting it N times in the one request (so a
 * page that converts in well under the request's own cost is timed over many conversions). POST /convert converts the page in the request
 * body (bytes decoded as the gateway decodes an origin's answer without a charset header).
 * GET /noop measures request overhead.
 */
export interface BenchConversion {
  markdown: string;
  content?: string;
  title?: string | null;
}

const MAX_TIMES = 1000;

export const PAGE_URL = "http://fakehost/test/page.html";

export function benchHandler(convert: (html: string, url: string) => BenchConversion) {
  const pages = new Map<string, string>();
  const answer = (html: string, lengthOnly: boolean, times = 1): Response => {
    try {
      let result = convert(html, PAGE_URL);
      for (let i = 1; i < times; i++) result = convert(html, PAGE_URL);
      if (lengthOnly) return new Response(String(result.markdown.length));
      return Response.json(result);
    } catch (error) {
      return new Response(String((error as Error).stack ?? error), { status: 500 });
    }
  };
  return {
    async fetch(request: Request): Promise<Response> {
      const url = new URL(request.url);
      const name = url.searchParams.get("name") ?? "";
      const lengthOnly = url.searchParams.get("out") === "len";
      if (url.pathname === "/noop") return new Response("0");
      if (url.pathname === "/load") {
        pages.set(name, url.searchParams.get("decode") ? decodeBody(new Uint8Array(await request.arrayBuffer()), null) : await request.text());
        return new Response("ok");
      }
      if (url.pathname === "/convert") {
        const utf8 = url.searchParams.get("utf8") !== null;
        return answer(utf8 ? await request.text() : decodeBody(new Uint8Array(await request.arrayBuffer()), null), lengthOnly);
      }
      const html = pages.get(name);
      if (html === undefined) return new Response(`no page ${name}`, { status: 404 });
      const times = Math.min(MAX_TIMES, Math.max(1, Math.floor(Number(url.searchParams.get("times") ?? 1)) || 1));
      return answer(html, lengthOnly, times);
    },
  };
}
