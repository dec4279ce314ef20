import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import type { DomElement } from "@shared/markdown/dom";
import { parseDocument } from "@shared/markdown/parse-document";
import { findStandfirst, restoreStandfirst } from "@shared/markdown/standfirst";
import { PARAGRAPHS } from "../fixtures/markdown/article-page";

const STANDFIRST = "STANDFIRST-MARKER The new ferry timetable has changed the rhythm of the harbour town, residents say.";

/** A news page whose standfirst sits in the header block above the body, where Readability does not look. */
function page(description: string, standfirstBlock: string): string {
  return `<!doctype html><html lang="en"><head><title>Life returns to the old harbour</title>
    <meta name="description" content="${description}"></head><body>
    <div class="page"><div class="header-meta"><h1>Life returns to the old harbour</h1>${standfirstBlock}</div>
    <div class="story-body">${PARAGRAPHS.map((p) => `<p>${p}</p>`).join("")}</div></div></body></html>`;
}

describe("htmlToMarkdown: the standfirst", () => {
  it("puts back the visible block the page's description opens, ahead of the body", () => {
    const { content } = htmlToMarkdown(page(STANDFIRST.slice(0, 70), `<p class="lead">${STANDFIRST}</p>`), { url: "https://news.example.com/harbour" });
    expect(content).toContain(STANDFIRST);
    expect(content.indexOf(STANDFIRST)).toBeLessThan(content.indexOf(PARAGRAPHS[0] as string));
    expect(content.split(STANDFIRST).length).toBe(2);
    for (const text of PARAGRAPHS) expect(content).toContain(text);
  });

  it("puts back the deck under the headline, a sentence-long <h2>, when the page has no description", () => {
    const deck = "DECK-MARKER Activists across the coast call for a freeze on harbour fees and warn the port authority";
    const html = `<!doctype html><html lang="en"><head><title>Life returns to the old harbour</title></head><body>
      <article><ul class="kicker"><li><a href="/politics">Politics</a></li></ul><h1>Life returns to the old harbour</h1><h2>${deck}</h2>
      <ul class="infoline"><li>Jane Doe</li><li>03.05.2024</li></ul>
      <div class="story-body">${PARAGRAPHS.map((p) => `<p>${p}</p>`).join("")}<h2>The vote</h2><p>${PARAGRAPHS[0]}</p></div></article></body></html>`;
    const { content } = htmlToMarkdown(html, { url: "https://news.example.com/harbour" });
    expect(content).toContain(deck);
    expect(content.indexOf(deck)).toBeLessThan(content.indexOf(PARAGRAPHS[0] as string));
    expect(content.split("DECK-MARKER").length).toBe(2);
  });

  it("reads the standfirst from og:description when the description is the site's slogan", () => {
    const html = page("The first digital paper of the coast", `<p class="lead">${STANDFIRST}</p>`).replace(
      "</head>",
      `<meta property="og:description" content="${STANDFIRST.slice(0, 70)}"></head>`,
    );
    const { content } = htmlToMarkdown(html, { url: "https://news.example.com/harbour" });
    expect(content).toContain(STANDFIRST);
    expect(content).not.toContain("first digital paper");
  });

  it("matches a standfirst written with non-breaking spaces where the description has plain ones", () => {
    const description = "Rain, storms and snow are forecast for the harbour town today, the weather office says.";
    const written = description.replace("Rain, storms", "Rain,&nbsp;storms").replace("town today", "town&nbsp;today");
    const { content } = htmlToMarkdown(page(description, `<p class="lead">${written}</p>`), { url: "https://news.example.com/harbour" });
    expect(content).toMatch(/Rain,\s+storms and snow are forecast/);
  });

  it("never writes the description itself into the body, nor a link or menu item that repeats it", () => {
    const linked = htmlToMarkdown(page(STANDFIRST, `<p><a href="/other">${STANDFIRST}</a></p>`), { url: "https://news.example.com/harbour" });
    expect(linked.content).not.toContain("STANDFIRST-MARKER");
    const hidden = htmlToMarkdown(page(STANDFIRST, ""), { url: "https://news.example.com/harbour" });
    expect(hidden.content).not.toContain("STANDFIRST-MARKER");
  });

  it("puts back a standfirst whose first sentence also opens the body, which then goes on differently", () => {
    const first = "The new ferry timetable has changed the rhythm of the harbour town.";
    const lead = `${first} STANDFIRST-REST Residents are divided over the early departures.`;
    const html = `<!doctype html><html lang="en"><head><title>Life returns to the old harbour</title><meta name="description" content="${lead}"></head><body>
      <div class="page"><div class="header-meta"><h1>Life returns to the old harbour</h1><p class="lead">${lead}</p></div>
      <div class="story-body"><p>${first} Since March the first boat leaves at six, and the last returns after ten.</p>${PARAGRAPHS.map((p) => `<p>${p}</p>`).join("")}</div></div></body></html>`;
    const { content } = htmlToMarkdown(html, { url: "https://news.example.com/harbour" });
    expect(content).toContain("STANDFIRST-REST");
    expect(content).toContain("Since March the first boat leaves at six");
  });

  it("puts back the standfirst's text as found, though extraction took its element apart since", () => {
    const document = parseDocument(page(STANDFIRST, `<div class="hook"><div>${STANDFIRST}</div></div>`));
    const standfirst = findStandfirst(document);
    expect(standfirst).not.toBeNull();
    // Extraction moved the text away: the element is left empty.
    for (let child = standfirst?.element.firstChild; child; child = standfirst?.element.firstChild) child.remove();
    const root = parseDocument(`<html><body><div><h1>Life returns to the old harbour</h1><p>${PARAGRAPHS[0]}</p></div></body></html>`).body as DomElement;
    restoreStandfirst(root, standfirst);
    expect(root.querySelector("h1 + p")?.textContent).toBe(STANDFIRST);
  });

  it("does not take a header block that holds the headline for the standfirst", () => {
    // The description opens with the headline, as the header block (headline, byline, date) does.
    const headline = "Life returns to the old harbour after the long winter";
    const html = `<!doctype html><html lang="en"><head><title>${headline}</title><meta name="description" content="${headline}. ${PARAGRAPHS[0]}"></head><body>
      <div class="article-header"><h1>${headline}</h1><span>By Jane Doe</span> <span>Updated May 3, 2024</span></div>
      <div class="story-body">${PARAGRAPHS.map((p) => `<p>${p}</p>`).join("")}</div></body></html>`;
    expect(findStandfirst(parseDocument(html))).toBeNull();
  });

  it("does not put back a notice the pruning took out, though the description opens with it", () => {
    // A blog whose description is its first paragraph, an advertising disclosure above the text.
    const notice = "*Werbung. NOTICE-MARKER Dieser Beitrag enthält Werbung für eine Fährgesellschaft.";
    const html = `<!doctype html><html lang="de"><head><title>Life returns to the old harbour</title>
      <meta name="description" content="${notice} ${PARAGRAPHS[0]}"></head><body>
      <article class="post"><h1>Life returns to the old harbour</h1><figure><img src="/quay.jpg" alt=""></figure>
      <p><em>${notice}</em></p>${PARAGRAPHS.map((p) => `<p>${p}</p>`).join("")}</article></body></html>`;
    const { content } = htmlToMarkdown(html, { url: "https://blog.example.de/harbour" });
    expect(content).not.toContain("NOTICE-MARKER");
    for (const text of PARAGRAPHS) expect(content).toContain(text);
  });
});
