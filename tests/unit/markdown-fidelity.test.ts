import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { articlePage, PARAGRAPHS } from "../fixtures/markdown/article-page";

const URL_ = "https://news.example.com/2024/harbour/story.html";
const convert = (html: string) => htmlToMarkdown(html, { url: URL_ });

describe("htmlToMarkdown: Markdown an agent can use", () => {
  it("writes footnote references and definitions as GFM footnotes, without back-links", () => {
    const { content } = convert(
      articlePage({
        tail: `<p>The quay was rebuilt in 1952.<sup><a href="#fn1" id="ref1">1</a></sup></p>
          <ol class="footnotes"><li id="fn1">Harbour board minutes, 1952. <a href="#ref1">↩</a></li></ol>`,
      }),
    );
    expect(content).toContain("The quay was rebuilt in 1952.[^1]");
    expect(content).toContain("[^1]: Harbour board minutes, 1952.");
    expect(content).not.toContain("↩");
  });

  it("matches a footnote whose link percent-encodes its id ('#fn:caf%C3%A9' for id 'fn:café')", () => {
    const { content } = convert(
      articlePage({
        tail: `<p>The café opened on the quay.<sup><a href="#fn:caf%C3%A9" id="fnref:caf%C3%A9">1</a></sup></p>
          <ol class="footnotes"><li id="fn:café">Harbour board minutes, 1953. <a href="#fnref:caf%C3%A9">↩</a></li></ol>`,
      }),
    );
    expect(content).toContain("The café opened on the quay.[^1]");
    expect(content).toContain("[^1]: Harbour board minutes, 1953.");
  });

  it("writes Substack's footnotes (div.footnote led by the link target) as GFM footnotes", () => {
    const { content } = convert(
      articlePage({
        tail: `<p>Cities grow where ideas meet, as the arguments go.<a class="footnote-anchor" id="footnote-anchor-1-1234" href="#footnote-1-1234" target="_self">1</a></p>
          <p>Ports were the first such places.<a class="footnote-anchor" id="footnote-anchor-2-1234" href="#footnote-2-1234" target="_self">2</a></p>
          <div class="footnote"><a id="footnote-1-1234" href="#footnote-anchor-1-1234" class="footnote-number" target="_self">1</a><div class="footnote-content"><p>See Glaeser, Triumph of the City.</p></div></div>
          <div class="footnote"><a id="footnote-2-1234" href="#footnote-anchor-2-1234" class="footnote-number" target="_self">2</a><div class="footnote-content"><p>Braudel makes the case for the Mediterranean.</p></div></div>`,
      }),
    );
    expect(content).toContain("as the arguments go.[^1]");
    expect(content).toContain("[^1]: See Glaeser, Triumph of the City.");
    expect(content).toContain("[^2]: Braudel makes the case for the Mediterranean.");
    expect(content).not.toContain("#footnote-anchor");
  });

  it("keeps math as TeX from the MathML annotation and drops KaTeX's rendered copy", () => {
    const katex = (tex: string, display: boolean) =>
      `<span class="katex"><span class="katex-mathml"><math${display ? ' display="block"' : ""}><semantics><mrow><mi>E</mi></mrow>` +
      `<annotation encoding="application/x-tex">${tex}</annotation></semantics></math></span>` +
      `<span class="katex-html" aria-hidden="true">RENDERED-COPY</span></span>`;
    const { content } = convert(articlePage({ tail: `<p>Energy is ${katex("E = mc^2", false)} here.</p><div>${katex("\\sum_{i=1}^n x_i", true)}</div>` }));
    expect(content).toContain("Energy is $E = mc^2$ here.");
    expect(content).toContain("$$\n\\sum_{i=1}^n x_i\n$$");
    expect(content).not.toContain("RENDERED-COPY");
  });

  it("keeps TeX the page leaves in its text for MathJax to typeset, unescaped (Jupyter, Stack Exchange)", () => {
    const config = `<script type="text/x-mathjax-config">MathJax.Hub.Config({ tex2jax: { inlineMath: [ ['$','$'], ["\\\\(","\\\\)"] ] } });</script><script src="https://cdn.example.net/mathjax/2.7.7/MathJax.js?config=TeX-AMS_HTML"></script>`;
    const { content } = convert(
      articlePage({
        head: config,
        tail:
          "<p>The mean is $\\bar{x} = \\frac{1}{n}\\sum_i x_i$ and the variance \\(\\sigma^2\\) follows.</p>" +
          "<p>$$\\int_0^1 x\\,dx = \\frac{1}{2}$$</p><p>In code, <code>$HOME</code> stays as it is.</p>",
      }),
    );
    expect(content).toContain("The mean is $\\bar{x} = \\frac{1}{n}\\sum_i x_i$ and the variance $\\sigma^2$ follows.");
    expect(content).toContain("$$\n\\int_0^1 x\\,dx = \\frac{1}{2}\n$$");
    expect(content).toContain("In code, `$HOME` stays as it is.");
  });

  it("leaves dollar amounts alone on a page that typesets no TeX", () => {
    const { content } = convert(articlePage({ tail: "<p>Tickets cost $5 for children and $10 for adults_only events.</p>" }));
    expect(content).toContain("Tickets cost $5 for children and $10 for adults\\_only events.");
  });

  it("writes Tufte CSS sidenotes and margin notes as footnotes, not run into the sentence", () => {
    const { content } = convert(
      articlePage({
        tail:
          '<p>Sparklines are small, word-sized graphics.<label for="sn-1" class="margin-toggle sidenote-number"></label><input type="checkbox" id="sn-1" class="margin-toggle"><span class="sidenote">The term was coined by Edward Tufte in 2004.</span> They can be placed anywhere a word can.</p>' +
          '<p>The axis is usually left out.<label for="mn-1" class="margin-toggle">&#8853;</label><input type="checkbox" id="mn-1" class="margin-toggle"><span class="marginnote">Context is given by the text around it.</span> Readers compare shapes.</p>',
      }),
    );
    expect(content).toContain("Sparklines are small, word-sized graphics.[^1] They can be placed anywhere a word can.");
    expect(content).toContain("The axis is usually left out.[^2] Readers compare shapes.");
    expect(content).toContain("[^1]: The term was coined by Edward Tufte in 2004.\n[^2]: Context is given by the text around it.");
    expect(content).not.toContain("⊕");
  });

  it("writes GitHub's rendered alerts back as GFM alerts", () => {
    const alert = (kind: string, title: string, text: string) =>
      `<div class="markdown-alert markdown-alert-${kind}" dir="auto"><p class="markdown-alert-title" dir="auto"><svg class="octicon octicon-info mr-2" aria-hidden="true"><path d="M0 8a8 8 0 1 1 16 0"></path></svg>${title}</p><p dir="auto">${text}</p></div>`;
    const { content } = convert(
      articlePage({
        tail: alert("note", "Note", "The API is not stable before 1.0; expect breaking changes.") + alert("warning", "Warning", "Do not parse untrusted input with the <code>unchecked</code> feature."),
      }),
    );
    expect(content).toContain("> [!NOTE]\n> The API is not stable before 1.0; expect breaking changes.");
    expect(content).toContain("> [!WARNING]\n> Do not parse untrusted input with the `unchecked` feature.");
  });

  it("keeps MathJax v2 script math as TeX, inline and display, without its preview or rendered copy", () => {
    const { content } = convert(
      articlePage({
        tail:
          '<p>Energy is <span class="MathJax_Preview">E=mc2</span><span class="MathJax">RENDERED-COPY</span>' +
          '<script type="math/tex">E = mc^2 < \\infty</script> here.</p>' +
          '<p>The area is:</p><div class="MathJax_Display">RENDERED-COPY</div><script type="math/tex; mode=display">\\int_0^1 x\\,dx = \\frac{1}{2}</script>',
      }),
    );
    expect(content).toContain("Energy is $E = mc^2 < \\infty$ here.");
    expect(content).toContain("$$\n\\int_0^1 x\\,dx = \\frac{1}{2}\n$$");
    expect(content).not.toContain("RENDERED-COPY");
    expect(content).not.toContain("E=mc2");
  });

  it("keeps a figure's caption under its image", () => {
    const { content } = convert(
      articlePage({ tail: '<figure><img src="/quay.jpg" alt="The quay"><figcaption>The rebuilt quay at dawn.</figcaption></figure>' }),
    );
    expect(content).toContain("![The quay](https://news.example.com/quay.jpg)\n\nThe rebuilt quay at dawn.");
  });

  it("nests lists under their item", () => {
    const { content } = convert(articlePage({ tail: "<ul><li>Boats<ul><li>Trawlers</li><li>Dinghies</li></ul></li><li>Nets</li></ul>" }));
    expect(content).toContain("- Boats\n  - Trawlers\n  - Dinghies\n- Nets");
  });

  it("opens with the page title as the first heading", () => {
    const { content } = convert(articlePage());
    expect(content.startsWith("# Life returns to the old harbour\n\n")).toBe(true);
  });
});

