#!/usr/bin/env node
/**
 * Writes the render corpus' pages (corpus/<page>/) from pages.mjs and the content sources:
 * - docsify: docsify's quick-start index.html (the script loaded from corpus/vendor instead of a
 *   CDN) and the project's README.md beside it, which docsify fetches and renders;
 * - swagger-ui: swagger-ui-dist's own index.html and initializer, pointed at openapi.json beside it;
 * - redoc: Redoc's documented HTML deployment (`<redoc spec-url>` and the standalone bundle);
 * - changelog, readme, packages, todomvc: the hand-written page of templates/<page>.html (each in
 *   its framework's idiom) and its data.json derived from the content source (sources.mjs); a
 *   template may take its data inline instead, as many pages do (`__DATA__` in a script,
 *   `__DATA_ATTR__` in an attribute);
 * - static-readme, static-openapi: server-rendered docs pages (header, sidebar, article, footer)
 *   with the same kind of content already in the HTML.
 * Also writes corpus/pages.json (the list serve.mjs, check-corpus.mjs and run.mjs read).
 *
 *   node bench/render/build-pages.mjs
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PAGES } from "./pages.mjs";
import { changelog, CORPUS, markdownHtml, packages, readContent, readmeSections, todos } from "./sources.mjs";
import { SWAGGER_VERSION } from "./serve.mjs";

const templates = path.join(import.meta.dirname, "templates");
const DOCSIFY = "/vendor/docsify@4.13.1/lib";
const REDOC = "/vendor/redoc@2.5.2/bundles/redoc.standalone.js";
const SWAGGER = `/vendor/swagger-ui-dist@${SWAGGER_VERSION}`;

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

function docsify(page) {
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="UTF-8">
  <title>${esc(page.title)}</title>
  <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1" />
  <meta name="description" content="Description">
  <meta name="viewport" content="width=device-width, initial-scale=1.0, minimum-scale=1.0">
  <link rel="stylesheet" href="${DOCSIFY}/themes/vue.css">
</head>
<body>
  <div id="app"></div>
  <script>
    window.$docsify = {
      name: ${JSON.stringify(page.title)},
      repo: ''
    }
  </script>
  <script src="${DOCSIFY}/docsify.min.js"></script>
</body>
</html>
`;
  return { "index.html": html, "README.md": readContent(page.source) };
}

function swaggerUi(page) {
  const html = `<!-- HTML for static distribution bundle build -->
<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <title>Swagger UI</title>
    <link rel="stylesheet" type="text/css" href="${SWAGGER}/swagger-ui.css" />
    <link rel="stylesheet" type="text/css" href="${SWAGGER}/index.css" />
  </head>

  <body>
    <div id="swagger-ui"></div>
    <script src="${SWAGGER}/swagger-ui-bundle.js" charset="UTF-8"> </script>
    <script src="${SWAGGER}/swagger-ui-standalone-preset.js" charset="UTF-8"> </script>
    <script src="./swagger-initializer.js" charset="UTF-8"> </script>
  </body>
</html>
`;
  const initializer = `window.onload = function() {
  //<editor-fold desc="Changeable Configuration Block">

  // the following lines will be replaced by docker/configurator, when it runs in a docker-container
  window.ui = SwaggerUIBundle({
    url: "./openapi.json",
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [
      SwaggerUIBundle.presets.apis,
      SwaggerUIStandalonePreset
    ],
    plugins: [
      SwaggerUIBundle.plugins.DownloadUrl
    ],
    layout: "StandaloneLayout"
  });

  //</editor-fold>
};
`;
  return { "index.html": html, "swagger-initializer.js": initializer, "openapi.json": readContent(page.source) };
}

function redoc(page) {
  const html = `<!DOCTYPE html>
<html>
  <head>
    <title>Redoc</title>
    <!-- needed for adaptive design -->
    <meta charset="utf-8"/>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <!--
    Redoc doesn't change outer page styles
    -->
    <style>
      body {
        margin: 0;
        padding: 0;
      }
    </style>
  </head>
  <body>
    <redoc spec-url="./openapi.json"></redoc>
    <script src="${REDOC}"> </script>
  </body>
</html>
`;
  return { "index.html": html, "openapi.json": readContent(page.source) };
}

/** A server-rendered docs page around `article` (HTML): the chrome a static site generator puts there. */
function staticLayout(title, article, headings) {
  const toc = headings.map((h) => `<li><a href="#${h.id}">${esc(h.text)}</a></li>`).join("\n          ");
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${esc(title)} · Docs</title>
  <style>
    body { font-family: system-ui, sans-serif; margin: 0; display: grid; grid-template-columns: 16rem 1fr; }
    header, footer { grid-column: 1 / -1; padding: 0.5rem 1rem; background: #f4f4f4; }
    nav.sidebar { padding: 1rem; border-right: 1px solid #ddd; }
    main { padding: 1rem 2rem; max-width: 50rem; }
  </style>
</head>
<body>
  <header>
    <a class="brand" href="/">Docs</a>
    <nav><a href="/">Home</a> <a href="/">Guides</a> <a href="/">API</a> <a href="/">Blog</a></nav>
  </header>
  <nav class="sidebar">
    <h2>On this page</h2>
    <ul>
          ${toc}
    </ul>
  </nav>
  <main>
    <article>
${article}
    </article>
  </main>
  <footer>
    <p>Built with a static site generator. <a href="/">Edit this page</a></p>
  </footer>
</body>
</html>
`;
}

function staticReadme(page) {
  const article = markdownHtml(readContent(page.source));
  const headings = [...article.matchAll(/<h([1-3])[^>]*>([\s\S]*?)<\/h\1>/g)].map((m, i) => ({ id: `h${i}`, text: m[2].replace(/<[^>]+>/g, "") }));
  let n = 0;
  const withIds = article.replace(/<h([1-3])>/g, (_, level) => `<h${level} id="h${n++}">`);
  return { "index.html": staticLayout(page.title, withIds, headings) };
}

/** A server-rendered API reference of an OpenAPI document: what a static generator writes, grouped by tag. */
function staticOpenapi(page) {
  const doc = JSON.parse(readContent(page.source));
  const parts = [`<h1>${esc(doc.info.title)} <small>${esc(doc.info.version)}</small></h1>`, markdownHtml(doc.info.description ?? "")];
  const headings = [];
  for (const { tag, ops } of operationsByTag(doc)) {
    headings.push({ id: `tag-${tag.name}`, text: tag.name });
    parts.push(`<h2 id="tag-${esc(tag.name)}">${esc(tag.name)}</h2>`, tag.description ? `<p>${esc(tag.description)}</p>` : "");
    for (const op of ops) {
      parts.push(`<section class="operation"><h3><code>${op.method.toUpperCase()}</code> <code>${esc(op.path)}</code></h3>`);
      if (op.summary) parts.push(`<p><strong>${esc(op.summary)}</strong></p>`);
      if (op.description) parts.push(markdownHtml(op.description));
      if (op.parameters.length) {
        parts.push("<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Description</th></tr></thead><tbody>");
        for (const p of op.parameters) parts.push(`<tr><td>${esc(p.name)}</td><td>${esc(p.in)}</td><td>${esc(p.description ?? "")}</td></tr>`);
        parts.push("</tbody></table>");
      }
      parts.push("<h4>Responses</h4><ul>");
      for (const [code, r] of Object.entries(op.responses)) parts.push(`<li><code>${esc(code)}</code> ${esc(r.description ?? "")}</li>`);
      parts.push("</ul></section>");
    }
  }
  return { "index.html": staticLayout(doc.info.title, parts.join("\n"), headings) };
}

/** The document's operations grouped by their first tag, in document order (untagged under "default"). */
export function operationsByTag(doc) {
  const groups = new Map((doc.tags ?? []).map((t) => [t.name, { tag: t, ops: [] }]));
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!["get", "put", "post", "delete", "patch", "head", "options", "trace"].includes(method)) continue;
      const name = op.tags?.[0] ?? "default";
      if (!groups.has(name)) groups.set(name, { tag: { name }, ops: [] });
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((x) => resolve(doc, x));
      groups.get(name).ops.push({ method, path: p, summary: op.summary, description: op.description, parameters, responses: op.responses, requestBody: op.requestBody && resolve(doc, op.requestBody) });
    }
  }
  return [...groups.values()].filter((g) => g.ops.length);
}

/** A `$ref` within the document, resolved. */
export function resolve(doc, node) {
  if (!node?.$ref) return node;
  return resolve(doc, node.$ref.replace(/^#\//, "").split("/").reduce((o, k) => o?.[k.replace(/~1/g, "/").replace(/~0/g, "~")], doc));
}

/** The data an app page shows, from its content source. */
export function appData(page) {
  if (page.kind === "changelog") return { title: `${page.source.split("@")[0]} changelog`, subtitle: "Releases, newest first.", releases: changelog(readContent(page.source), page.releases) };
  if (page.kind === "readme") return { title: page.source.split("@")[0], sections: readmeSections(readContent(page.source)) };
  if (page.kind === "packages") return { title: "Packages of this corpus", packages: packages() };
  if (page.kind === "todomvc") return { todos: todos(readContent(page.source), page.list) };
  throw new Error(`no data for ${page.kind}`);
}

function app(page) {
  const data = appData(page);
  const template = readFileSync(path.join(templates, `${page.name}.html`), "utf8");
  // Inline data is JSON inside a script: "</" must not close the script.
  const inline = JSON.stringify(data).replace(/<\//g, "<\\/");
  if (template.includes("__DATA_ATTR__")) return { "index.html": template.replace("__DATA_ATTR__", () => esc(JSON.stringify(data))) };
  if (template.includes("__DATA__")) return { "index.html": template.replace("__DATA__", () => inline) };
  return { "index.html": template, "data.json": `${JSON.stringify(data, null, 2)}\n` };
}

const BUILDERS = { docsify, "swagger-ui": swaggerUi, redoc, "static-readme": staticReadme, "static-openapi": staticOpenapi };

function main() {
  for (const page of PAGES) {
    const dir = path.join(CORPUS, page.name);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const files = (BUILDERS[page.kind] ?? app)(page);
    for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
  }
  const manifest = PAGES.map(({ name, kind, framework, source, needs_render }) => ({ name, kind, framework, source, needs_render }));
  writeFileSync(path.join(CORPUS, "pages.json"), `${JSON.stringify({ note: "written by bench/render/build-pages.mjs from bench/render/pages.mjs", pages: manifest }, null, 2)}\n`);
  console.log(`${PAGES.length} pages written to ${path.relative(process.cwd(), CORPUS)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
