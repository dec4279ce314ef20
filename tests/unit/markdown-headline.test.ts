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
