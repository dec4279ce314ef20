import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { MAX_DOM_DEPTH } from "@shared/markdown/parse-document";

const page = (open: string, close: string, depth: number) =>
  `<html><head><title>Deep</title></head><body><article><h1>Deep</h1><p>${"Intro text long enough to count as the article. ".repeat(5)}</p>` +
  `${open.repeat(depth)}Deep text here${close.repeat(depth)}<p>After paragraph with some words.</p></article></body></html>`;

describe("htmlToMarkdown: hostile nesting", () => {
  // Before the depth cap: RangeError (stack overflow) from 1,500 nested list items, and time growing with depth squared.
  it.each([
    ["div", "<div>", "</div>"],
    ["list item", "<ul><li>", "</li></ul>"],
    ["blockquote", "<blockquote>", "</blockquote>"],
    ["unclosed b", "<b>", ""],
  ])("converts 5,000 nested %s elements, keeping the text inside and after them", (_, open, close) => {
    const { markdown } = htmlToMarkdown(page(open, close, 5_000), { url: "https://deep.example/a" });
    expect(markdown).toContain("Deep text here");
    expect(markdown).toContain("After paragraph with some words.");
  });

  it("leaves pages within the cap as they were: nesting up to MAX_DOM_DEPTH is converted unflattened", () => {
    const nested = htmlToMarkdown(page("<blockquote>", "</blockquote>", 20), { url: "https://deep.example/a" }).markdown;
    expect(nested).toContain(`${"> ".repeat(20)}Deep text here`);
    expect(MAX_DOM_DEPTH).toBeGreaterThanOrEqual(128);
  });
});
