import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";

const URL = "https://docs.example.com/reference/array";
const TEXT = "An array holds values in order and grows as values are pushed onto its end. ";
const paragraph = (opening: string) => `<p>${opening} ${TEXT.repeat(3)}</p>`;
const page = (body: string) =>
  `<html><head><title>Array</title></head><body><main><article><h1>Array</h1>${paragraph("Arrays are lists.")}${body}</article></main></body></html>`;
const convert = (body: string) => htmlToMarkdown(page(body), { url: URL }).content;

describe("htmlToMarkdown: headings linked to themselves", () => {
  it("keeps the text of a heading and a term whose link points at their own id (MDN)", () => {
    const content = convert(
      `<section aria-labelledby="syntax"><h2 id="syntax"><a href="#syntax">Syntax</a></h2>${paragraph("Write it in brackets.")}` +
        `<dl><dt id="length"><a href="#length"><code>length</code></a></dt><dd>The number of elements in the array, always kept in step.</dd></dl></section>`,
    );
    expect(content).toContain("\n\n## Syntax\n\nWrite it in brackets.");
    expect(content).toContain("\n\n**`length`**\n\nThe number of elements");
    expect(content).not.toContain("#syntax");
    expect(content).not.toContain("#length");
  });

  it("keeps the text of a heading linked to the section it opens", () => {
    const content = convert(`<section id="methods"><h2><a href="#methods">Methods</a></h2>${paragraph("Arrays have many methods.")}</section>`);
    expect(content).toContain("\n\n## Methods\n\nArrays have many methods.");
  });

  it("drops a zero-width permalink after a heading (Docusaurus hash-link)", () => {
    const content = convert(
      `<h2 id="requirements">Requirements<a href="#requirements" class="hash-link" aria-label="Direct link to Requirements">\u200b</a></h2>${paragraph("Node 18 or later.")}`,
    );
    expect(content).toContain("\n\n## Requirements\n\nNode 18 or later.");
  });

  it("keeps a heading's link to another section of the page", () => {
    const content = convert(`<h2 id="notes">Notes on <a href="#syntax">Syntax</a></h2>${paragraph("See above.")}<h2 id="syntax">Syntax</h2>${paragraph("Brackets.")}`);
    expect(content).toContain("## Notes on [Syntax](https://docs.example.com/reference/array#syntax)");
  });
});
