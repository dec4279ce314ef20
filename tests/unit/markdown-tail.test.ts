import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import type { DomElement } from "@shared/markdown/dom";
import { parseDocument } from "@shared/markdown/parse-document";
import { pruneTrailingFurniture } from "@shared/markdown/prune-tail";
import { PARAGRAPHS } from "../fixtures/markdown/article-page";

const URL_ = "https://news.example.com/2024/harbour/story.html";

/**
 * An article whose text sits in its own container, with `after` laid out behind that container in
 * blocks of the same class, which Readability joins to its article (siblings named like it).
 */
function page(after: string, text = PARAGRAPHS.map((p) => `<p>${p}</p>`).join("")): string {
  return `<!doctype html><html lang="en"><head><title>Life returns to the old harbour</title></head><body>
    <main><article class="post"><h1>Life returns to the old harbour</h1>
      <div class="post-text">${text}</div>
      ${after}
    </article></main></body></html>`;
}

const convert = (html: string) => htmlToMarkdown(html, { url: URL_ }).content;

describe("htmlToMarkdown: furniture laid out after the article's text", () => {
  it("drops short blocks after the text's container that have a link, a picture, a heading or a list", () => {
    const content = convert(
      page(`<div class="post-text"><img src="/jane.jpg" alt="Jane"><p><a href="/people/jane">TRAIL-ONE Jane Doe</a> covers the coast, the ferries and the fleet.</p></div>
        <div class="post-text"><h3>TRAIL-TWO Our homes</h3><p>Click through the homes of our readers, from the quay to the dunes.</p></div>
        <div class="post-text"><ul><li><a href="/t/harbour">TRAIL-THREE Harbour</a></li><li><a href="/t/ferry">Ferries</a></li></ul></div>`),
    );
    for (const marker of ["TRAIL-ONE", "TRAIL-TWO", "TRAIL-THREE", "covers the coast"]) expect(content).not.toContain(marker);
    expect(content).toContain("The council plans to publish a full report");
  });

  it("leaves a short article alone: there is no telling its text from what follows", () => {
    const after = `<div class="post-text"><img src="/book.jpg" alt=""><p><a href="https://shop.example/harbour">SHORT-KEPT The harbour book</a> is signed by the author, for 20 euros.</p></div>`;
    expect(convert(page(after, `<p>${PARAGRAPHS[0]}</p><p>${PARAGRAPHS[1]}</p>`))).toContain("SHORT-KEPT");
    expect(convert(page(after))).not.toContain("SHORT-KEPT");
  });
});

describe("pruneTrailingFurniture", () => {
  /** The extracted article: the text's container, then `after` as its siblings. */
  function prune(after: string, text = PARAGRAPHS.map((p) => `<p>${p}</p>`).join("")): string {
    const document = parseDocument(`<html><body><div id="article"><div class="text">${text}</div>${after}</div></body></html>`);
    const root = document.querySelector("#article") as DomElement;
    pruneTrailingFurniture(root);
    return root.textContent ?? "";
  }

  it("keeps a plain line, a table, a figure and a block the text links to after the text's container", () => {
    const text = `${PARAGRAPHS.map((p) => `<p>${p}</p>`).join("")}<p>The quay was rebuilt in 1902.<sup><a href="#note-1">1</a></sup></p>`;
    const kept = prune(
      `<div>PLAIN-KEPT Ann Lee and Bo Kim contributed.</div>
        <div><h3>Timetable</h3><table><tr><th>Ferry</th><th>Leaves</th></tr><tr><td>TABLE-KEPT Island</td><td><a href="/t">08:00</a></td></tr></table></div>
        <div><figure><img src="/quay.jpg" alt=""><figcaption>FIGURE-KEPT <a href="/photos">The quay</a> at dawn.</figcaption></figure></div>
        <div><ol><li id="note-1">NOTE-KEPT See <a href="https://archive.example/quay">the town archive</a>.</li></ol></div>
        <div><a href="/more">GONE More from the coast</a></div>`,
      text,
    );
    for (const marker of ["PLAIN-KEPT", "TABLE-KEPT", "FIGURE-KEPT", "NOTE-KEPT"]) expect(kept).toContain(marker);
    expect(kept).not.toContain("GONE");
  });

  it("keeps linked lines inside the text's container and a long block after it", () => {
    const text = `${PARAGRAPHS.map((p) => `<p>${p}</p>`).join("")}<p>INSIDE-KEPT Read <a href="https://council.example/report">the report</a>.</p>`;
    const long = "LONG-KEPT The harbour master has kept a log of every ship since 1950, ".repeat(6);
    const kept = prune(`<div><p><a href="/log">The log</a>: ${long}</p></div>`, text);
    expect(kept).toContain("INSIDE-KEPT");
    expect(kept).toContain("LONG-KEPT");
  });

  it("follows the text down through wrappers and drops what trails each of them", () => {
    const kept = prune(`<div><a href="/tags/harbour">GONE-ONE Harbour</a></div>`, `<div class="inner"><div>${PARAGRAPHS.map((p) => `<p>${p}</p>`).join("")}</div><div><a href="/next">GONE-TWO Next story</a></div></div>`);
    expect(kept).not.toContain("GONE-ONE");
    expect(kept).not.toContain("GONE-TWO");
    expect(kept).toContain("The council plans to publish a full report");
  });
});
