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
});

const formula = (kind: "inline" | "display", tex: string) =>
  `<span class="mwe-math-element"><span class="mwe-math-mathml-${kind} mwe-math-mathml-a11y" style="display: none;">` +
  `<math xmlns="http://www.w3.org/1998/Math/MathML" alttext="{\\displaystyle ${tex}}"><semantics><mrow><mi>A</mi></mrow>` +
  `<annotation encoding="application/x-tex">{\\displaystyle ${tex}}</annotation></semantics></math></span>` +
  `<img src="https://wikimedia.org/api/rest_v1/media/math/render/svg/5e5ad" class="mwe-math-fallback-image-${kind}" aria-hidden="true" alt="{\\displaystyle ${tex}}"></span>`;

describe("htmlToMarkdown: MediaWiki math", () => {
  it("writes a formula's TeX, not its fallback image, when the MathML beside the image is hidden", () => {
    const content = convert(`<p>The area of a circle is ${formula("inline", "A=\\pi r^{2}")} for radius r, as ${TEXT}</p><p>${TEXT}</p><dl><dd>${formula("display", "C=2\\pi r")}</dd></dl>`);
    expect(content).toContain("The area of a circle is $A=\\pi r^{2}$ for radius r");
    expect(content).toContain("\n\n$$\nC=2\\pi r\n$$");
    expect(content).not.toContain("wikimedia.org");
  });
});

describe("htmlToMarkdown: MediaWiki footnotes", () => {
  it("drops the '^' before the lettered back-links of a note cited twice", () => {
    const content = convert(
      `<p>Earth is the third planet from the Sun.<sup id="cite_ref-nasa_1-0" class="reference"><a href="#cite_note-nasa-1">[1]</a></sup> ${TEXT}</p>` +
        `<p>It is the only known world with life.<sup id="cite_ref-nasa_1-1" class="reference"><a href="#cite_note-nasa-1">[1]</a></sup> ${TEXT}` +
        `<sup id="cite_ref-2" class="reference"><a href="#cite_note-2">[2]</a></sup></p>` +
        `<div class="reflist"><ol class="references">` +
        `<li id="cite_note-nasa-1"><span class="mw-cite-backlink">^ <a href="#cite_ref-nasa_1-0"><sup><i><b>a</b></i></sup></a> <a href="#cite_ref-nasa_1-1"><sup><i><b>b</b></i></sup></a></span> <span class="reference-text">"Earth facts". NASA.</span></li>` +
        `<li id="cite_note-2"><span class="mw-cite-backlink"><b><a href="#cite_ref-2">^</a></b></span> <span class="reference-text">Williams, David. "Earth Fact Sheet".</span></li>` +
        `</ol></div>`,
    );
    expect(content).toContain('\n[^1]: "Earth facts". NASA.\n[^2]: Williams, David. "Earth Fact Sheet".');
  });
});
