/**
 * `/docs`: the interactive reference (Swagger UI) of a host's `/openapi.json`.
 *
 * Hardened for an origin that may hold a session cookie (docs/security.md "/docs"):
 * - the Swagger UI files are pinned to one exact version, each with its Subresource Integrity
 *   hash, so a changed file on the CDN is refused by the browser instead of run;
 * - no inline script: the page's own script is served by the worker at `/docs/init.js`, and a
 *   strict Content-Security-Policy allows scripts from this origin and the pinned CDN files only;
 * - a pasted key is not persisted (`persistAuthorization: false`, nothing in localStorage).
 */
import type { Context } from "hono";

/** swagger-ui-dist, pinned; the hashes are of these exact files (sha384, base64). */
const SWAGGER_UI_VERSION = "5.35.0";
const CDN = `https://cdn.jsdelivr.net/npm/swagger-ui-dist@${SWAGGER_UI_VERSION}`;
export const SWAGGER_UI_ASSETS = {
  script: { url: `${CDN}/swagger-ui-bundle.js`, integrity: "sha384-gjRm0bEPMeTmMh5jT2cHccIwCUZSTd8YC+j0d0sXw0MdGEfScduGpSyF3ZSSLkX9" },
  style: { url: `${CDN}/swagger-ui.css`, integrity: "sha384-WlYgdmXYOOBWL5apwjDEZwN+U3HmXSSu5R6V5aGxEcf7z+KuRNwBhoxKVN1i3D5I" },
} as const;

export const DOCS_CSP = [
  "default-src 'none'",
  `script-src 'self' ${SWAGGER_UI_ASSETS.script.url}`,
  // Swagger UI sets style attributes on its elements.
  `style-src ${SWAGGER_UI_ASSETS.style.url} 'unsafe-inline'`,
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
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${style.url}" integrity="${style.integrity}" crossorigin="anonymous" />
</head>
<body>
<div id="swagger-ui"></div>
<script src="${script.url}" integrity="${script.integrity}" crossorigin="anonymous"></script>
<script src="/docs/init.js"></script>
</body>
</html>
`;
  return c.html(html, 200, { ...securityHeaders, "Cache-Control": "public, max-age=300" });
}

export function docsInitScript(c: Context): Response {
  return c.body(INIT_SCRIPT, 200, { ...securityHeaders, "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=86400" });
}
