import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { articlePage, PARAGRAPHS } from "../fixtures/markdown/article-page";

const URL_ = "https://news.example.com/2024/harbour/story.html";
const convert = (html: string) => htmlToMarkdown(html, { url: URL_ }).content;
const jsonLd = (articleBody: string) =>
  `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "NewsArticle", headline: "Life returns to the old harbour", articleBody })}</script>`;

/** A client-rendered page: the server sends the shell (a teaser, a menu, alert boxes the app toggles) and the article as JSON-LD. */
function shellPage(articleBody: string): string {
  const alerts = ["ALERT-MARKER This story is developing: we are gathering more details, stay tuned for updates to this page.", "Spoiler alert: this article may reveal key plot points of a book, a series or a film that you have not seen yet."]
    .map((text) => `<div class="alert"><p>${text}</p></div>`)
    .join("");
  return `<!doctype html><html lang="en"><head><title>Life returns to the old harbour</title>${jsonLd(articleBody)}</head>
    <body><div id="app"><h1>Life returns to the old harbour</h1><p>The town is busy again.</p>${alerts}</div></body></html>`;
}

describe("htmlToMarkdown: the body a page states in JSON-LD when its markup lacks it", () => {
  it("converts an HTML articleBody when the markup holds a shell without the article", () => {
    const body = PARAGRAPHS.map((text) => `<p>${text}</p>`).join("\n");
    const content = convert(shellPage(`${body}<p><a href="/other">Read also: another story</a></p>`));
    for (const text of PARAGRAPHS) expect(content).toContain(text);
    expect(content).not.toContain("ALERT-MARKER");
    expect(content).not.toContain("Read also");
  });

  it("converts a plain-text articleBody one paragraph per line, as text, never as markup", () => {
    const content = convert(shellPage(`${PARAGRAPHS.join("\n")}\nA line about 1 <img src=x onerror=alert(1)> 2 < 3.`));
    expect(content).toContain(`${PARAGRAPHS[0]}\n\n${PARAGRAPHS[1]}`);
    // The text as written: no image made of it.
    expect(content).toMatch(/A line about 1 <img src=x onerror=alert\(1\)\\?> 2 < 3\./);
    expect(content).not.toContain("![");
  });

  it("decodes the character references a publisher's template left in a plain-text articleBody, still never making markup", () => {
    const content = convert(shellPage(`${PARAGRAPHS.join("\n")}\nRondas Especiais (Rondesp) Atl&acirc;ntico &amp; Draco &lt;img src=x onerror=alert(1)&gt; 2 < 3.`));
    expect(content).toMatch(/Rondas Especiais \(Rondesp\) Atlântico & Draco <img src=x onerror=alert\(1\)\\?> 2 < 3\./);
    expect(content).not.toContain("![");
  });

  it("keeps the extracted article when it holds the stated body's text, or when the statement is a short summary", () => {
    const stated = PARAGRAPHS.map((text) => `<p>${text}</p>`).join("");
    const full = convert(articlePage({ head: jsonLd(`${stated}<p>STATED-ONLY-MARKER ${PARAGRAPHS[0]}</p>`) }));
    expect(full).not.toContain("STATED-ONLY-MARKER");
    const summary = convert(shellPage(`SUMMARY-MARKER ${PARAGRAPHS[0]}`));
    expect(summary).not.toContain("SUMMARY-MARKER");
    expect(summary).toContain("ALERT-MARKER");
  });
});