describe("htmlToMarkdown: page furniture inside the article", () => {
  it("drops a 'read more' teaser, an author box, a lone date and a trailing related heading, keeping the prose", () => {
    const { content } = convert(
      articlePage({
        lead: '<p>12.03.2024</p>',
        tail: `<p>Read more: <a href="/other">TEASER-LINK Ferries are back on the island route</a></p>
          <div class="author-bio"><p>AUTHOR-BIO Ann Lee writes about the coast and has lived by the sea for twenty years.</p></div>
          <h3>RELATED-HEADING More from the coast</h3>`,
      }),
    );
    for (const marker of ["TEASER-LINK", "AUTHOR-BIO", "12.03.2024", "RELATED-HEADING"]) expect(content).not.toContain(marker);
    for (const paragraph of PARAGRAPHS) expect(content).toContain(paragraph.slice(0, 60));
  });

  it("keeps a paragraph with a link in running text and an e-mail contact", () => {
    const { content } = convert(
      articlePage({
        tail: `<p>The council's <a href="/report">harbour report</a> is due in the autumn, after the consultation closes.</p>
          <p><a href="mailto:press@example.com">press@example.com</a></p>`,
      }),
    );
    expect(content).toContain("[harbour report](https://news.example.com/report)");
    expect(content).toContain("press@example.com");
  });
});

describe("htmlToMarkdown: metadata", () => {
  it("states title, source, published, author, language and canonical URL in front matter, never in the body", () => {
    const result = convert(
      articlePage({
        head: `<meta property="article:published_time" content="2024-03-05T09:30:00+01:00"><meta name="author" content="Ann Lee">
          <link rel="canonical" href="/2024/harbour/">`,
        htmlAttributes: 'lang="en-GB"',
      }),
    );
    expect(result.markdown).toBe(
      '---\ntitle: "Life returns to the old harbour"\nsource: "https://news.example.com/2024/harbour/story.html"\n' +
        'published: "2024-03-05T08:30:00.000Z"\nauthor: "Ann Lee"\nlanguage: "en-GB"\ncanonical_url: "https://news.example.com/2024/harbour/"\n---\n\n' +
        result.content,
    );
    expect(result.canonical).toBe("https://news.example.com/2024/harbour/");
    expect(result.content).not.toContain("Ann Lee");
    expect(result.content).not.toContain("canonical");
  });

  it("leaves out what the page does not state", () => {
    const { markdown } = convert(articlePage({ htmlAttributes: "" }));
    expect(markdown).not.toMatch(/^(?:published|author|language|canonical_url):/m);
  });
});
