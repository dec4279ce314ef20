import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";

const REPORT = `<p>${"This report explains what happened at the harbour meeting last night, and what the council decided. ".repeat(4)}</p>`;
const page = (title: string, headline: string) =>
  `<html><head><title>${title}</title></head><body><header><h1 class="logo">Coast Gazette</h1></header>` +
  `<article><h1>${headline}</h1>${REPORT}<h2>The vote</h2><p>The council voted seven to two for the new quay, after a long debate.</p></article></body></html>`;
const convert = (title: string, headline: string) => htmlToMarkdown(page(title, headline), { url: "https://news.example.com/harbour" });

describe("htmlToMarkdown: one title heading", () => {
  it("heads the content with the article's headline when the browser title only adds the site's name", () => {
    // A short headline: Readability keeps the whole browser title as the article's title.
    const { content, title } = convert("New quay approved | Coast Gazette", "New quay approved");
    expect(content.startsWith("# New quay approved\n\nThis report explains")).toBe(true);
    expect(content.match(/^# /gm)).toHaveLength(1);
    // What the page states about itself is unchanged (front matter, the result's title).
    expect(title).toBe("New quay approved | Coast Gazette");
  });

  it("takes the JSON-LD headline, not the site's name the page states as the article's name", () => {
    const jsonLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","name":"Coast Gazette Weekly","headline":"New quay approved"}</script>`;
    const html = page("New quay approved | Coast Gazette Weekly", "New quay approved").replace("</head>", `${jsonLd}</head>`);
    const { content, title } = htmlToMarkdown(html, { url: "https://news.example.com/harbour" });
    expect(title).toBe("New quay approved");
    expect(content.startsWith("# New quay approved\n\n")).toBe(true);
    expect(content).not.toContain("Coast Gazette Weekly");
  });

  it("keeps the stated title first and the headline under it at level 2 when they differ", () => {
    const { content } = convert("Coast Gazette: evening edition", "Harbour council backs new quay");
    expect(content.startsWith("# Coast Gazette: evening edition\n\n## Harbour council backs new quay\n\n")).toBe(true);
    expect(content.match(/^# /gm)).toHaveLength(1);
  });
});

describe("htmlToMarkdown: a generic opening h1 is not the headline", () => {
  it("keeps the stated title when the opening h1 is a small part of it ('Blog' of 'New quay approved - Coast Blog')", () => {
    // Through a selector, so that Readability neither rewrites the title nor drops the h1.
    const { content } = htmlToMarkdown(page("New quay approved - Coast Blog", "Blog"), { url: "https://news.example.com/harbour", selector: "article" });
    expect(content.startsWith("# New quay approved - Coast Blog\n\n## Blog\n")).toBe(true);
  });
});

describe("htmlToMarkdown: a headline that Readability removed as the title's duplicate", () => {
  const docs = (title: string, logo: string, headline: string) =>
    `<html><head><title>${title}</title></head><body><header>${logo}</header><nav><a href="/guide/">Guide</a> <a href="/api/">API</a></nav>` +
    `<main><h1>${headline}</h1><p>${"This page shows how to install the framework and start a first project with it. ".repeat(5)}</p>` +
    `<p>${"Each step below can be run in a terminal on any machine with a recent runtime. ".repeat(5)}</p></main></body></html>`;
  const heading = (html: string) => htmlToMarkdown(html, { url: "https://docs.example.com/guide/start" }).content.split("\n")[0];

  it.each([
    ["Getting Started | Vue.js", "Getting Started"],
    ["Array.prototype.map() - JavaScript | MDN", "Array.prototype.map()"],
    ["Installation | Docusaurus", "Installation"],
  ])("heads %s with the page's h1 %s", (title, headline) => {
    expect(heading(docs(title, `<h1 class="logo"><a href="/">Site</a></h1>`, headline))).toBe(`# ${headline}`);
  });

  it("keeps the stated title front matter, and never takes the site's name from a logo h1 or a screen-reader h1", () => {
    const logo = `<h1><a href="https://docs.example.com/">Framework Docs</a></h1>`;
    const html = docs("Configuration | Framework Docs", logo, "Configuration");
    expect(heading(html)).toBe("# Configuration");
    expect(htmlToMarkdown(html, { url: "https://docs.example.com/guide/start" }).title).toBe("Configuration | Framework Docs");
    // Only the site's name is an h1 on this page: the title stays as stated.
    const onlyLogo = docs("Tragwerksplanung | RS Ingenieure", `<h1 class="site-title">RS Ingenieure</h1>`, "Unsere Leistungen");
    expect(heading(onlyLogo)).toBe("# Tragwerksplanung | RS Ingenieure");
    const hidden = docs("Tragwerksplanung | RS Ingenieure", `<h1 class="sr-only">RS Ingenieure</h1>`, "Unsere Leistungen");
    expect(heading(hidden)).toBe("# Tragwerksplanung | RS Ingenieure");
  });
});
