#!/usr/bin/env node
/**
 * Writes corpus/<page>/expected.txt: the text a reader of each page should get, derived from the
 * page's content source (the README, the OpenAPI document, the JSON the template renders) and
 * never from anything our service produced. One item per line, in the order the page shows them.
 *
 * What counts, per kind (README.md "Expected text" explains the choices):
 * - docsify, static-readme: the README's visible text (Markdown rendered by marked, then the text
 *   a reader sees: code blocks included, images and HTML comments not). Not the site's chrome
 *   (docsify's sidebar is a table of contents of the same headings).
 * - swagger-ui (its default `docExpansion: "list"`, operations collapsed): the info block (title,
 *   version, description, contact name, licence name, external docs), each tag's name,
 *   description and external docs, each operation's method, path and summary, each schema's name.
 * - redoc (its defaults): the info block (title and version, contact name, e-mail and URL,
 *   licence name, description, external docs), each tag's name, description and external docs,
 *   each operation's title (summary, else operationId), description, parameters (name, type,
 *   format, enum, default, the parameter's example, description), request body (description; each top-level
 *   property's name, type, enum, default, description), responses (status and description), method
 *   and path. Not the generated request/response samples, nor the UI's labels.
 * - static-openapi: what the page prints from the document (as redoc's list, without schemas).
 * - changelog, readme, packages, todomvc: the JSON the template renders, and the template's own
 *   fixed words (table headings, TodoMVC's chrome).
 *
 *   node bench/render/build-expected.mjs
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { appData, operationsByTag, resolve } from "./build-pages.mjs";
import { PAGES } from "./pages.mjs";
import { collapse, CORPUS, markdownVisibleText, readContent } from "./sources.mjs";

const md = (text) => (text ? collapse(markdownVisibleText(text)) : "");

function info(doc, { email }) {
  const i = doc.info;
  return [i.contact?.name, email ? i.contact?.email : "", email ? i.contact?.url : "", i.license?.name, md(i.description), doc.externalDocs?.description];
}

const tagLines = (tag) => [tag.name === "default" ? "" : tag.name, md(tag.description), tag.externalDocs?.description];

function swaggerUi(doc) {
  const lines = [`${doc.info.title} ${doc.info.version}`, ...info(doc, { email: false })];
  for (const { tag, ops } of operationsByTag(doc)) {
    lines.push(...tagLines(tag));
    for (const op of ops) lines.push(`${op.method.toUpperCase()} ${op.path} ${op.summary ?? ""}`);
  }
  lines.push(...Object.keys(doc.components?.schemas ?? {}));
  return lines;
}

/** A schema's name when it is a `$ref` to components/schemas. */
const refName = (schema) => schema?.$ref?.split("/").at(-1) ?? "";

/**
 * What redoc prints of a schema in a parameter or property row: its type as redoc words it
 * ("object (Category)", "Array of strings", "Array of objects (Tag)"), format, enum, default.
 */
function schemaWords(doc, schema) {
  const s = resolve(doc, schema) ?? {};
  const items = resolve(doc, s.items);
  let type = s.type ?? (s.properties ? "object" : "");
  if (type === "object" && refName(schema)) type = `object (${refName(schema)})`;
  if (s.type === "array") type = `Array of ${items?.type ?? "object"}s${refName(s.items) ? ` (${refName(s.items)})` : ""}`;
  const words = [type, s.format ?? "", ...(s.enum ?? items?.enum ?? []).map(String)];
  if (s.default !== undefined) words.push(JSON.stringify(s.default));
  return words.filter(Boolean).join(" ");
}

