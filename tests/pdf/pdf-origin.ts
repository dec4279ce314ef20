/**
 * A fake PDF origin for tests: a real Node HTTP server (started by a vitest globalSetup) that the
 * worker fetches over loopback, so downloads, streaming caps, redirects and slow origins are real.
 * Every document is generated in memory with tests/fixtures/pdf/make-pdf.ts; the last path
 * segment only makes URLs unique, so each test gets its own cache entries.
 *
 *   GET  /doc/<id>?pages=N&title=T   a PDF with N pages of text (default 1)
 *   GET  /held/<id>?pages=N          the same, but only once POST /__release/<id> is called
 *   GET  /stall/<id>                 headers, then a body that never ends
 *   GET  /big-text/<id>              a 45-page PDF whose Markdown is over 1 MiB
 *   GET  /huge/<id>?declared=1       11 MiB starting with %PDF- (streamed; Content-Length if declared)
 *   GET  /not-pdf/<id>               HTML labelled application/pdf
 *   GET  /status/<code>/<id>         an empty answer with that status
 *   GET  /redirect/<id>?to=URL       302 to URL
 *   GET  /__hits?prefix=/doc/x       how many requests paths starting with prefix received
 *   POST /__release/<id>             lets held requests for <id> answer
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { makePdf, textLines } from "../fixtures/pdf/make-pdf";

export interface PdfOrigin {
  url: string;
  close(): Promise<void>;
}

const MiB = 1024 * 1024;

export function pagesPdf(pages: number, id: string, title?: string): Uint8Array {
  return makePdf({
    ...(title === undefined ? {} : { title }),
    pages: Array.from({ length: pages }, (_, i) => ({
      texts: textLines([`Page ${i + 1} of document ${id}.`, "The quick brown fox jumps over the lazy dog."], { y: 720 }),
    })),
  });
}

/** 45 pages × 80 lines × ~400 characters: about 1.4 MB of Markdown from a ~1.6 MB PDF. */
function bigTextPdf(): Uint8Array {
  const line = (p: number, l: number) => `p${p}l${l} ${"lorem ipsum dolor sit amet consectetur ".repeat(10)}`;
  return makePdf({
    pages: Array.from({ length: 45 }, (_, p) => ({
      texts: textLines(Array.from({ length: 80 }, (_, l) => line(p, l)), { y: 770, size: 3, leading: 9, x: 10 }),
    })),
  });
}

export async function startPdfOrigin(): Promise<PdfOrigin> {
  const hits = new Map<string, number>();
  const held = new Map<string, (() => void)[]>();
  const released = new Set<string>();
  const open = new Set<ServerResponse>();
  let bigText: Uint8Array | undefined;

  const pdf = (res: ServerResponse, bytes: Uint8Array) => {
    res.writeHead(200, { "Content-Type": "application/pdf", "Content-Length": bytes.byteLength });
    res.end(bytes);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://origin");
    const [kind, ...rest] = url.pathname.split("/").filter(Boolean);
    const id = rest.at(-1) ?? "";
    if (kind === "__hits") return json(res, { hits: [...hits].filter(([p]) => p.startsWith(url.searchParams.get("prefix") ?? "/")).reduce((n, [, c]) => n + c, 0) });
    if (kind === "__release") {
      released.add(id);
      for (const resume of held.get(id) ?? []) resume();
      held.delete(id);
      return json(res, { released: id });
    }
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const pages = Number(url.searchParams.get("pages") ?? "1");
    switch (kind) {
      case "doc":
        return pdf(res, pagesPdf(pages, id, url.searchParams.get("title") ?? undefined));
      case "held": {
        const answer = () => pdf(res, pagesPdf(pages, id));
        if (released.has(id)) return answer();
        held.set(id, [...(held.get(id) ?? []), answer]);
        return;
      }
      case "stall":
        open.add(res);
        res.writeHead(200, { "Content-Type": "application/pdf" });
        res.write("%PDF-1.4\n");
        return;
      case "big-text":
        return pdf(res, (bigText ??= bigTextPdf()));
      case "huge": {
        const chunk = new Uint8Array(MiB).fill(0x20);
        chunk.set(new TextEncoder().encode("%PDF-1.4\n"));
        res.writeHead(200, { "Content-Type": "application/pdf", ...(url.searchParams.has("declared") ? { "Content-Length": 11 * MiB } : {}) });
        let sent = 0;
        const pump = () => {
          while (sent < 11) {
            sent++;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          res.end();
        };
        res.on("error", () => {});
        return pump();
      }
      case "not-pdf":
        res.writeHead(200, { "Content-Type": "application/pdf" });
        return res.end("<!doctype html><title>Not a PDF</title><p>Hello</p>");
      case "status":
        res.writeHead(Number(rest[0]));
        return res.end();
      case "redirect":
        res.writeHead(302, { Location: url.searchParams.get("to") ?? "/" });
        return res.end();
      default:
        res.writeHead(404);
        return res.end();
    }
  };

  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function json(res: ServerResponse, body: unknown) {
  res.writeHead(200, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}
