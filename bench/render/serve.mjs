#!/usr/bin/env node
/**
 * Serves the render corpus on loopback, as a static host would: `/<page>/` is the page's
 * index.html, every other path a file under bench/render/corpus (the pages' data, the vendored
 * scripts and styles, the content sources). Swagger UI comes from the project's own
 * node_modules/swagger-ui-dist (pinned in package-lock.json; corpus/SOURCES.md) under
 * `/vendor/swagger-ui-dist@<version>/`. The md gateway reads loopback pages only in harness mode
 * (`SVC_HARNESS=1`), which bench/render/run.mjs starts the stack with.
 *
 *   node bench/render/serve.mjs [--port 8799]   (then open http://127.0.0.1:8799/)
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

const here = import.meta.dirname;
const corpus = path.join(here, "corpus");
const swaggerDir = path.resolve(here, "../../node_modules/swagger-ui-dist");
export const SWAGGER_VERSION = JSON.parse(readFileSync(path.join(swaggerDir, "package.json"), "utf8")).version;
const SWAGGER_PREFIX = `/vendor/swagger-ui-dist@${SWAGGER_VERSION}/`;

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".svg": "image/svg+xml",
};

/** The pages of the corpus: every folder of corpus/ with an index.html, and its meta.json. */
export function corpusPages() {
  const manifest = JSON.parse(readFileSync(path.join(corpus, "pages.json"), "utf8"));
  return manifest.pages;
}

/** The file a request path names, or null (outside the corpus, missing, or a folder without index.html). */
function fileFor(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const [base, rel] = decoded.startsWith(SWAGGER_PREFIX) ? [swaggerDir, decoded.slice(SWAGGER_PREFIX.length)] : [corpus, decoded.slice(1)];
  const file = path.resolve(base, rel);
  if (file !== base && !file.startsWith(base + path.sep)) return null;
  if (!existsSync(file)) return null;
  if (statSync(file).isDirectory()) return existsSync(path.join(file, "index.html")) ? path.join(file, "index.html") : null;
  return file;
}

function index() {
  const rows = corpusPages().map((p) => `<li><a href="/${p.name}/">${p.name}</a> (${p.kind}${p.needs_render ? "" : ", static"})</li>`);
  return `<!doctype html><html><head><meta charset="utf-8"><title>Render corpus</title></head><body><h1>Render corpus</h1><ul>${rows.join("")}</ul></body></html>`;
}

/** Starts the server; resolves to its origin and a close function. */
export async function startCorpusServer({ port = 0, host = "127.0.0.1" } = {}) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://corpus");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    if (url.pathname === "/") {
      res.writeHead(200, { "Content-Type": TYPES[".html"] }).end(index());
      return;
    }
    const file = fileFor(url.pathname);
    if (file === null) {
      res.writeHead(404, { "Content-Type": TYPES[".txt"] }).end("not found");
      return;
    }
    // A folder asked for without its slash: the page's relative URLs need it.
    if (file.endsWith(`${path.sep}index.html`) && !url.pathname.endsWith("/") && !url.pathname.endsWith("index.html")) {
      res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
      return;
    }
    const type = TYPES[path.extname(file)] ?? "application/octet-stream";
    res.writeHead(200, { "Content-Type": type, "Content-Length": statSync(file).size, "Cache-Control": "no-cache" });
    if (req.method === "HEAD") res.end();
    else createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address();
  return {
    origin: `http://${host}:${bound}`,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf("--port");
  const { origin } = await startCorpusServer({ port: i >= 0 ? Number(process.argv[i + 1]) : 8799 });
  console.log(`render corpus on ${origin}/`);
}