function redoc(doc) {
  const lines = [`${doc.info.title} (${doc.info.version})`, ...info(doc, { email: true })];
  for (const { tag, ops } of operationsByTag(doc)) {
    lines.push(...tagLines(tag));
    for (const op of ops) {
      const raw = doc.paths[op.path][op.method];
      lines.push(op.summary ?? raw.operationId ?? op.path, md(op.description));
      // A parameter's own example is shown ("Example: v1"); a schema's example only in the samples.
      const example = (p) => (p.example !== undefined && typeof p.example !== "object" ? String(p.example) : "");
      for (const p of op.parameters) lines.push(`${p.name} ${schemaWords(doc, p.schema)} ${example(p)} ${md(p.description)}`);
      if (op.requestBody) {
        lines.push(md(op.requestBody.description));
        const [media] = Object.values(op.requestBody.content ?? {});
        const schema = resolve(doc, media?.schema);
        // Redoc leaves read-only properties out of request bodies.
        for (const [name, prop] of Object.entries(schema?.properties ?? {})) if (!resolve(doc, prop).readOnly) lines.push(`${name} ${schemaWords(doc, prop)} ${md(resolve(doc, prop).description)}`);
      }
      for (const [code, r] of Object.entries(op.responses)) lines.push(`${code} ${md(resolve(doc, r).description)}`);
      lines.push(`${op.method.toUpperCase()} ${op.path}`);
    }
  }
  return lines;
}

function staticOpenapi(doc) {
  const lines = [`${doc.info.title} ${doc.info.version}`, md(doc.info.description)];
  for (const { tag, ops } of operationsByTag(doc)) {
    lines.push(tag.name, tag.description);
    for (const op of ops) {
      lines.push(`${op.method.toUpperCase()} ${op.path}`, op.summary, md(op.description));
      if (op.parameters.length) lines.push("Parameters", "Name In Description", ...op.parameters.map((p) => `${p.name} ${p.in} ${p.description ?? ""}`));
      lines.push("Responses", ...Object.entries(op.responses).map(([code, r]) => `${code} ${r.description ?? ""}`));
    }
  }
  return lines;
}

function changelog(data) {
  const lines = [data.title, data.subtitle];
  for (const r of data.releases) {
    lines.push(`${r.version} ${r.date}`);
    for (const g of r.groups) lines.push(g.title, ...g.items);
  }
  return lines;
}

function readme(data) {
  const lines = [data.title];
  for (const s of data.sections) {
    lines.push(s.title);
    for (const b of s.blocks) {
      if (b.type === "list") lines.push(...b.items);
      else if (b.type === "table") lines.push(b.header.join(" "), ...b.rows.map((row) => row.join(" ")));
      else lines.push(b.text);
    }
  }
  return lines;
}

function packages(data) {
  return [data.title, "Package Version Licence Description", ...data.packages.map((p) => `${p.name} ${p.version} ${p.license} ${p.description}`), `${data.packages.length} packages`];
}

function todomvc(data) {
  const left = data.todos.filter((t) => !t.completed).length;
  const lines = ["todos", "Mark all as complete", ...data.todos.map((t) => t.title), `${left} ${left === 1 ? "item" : "items"} left`, "All", "Active", "Completed"];
  if (left < data.todos.length) lines.push("Clear completed");
  return [...lines, "Double-click to edit a todo", "Part of TodoMVC"];
}

/** The expected text of a page, one item per line. */
export function expectedLines(page) {
  const doc = () => JSON.parse(readContent(page.source));
  const lines = {
    docsify: () => markdownVisibleText(readContent(page.source)).split(/\n+/),
    "static-readme": () => markdownVisibleText(readContent(page.source)).split(/\n+/),
    "swagger-ui": () => swaggerUi(doc()),
    redoc: () => redoc(doc()),
    "static-openapi": () => staticOpenapi(doc()),
    changelog: () => changelog(appData(page)),
    readme: () => readme(appData(page)),
    packages: () => packages(appData(page)),
    todomvc: () => todomvc(appData(page)),
  }[page.kind]();
  return lines.map((line) => collapse(line ?? "")).filter(Boolean);
}

function main() {
  for (const page of PAGES) writeFileSync(path.join(CORPUS, page.name, "expected.txt"), `${expectedLines(page).join("\n")}\n`);
  console.log(`expected.txt written for ${PAGES.length} pages`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
