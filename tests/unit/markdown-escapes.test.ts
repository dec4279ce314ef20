import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { articlePage } from "../fixtures/markdown/article-page";

const convert = (parts: Parameters<typeof articlePage>[0]) => htmlToMarkdown(articlePage(parts), { url: "https://news.example.com/2024/harbour/story.html" });

describe("htmlToMarkdown: literal text stays literal", () => {
  it("escapes a line that starts like a ')' ordered list item, and ~~ that would strike through", () => {
    const { content } = convert({ tail: `<p>2) neither option was chosen by the council.</p><p>Type ~~not struck~~ to see tildes.</p>` });
    expect(content).toContain("2\\) neither option was chosen");
    expect(content).toContain("Type \\~\\~not struck\\~\\~ to see tildes.");
  });

  it("escapes Markdown characters in the title line, and keeps the title as stated in the result", () => {
    const { content, title } = convert({ title: "*Star* _harbour_ [report]" });
    // The article's h1 says the title without the site's name, so it is the line (markdown-headline.test.ts).
    expect(content.split("\n")[0]).toBe("# \\*Star\\* \\_harbour\\_ \\[report\\]");
    expect(title).toBe("*Star* _harbour_ [report] | The Coast Gazette");
  });

  it("drops a heading's permalink mark, and keeps an in-page link with words", () => {
    const { content } = convert({
      tail: `<h2 id="vote">The vote <a href="#vote">¶</a></h2><p>See the <a href="#vote">vote section</a> for the count of the vote.</p>`,
    });
    expect(content).toContain("## The vote\n");
    expect(content).toContain("[vote section](https://news.example.com/2024/harbour/story.html#vote)");
  });

  it("writes an og:locale language as a BCP 47 tag", () => {
    const { lang } = convert({ htmlAttributes: "", head: `<meta property="og:locale" content="fr_FR">` });
    expect(lang).toBe("fr-FR");
  });
});

describe("htmlToMarkdown: authors stated in JSON-LD", () => {
  const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

  it("reads an @graph author given by reference, and every author of a list", () => {
    const graph = ld({
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "NewsArticle", headline: "Life returns to the old harbour", author: [{ "@id": "#jane" }, { "@id": "#john" }] },
        { "@type": "Person", "@id": "#jane", name: "Jane Doe" },
        { "@type": "Person", "@id": "#john", name: "John Roe" },
      ],
    });
    expect(convert({ head: graph }).byline).toBe("Jane Doe, John Roe");
  });
});
