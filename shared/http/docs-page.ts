/**
 * `/docs`: the interactive reference (Swagger UI) of a host's `/openapi.json`.
 *
 * Hardened for an origin that may hold a session cookie (docs/security.md "/docs"):
 * - the Swagger UI files are the pinned `swagger-ui-dist` dependency, served by the worker itself
 *   (`shared/http/generated/swagger-ui.ts`, written on install by scripts/swagger-ui-assets.mjs), so
 *   the page works offline and trusts no third-party origin; their URLs carry the version and a
 *   content hash, so they are cached as immutable;
 * - no inline script: the page's own script is served by the worker at `/docs/init.js`, and a
 *   strict Content-Security-Policy allows scripts and stylesheets from this origin only;
 * - a pasted key is not persisted (`persistAuthorization: false`, nothing in localStorage).
 * The host that holds the session cookie serves staticDocsPage instead: no script at all.
 */
import type { Context } from "hono";
import { SWAGGER_UI_BUNDLE_JS, SWAGGER_UI_CSS, SWAGGER_UI_HASH, SWAGGER_UI_VERSION } from "./generated/swagger-ui";

const ASSET_DIR = `/docs/swagger-ui-${SWAGGER_UI_VERSION}-${SWAGGER_UI_HASH}`;
export const SWAGGER_UI_ASSETS = {
  script: { path: `${ASSET_DIR}/swagger-ui-bundle.js`, body: SWAGGER_UI_BUNDLE_JS, type: "text/javascript; charset=utf-8" },
  style: { path: `${ASSET_DIR}/swagger-ui.css`, body: SWAGGER_UI_CSS, type: "text/css; charset=utf-8" },
} as const;

export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // Swagger UI styles its elements through the CSSOM (allowed), never inline markup: no 'unsafe-inline'
  // (tests/e2e/docs-browser.e2e.test.ts renders it in Chromium and fails on any violation).
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const INIT_SCRIPT = `window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({ url: "/openapi.json", dom_id: "#swagger-ui", persistAuthorization: false });
});
`;

const securityHeaders = { "Content-Security-Policy": DOCS_CSP, "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer" };

export function docsPage(c: Context, title: string): Response {
  const { script, style } = SWAGGER_UI_ASSETS;
  const body = `<div id="swagger-ui"></div>
<script src="${script.path}"></script>
<script src="/docs/init.js"></script>`;
  return c.html(htmlDocument(title, `<link rel="stylesheet" href="${style.path}" />`, body), 200, { ...securityHeaders, "Cache-Control": "public, max-age=300" });
}

/** The page shell both references share: `head` goes after the title, `body` is the page. */
function htmlDocument(title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)}</title>
${head}
</head>
<body>
${body}
</body>
</html>
`;
}

/** The script-free reference's policy: nothing but this origin's stylesheet may load. */
export const STATIC_DOCS_CSP = ["default-src 'none'", "style-src 'self'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"].join("; ");

export interface DocsOperation {
  method: string;
  path: string;
  summary: string;
}

/**
 * `/docs` without any script, for the host that holds the session cookie (docs/security.md
 * "/docs"): the host's operations as a plain list, and a link to the interactive reference on
 * `interactiveUrl`, where a pasted key becomes the Bearer header.
 */
export function staticDocsPage(c: Context, title: string, operations: readonly DocsOperation[], interactiveUrl: string, stylesheet?: string): Response {
  const rows = operations
    .map((op) => `<tr><td><code>${escapeHtml(op.method.toUpperCase())}</code></td><td><code>${escapeHtml(op.path)}</code></td><td>${escapeHtml(op.summary)}</td></tr>`)
    .join("\n");
  const head = stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}" />` : "";
  const body = `<main>
<h1>${escapeHtml(title)}</h1>
<p>The operations of this host, from <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1). This host keeps the
dashboard's sign-in, so it runs no interactive reference; try the API with a key at
<a href="${escapeHtml(interactiveUrl)}">${escapeHtml(interactiveUrl)}</a>.</p>
<table>
<thead><tr><th>Method</th><th>Path</th><th>What it does</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</main>`;
  return c.html(htmlDocument(title, head, body), 200, { ...securityHeaders, "Content-Security-Policy": STATIC_DOCS_CSP, "Cache-Control": "public, max-age=300" });
}

export function docsInitScript(c: Context): Response {
  return c.body(INIT_SCRIPT, 200, { ...securityHeaders, "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=86400" });
}

/** The Swagger UI files: the URL names the version and content hash, so they never change. */
export function docsAsset(asset: keyof typeof SWAGGER_UI_ASSETS) {
  const { body, type } = SWAGGER_UI_ASSETS[asset];
  return (c: Context): Response => c.body(body, 200, { ...securityHeaders, "Content-Type": type, "Cache-Control": "public, max-age=31536000, immutable" });
}
