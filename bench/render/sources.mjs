/**
 * Reading the render corpus' content sources (corpus/content: READMEs, changelogs, package.json
 * files, OpenAPI documents, all from npm tarballs) into the data the pages show. build-pages.mjs
 * writes that data into the pages, build-expected.mjs derives the expected text from it: both
 * from the source, never from anything our service produced.
 *
 * Markdown is parsed with marked (vendored, corpus/vendor/marked@18.2.1) and its HTML reduced to
 * visible text with bench/md-quality/score.mjs's htmlText.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { htmlText } from "../md-quality/score.mjs";
import { Marked } from "./corpus/vendor/marked@18.2.1/lib/marked.esm.js";

export const CORPUS = path.join(import.meta.dirname, "corpus");
const marked = new Marked({ gfm: true });

export const readContent = (file) => readFileSync(path.join(CORPUS, "content", file), "utf8");
export const collapse = (text) => text.replace(/\s+/g, " ").trim();

/** Markdown to HTML (GitHub-flavoured, as docsify and npm show a README). */
export const markdownHtml = (md) => marked.parse(md);

/** The visible text of a Markdown document: rendered to HTML, then what a reader sees of it. */
export const markdownVisibleText = (md) => htmlText(markdownHtml(md));

/** Visible text of one block token. */
const tokenText = (token) => collapse(htmlText(marked.parser([token])));
const inlineText = (md) => collapse(htmlText(marked.parseInline(md)));

/**
 * A README as sections: `{title, blocks}` where a block is `{type: "p", text}`, `{type: "code",
 * text}`, `{type: "list", items}` or `{type: "table", header, rows}`, all plain text. A heading
 * opens a section; content before the first heading is a section without title.
 */
export function readmeSections(md) {
  const sections = [{ title: "", blocks: [] }];
  const current = () => sections.at(-1);
  for (const token of marked.lexer(md)) {
    if (token.type === "heading") sections.push({ title: tokenText(token), blocks: [] });
    else if (token.type === "code") current().blocks.push({ type: "code", text: token.text });
    else if (token.type === "list") current().blocks.push({ type: "list", items: token.items.map((item) => collapse(htmlText(marked.parser(item.tokens)))) });
    else if (token.type === "table")
      current().blocks.push({ type: "table", header: token.header.map((cell) => inlineText(cell.text)), rows: token.rows.map((row) => row.map((cell) => inlineText(cell.text))) });
    else if (["paragraph", "blockquote", "html", "text"].includes(token.type)) {
      const text = tokenText(token);
      if (text) current().blocks.push({ type: "p", text });
    }
  }
  return sections.filter((s) => s.title || s.blocks.length);
}

/** The plain-text items of the first list under the heading whose text is `heading`. */
export function listUnder(md, heading) {
  let inside = false;
  for (const token of marked.lexer(md)) {
    if (token.type === "heading") inside = tokenText(token) === heading;
    else if (inside && token.type === "list") return token.items.map((item) => collapse(htmlText(marked.parser(item.tokens))));
  }
  throw new Error(`no list under "${heading}"`);
}

/**
 * A conventional-changelog CHANGELOG.md as releases `{version, date, groups: [{title, items}]}`,
 * newest first; `[from, to)` picks releases by position.
 */
export function changelog(md, [from, to]) {
  const releases = [];
  for (const token of marked.lexer(md)) {
    if (token.type === "heading" && token.depth <= 2) {
      const m = /^\[?v?([\d.]+[^\]\s]*)\]?(?:\([^)]*\))?\s*\(([\d-]+)\)/.exec(token.text);
      if (!m) throw new Error(`unreadable release heading: ${token.text}`);
      releases.push({ version: m[1], date: m[2], groups: [] });
    } else if (token.type === "heading" && releases.length) releases.at(-1).groups.push({ title: tokenText(token), items: [] });
    else if (token.type === "list" && releases.at(-1)?.groups.length) releases.at(-1).groups.at(-1).items.push(...token.items.map((item) => collapse(htmlText(marked.parser(item.tokens)))));
  }
  return releases.slice(from, to);
}

/** Every package of the corpus (content/<pkg>/package.json): name, version, licence, description; by name. */
export function packages() {
  const dir = path.join(CORPUS, "content");
  return readdirSync(dir)
    .map((folder) => JSON.parse(readFileSync(path.join(dir, folder, "package.json"), "utf8")))
    .map((p) => ({ name: p.name, version: p.version, license: p.license, description: p.description ?? "" }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** TodoMVC seed: the list's items as todos, every third one completed. */
export function todos(md, heading) {
  return listUnder(md, heading).map((title, i) => ({ title, completed: i % 3 === 2 }));
}
