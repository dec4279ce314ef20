import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { findMainText } from "@shared/markdown/main-text";
import { parseDocument } from "@shared/markdown/parse-document";
import { PARAGRAPHS } from "../fixtures/markdown/article-page";

/**
 * The article is a list of steps (Readability scores paragraphs, table cells and headings, not
 * list items), and a profile card elsewhere on the page has one long paragraph full of commas:
 * Readability settles on the card.
 */
function stepsPage(): string {
  const steps = [...PARAGRAPHS, ...PARAGRAPHS, ...PARAGRAPHS].map((text, n) => `<li>STEP-${n} ${text}</li>`).join("");
  const links = Array.from({ length: 30 }, (_, i) => `<li><a href="/place/${i}">Visitor information for harbour place number ${i}</a></li>`).join("");
  const profile =
    "PROFILE-MARKER Anna Berg has written about the coast, its towns, its ferries, its fishing fleet, its storms, its festivals, its harbours, its museums, its bakeries and its people for twenty years, first for the local weekly, then for the regional daily, and now, after a long break, for this gazette, where she edits the travel pages, the weekend supplement and, on Sundays, the letters to the editor. Before that, she worked as a deckhand, a ferry conductor, a museum guide and, for one long winter, a baker.";
  return `<!doctype html><html lang="en"><head><title>A walk round the old harbour</title></head><body>
    <div class="guide"><h1>A walk round the old harbour</h1><p>Eight stops, two hours.</p><h2>The route</h2><ol>${steps}</ol></div>
    <div class="places"><ul>${links}</ul></div>
    <div class="profile-card"><div class="profile-body"><p>${profile}</p><p>${profile.replace("PROFILE-MARKER ", "")}</p></div></div></body></html>`;
}

describe("htmlToMarkdown: the page's main block of text overrules a container chosen elsewhere", () => {
  it("converts the steps that make up the article, not the profile card Readability picks", () => {
    const { content } = htmlToMarkdown(stepsPage(), { url: "https://news.example.com/harbour" });
    for (let n = 0; n < 3 * PARAGRAPHS.length; n++) expect(content).toContain(`STEP-${n}`);
    expect(content).not.toContain("PROFILE-MARKER");
  });

  it("finds the block of prose, not the link list or the whole page", () => {
    const document = parseDocument(stepsPage());
    const main = findMainText(document.body as never);
    expect(main?.path).toEqual([0]);
    expect(main?.chars).toBeGreaterThan(PARAGRAPHS.join("").length);
  });

  it("leaves a hidden block out of the count", () => {
    const hidden = `<div style="display:none"><p>${PARAGRAPHS.join(" ")} ${PARAGRAPHS.join(" ")}</p></div>`;
    const document = parseDocument(`<html><body>${hidden}<div class="story"><p>${PARAGRAPHS[0]}</p><p>${PARAGRAPHS[1]}</p></div></body></html>`);
    const main = findMainText(document.body as never);
    expect(main?.path).toEqual([1]);
  });

  it("converts the block of prose when Readability finds no article at all, not the body minus its chrome", () => {
    // The article sits in an <aside> (a theme's "direct content" panel): Readability skips it, and
    // the whole-body fallback would drop it with the rest of the chrome and keep the menu.
    const menu = Array.from({ length: 12 }, (_, i) => `<li><a href="/section/${i}">Section ${i}</a></li>`).join("");
    const page = `<html><head><title>Harbour</title></head><body><div class="menu"><ul>${menu}</ul></div>
      <main><aside class="direct-content"><section><p>${PARAGRAPHS[0]}</p><p>${PARAGRAPHS[1]}</p><p>${PARAGRAPHS[2]}</p></section></aside></main>
      <p class="legal">LEGAL-MARKER Terms apply.</p></body></html>`;
    const { content } = htmlToMarkdown(page, { url: "https://news.example.com/harbour" });
    for (const text of PARAGRAPHS.slice(0, 3)) expect(content).toContain(text);
    expect(content).not.toContain("Section 3");
    expect(content).not.toContain("LEGAL-MARKER");
  });
});

describe("htmlToMarkdown: a page that renders its article with script", () => {
  const paragraphs = PARAGRAPHS.map((text) => `<p>${text}</p>`).join("");

  it("reads the article from <noscript>, as a browser without script shows it, when the page holds no other", () => {
    const html = `<!doctype html><html lang="en"><head><title>Life returns to the old harbour</title></head><body>
      <div class="post"><h2 class="title">Life returns to the old harbour</h2><div class="post-body"><script type="text/template">${paragraphs}</script><noscript>${paragraphs}</noscript></div></div></body></html>`;
    const { content } = htmlToMarkdown(html, { url: "https://blog.example.com/harbour" });
    for (const text of PARAGRAPHS) expect(content).toContain(text);
  });

  it("does not add a <noscript> copy to a page whose article is on the page", () => {
    const html = `<!doctype html><html lang="en"><head><title>Life returns to the old harbour</title></head><body>
      <article><h1>Life returns to the old harbour</h1>${paragraphs}<noscript>${paragraphs}</noscript></article></body></html>`;
    const { content } = htmlToMarkdown(html, { url: "https://blog.example.com/harbour" });
    expect(content.split(PARAGRAPHS[3]!).length - 1).toBe(1);
  });
});
