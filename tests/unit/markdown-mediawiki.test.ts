import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";

const URL = "https://wiki.example.org/wiki/Ada_Lovelace";
const TEXT = "Ada Lovelace was an English mathematician and writer, chiefly known for her work on the Analytical Engine. ";
const paragraph = (opening: string) => `<p>${opening} ${TEXT.repeat(3)}</p>`;
const page = (body: string) =>
  `<html><head><title>Ada Lovelace</title></head><body><main><h1>Ada Lovelace</h1>${paragraph("Augusta Ada King.")}${body}</main></body></html>`;
const convert = (body: string) => htmlToMarkdown(page(body), { url: URL }).content;

const editSection = (section: number) =>
  `<span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="/w/index.php?title=Ada_Lovelace&action=edit&section=${section}"><span>edit</span></a><span class="mw-editsection-bracket">]</span></span>`;

describe("htmlToMarkdown: MediaWiki section headings", () => {
  it("keeps headings wrapped with their [edit] link in a mw-heading div, without the link", () => {
    const content = convert(
      `<div class="mw-heading mw-heading2"><h2 id="Biography">Biography</h2>${editSection(1)}</div>${paragraph("Her father left.")}` +
        `<div class="mw-heading mw-heading3"><h3 id="Childhood">Childhood</h3>${editSection(2)}</div>${paragraph("As a child she was often ill.")}`,
    );
    expect(content).toContain("\n\n## Biography\n\nHer father left.");
    expect(content).toContain("\n\n### Childhood\n\nAs a child");
    expect(content).not.toContain("edit");
  });

  it("drops the [edit] link that older MediaWiki puts inside the heading", () => {
    const content = convert(`<h2><span class="mw-headline" id="Biography">Biography</span>${editSection(1)}</h2>${paragraph("Her father left.")}`);
    expect(content).toContain("\n\n## Biography\n\nHer father left.");
    expect(content).not.toContain("edit");
  });
});
