import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { parseDocument } from "@shared/markdown/parse-document";
import { tokenizerSkipsInUse } from "@shared/markdown/linkedom-tokenizer";

/** What a parser reports, with adjacent text joined (a buffer boundary splits text in two). */
function trace(html: string, chunk: number): string[] {
  const events: string[] = [];
  const push = (event: string) => {
    const last = events.length - 1;
    if (event.startsWith("text:") && events[last]?.startsWith("text:")) events[last] += event.slice(5);
    else events.push(event);
  };
  const parser = new Parser(
    {
      onopentag: (name, attributes) => push(`open:${name}:${JSON.stringify(attributes)}`),
      onclosetag: (name) => push(`close:${name}`),
      ontext: (text) => push(`text:${text}`),
      oncomment: (text) => push(`comment:${text}`),
      onprocessinginstruction: (name, data) => push(`pi:${name}:${data}`),
    },
    { decodeEntities: true, lowerCaseAttributeNames: false },
  );
  for (let i = 0; i < html.length; i += chunk) parser.write(html.slice(i, i + chunk));
  parser.end();
  return events;
}

/** Random markup from pieces that exercise the two skipping states and their neighbours. */
function randomMarkup(seed: number): string {
  const pieces = [
    "text ", "a < b ", "x&y ", "&amp;", "&lt;", "&#169;", "&#x41;", "&notanentity;", "&", "<", ">", "\"", "'", "=", " ", "\n",
    "<p>", "</p>", "<div class=\"a &amp; b\">", "<a href='/x?a=1&b=2'>", "</a>", "<img alt=\"&quot;q&quot;\" src=x.png>",
    "<span title=\"it's\" data-x='say \"hi\"'>", "</span>", "<input value=a&amp;b disabled>", "<br/>", "<!-- c -->", "<!doctype html>",
    "<title>a &amp; b</title>", "<textarea>&lt;x</textarea>", "<b", " id=\"", "\"", "&amp", "</", "<p title=\"unterminated",
  ];
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  let html = "";
  const count = 5 + Math.floor(next() * 40);
  for (let i = 0; i < count; i++) html += pieces[Math.floor(next() * pieces.length)];
  // Closes whatever is left open: at the end of the input htmlparser2 itself reports unfinished
  // markup differently when it arrived in pieces ("x</a" gives "x" whole and "x</a" in pieces).
  return `${html}"'>--></textarea></title>.`;
}

describe("htmlparser2's tokenizer skipping runs of text and attribute values", () => {
  it("is in use once a page is parsed (the pinned htmlparser2 still has the shape it relies on)", () => {
    htmlToMarkdown("<p>hello</p>", { url: "https://example.com/" });
    expect(tokenizerSkipsInUse()).toBe(true);
  });

  it("reports what the per-character loop reports: the same tags, attributes, text and entities", () => {
    // Written one character at a time, the tokenizer has nothing to skip: the reference.
    for (let seed = 1; seed <= 400; seed++) {
      const html = randomMarkup(seed);
      expect(trace(html, html.length || 1), html).toEqual(trace(html, 1));
    }
  });

  it("keeps entities, quotes and a lone < or & in the text and attributes linkedom builds", () => {
    const document = parseDocument(
      '<p id=p title="Tom &amp; Jerry&#39;s &quot;show&quot;" data-q=\'a "b" &lt;c\'>1 < 2 &amp;&amp; R&D &copy; 2024 &#x263A;</p>',
    );
    const p = document.querySelector("#p");
    expect(p?.getAttribute("title")).toBe('Tom & Jerry\'s "show"');
    expect(p?.getAttribute("data-q")).toBe('a "b" <c');
    expect(p?.textContent).toBe("1 < 2 && R&D \u00a9 2024 \u263a");
  });
});
