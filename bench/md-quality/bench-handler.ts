/**
 * A worker for the benches: POST /load?name= stores a page in isolate memory (so timed requests
 * carry no upload), GET /run?name= converts it and answers the result, or just its length with
 * &out=len so the response costs nothing either. GET /noop measures request overhead.
 */
export interface BenchConversion {
  markdown: string;
  content?: string;
  title?: string | null;
}

export const PAGE_URL = "http://fakehost/test/page.html";

export function benchHandler(convert: (html: string, url: string) => BenchConversion) {
  const pages = new Map<string, string>();
  return {
    async fetch(request: Request): Promise<Response> {
      const url = new URL(request.url);
      const name = url.searchParams.get("name") ?? "";
      if (url.pathname === "/noop") return new Response("0");
      if (url.pathname === "/load") {
        pages.set(name, await request.text());
        return new Response("ok");
      }
      const html = pages.get(name);
      if (html === undefined) return new Response(`no page ${name}`, { status: 404 });
      try {
        const result = convert(html, PAGE_URL);
        if (url.searchParams.get("out") === "len") return new Response(String(result.markdown.length));
        return Response.json(result);
      } catch (error) {
        return new Response(String((error as Error).stack ?? error), { status: 500 });
      }
    },
  };
}
