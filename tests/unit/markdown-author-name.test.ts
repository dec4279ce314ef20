import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { authorName } from "@shared/markdown/page-metadata";
import { articlePage } from "../fixtures/markdown/article-page";

describe("authorName: the name in a byline line", () => {
  it.each([
    ["By Jane Smith on March 1, 2024 · 5 min read", "Jane Smith"],
    ["By Jane Smith", "Jane Smith"],
    ["Von Anna Müller", "Anna Müller"],
    ["Von: Jane Doe", "Jane Doe"],
    ["Jane Smith | Updated 3:45 PM EST, Fri March 1, 2024", "Jane Smith"],
    ["By Ann Lee, 1 August 2022", "Ann Lee"],
    ["Anna Müller am 3. Mai 2021", "Anna Müller"],
    ["Written by Jane Smith - Staff Writer", "Jane Smith - Staff Writer"],
    ["By Nathan Willis March 25, 2015", "Nathan Willis"],
    ["By Poppy Reid Feb 21, 2020", "Poppy Reid"],
    ["von eseppelt · 31. Oktober 2023", "eseppelt"],
    ["Von Isabella Rossi am Samstag, 19. Oktober 2019 um 11:14 Uhr", "Isabella Rossi"],
    ["von Ulrike 18.10.2019 16:06 Uhr", "Ulrike"],
  ])("reads %s as %s", (byline, name) => {
    expect(authorName(byline)).toBe(name);
  });

  it.each(["Jane Doe, John Roe", "Byron Smith", "Dick Van Dyke", "Maria del Carmen", "Jean Le Bon", "bjoernlinder01", "April 28, 2019 at 6:01 am", "Last Updated: January 7, 2025", "Bündnis 90/Die Grünen Bundestagsfraktion", "Datum: 19.11.2021 Autor: Fritz Imhof"])("leaves %s as it is", (names) => {
    expect(authorName(names)).toBe(names);
  });
});

describe("htmlToMarkdown: front matter states the byline's name", () => {
  it("writes author: the name, not the byline line", () => {
    const html = articlePage({ lead: `<div class="byline">By <a href="/authors/jane">Jane Smith</a> on March 1, 2024 · 5 min read</div>` });
    const { markdown, byline } = htmlToMarkdown(html, { url: "https://news.example.com/2024/harbour/story.html" });
    expect(byline).toBe("Jane Smith");
    expect(markdown).toContain('author: "Jane Smith"');
  });

  it.each([
    ["a name above its reputation (Stack Exchange)", `<div class="user-details" itemprop="author"><a href="/users/1/ann">ann_k</a><div class="-flair"><span class="reputation-score">97.3k</span></div></div>`, "ann_k"],
    ["a name above its affiliation (arXiv)", `<span class="ltx_creator ltx_role_author"><span class="ltx_personname">Ada Byron<br class="ltx_break">University of Somewhere</span></span>`, "Ada Byron"],
  ])("reads the byline's first line, not its lines run together: %s", (_, lead, name) => {
    const { byline } = htmlToMarkdown(articlePage({ lead }), { url: "https://news.example.com/2024/harbour/story.html" });
    expect(byline).toBe(name);
  });
});
