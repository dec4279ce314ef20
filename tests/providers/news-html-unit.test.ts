import { describe, expect, it } from "vitest";
import { decodeEntities, hnHtmlToText } from "../../workers/news/src/hn-html.normalize";
import askStory from "../fixtures/upstream/hn-firebase/hn-firebase_item_ask_121003.json";
import job from "../fixtures/upstream/hn-firebase/hn-firebase_item_job_192327.json";
import commentHit from "../fixtures/upstream/hn-algolia/hn-algolia_search_tags-comment.json";

const noTags = /<\/?[a-z][^>]*>/i;

describe("hnHtmlToText", () => {
  it("returns null for missing or empty text instead of an empty string", () => {
    expect(hnHtmlToText(undefined)).toBeNull();
    expect(hnHtmlToText(null)).toBeNull();
    expect(hnHtmlToText("")).toBeNull();
    expect(hnHtmlToText("<p></p>  <i></i>")).toBeNull();
  });

  it("turns HN's unclosed <p> into blank lines between paragraphs", () => {
    expect(hnHtmlToText("One<p>Two<p>Three")).toBe("One\n\nTwo\n\nThree");
    expect(hnHtmlToText("<p>Is there anywhere to eat on Sandhill Road?</p>")).toBe("Is there anywhere to eat on Sandhill Road?");
  });

  it("converts the recorded Ask HN text into paragraphs without tags", () => {
    const text = hnHtmlToText(askStory.text);
    expect(text).not.toMatch(noTags);
    expect(text?.startsWith("or HN: the Next Iteration\n\nI get the impression")).toBe(true);
    expect(text?.split("\n\n")).toHaveLength(4);
    // HTML whitespace collapses: the double space in "ostentatious  adjectives" becomes one.
    expect(text).toContain("ostentatious adjectives");
  });

  it("keeps <pre><code> blocks verbatim, indentation included", () => {
    const text = hnHtmlToText(job.text) ?? "";
    expect(text).toContain("Responsibilities\n\n    * Contribute to product design and implementation discussions\n    * Implement projects");
    expect(text).toContain("\n\nQualifications\n\n    * You should know AS2");
    expect(text).not.toMatch(noTags);
  });

  it("replaces a link with its URL", () => {
    const text = hnHtmlToText(job.text) ?? "";
    expect(text).toContain("technical problem at http://www.justin.tv/problems/bml will go a long way");
  });

  it("expands links whose text HN shortened with an ellipsis", () => {
    const html = 'See <a href="https:&#x2F;&#x2F;example.org&#x2F;a&#x2F;very&#x2F;long&#x2F;path" rel="nofollow">https:&#x2F;&#x2F;example.org&#x2F;a&#x2F;...</a> now';
    expect(hnHtmlToText(html)).toBe("See https://example.org/a/very/long/path now");
  });

  it("keeps both words and URL when a link's text is not the URL", () => {
    expect(hnHtmlToText('<a href="https://example.org/x">the docs</a>')).toBe("the docs (https://example.org/x)");
  });

  it("drops javascript: and other non-web link targets, keeping the link text", () => {
    expect(hnHtmlToText('<a href="javascript:alert(1)">click</a>')).toBe("click");
    expect(hnHtmlToText('<a href=" JaVaScRiPt:alert(1)">x</a> y')).toBe("x y");
  });

  it("removes <script> and <style> together with their content", () => {
    expect(hnHtmlToText("a<script>alert('x')</script>b")).toBe("ab");
    expect(hnHtmlToText("a<SCRIPT type=x>document.cookie</SCRIPT >b<style>p{}</style>c")).toBe("abc");
    expect(hnHtmlToText("safe<script>never closed")).toBe("safe");
  });

  it("drops tags whose attributes hide a '>' in quotes", () => {
    expect(hnHtmlToText('<i title="a>b">it</i>alic')).toBe("italic");
  });

  it("drops comments and unknown tags but keeps their text", () => {
    expect(hnHtmlToText("a<!-- secret -->b <span class=x>c</span> <b>d</b> <code>e()</code>")).toBe("ab c d e()");
  });

  it("keeps a bare '<' that starts no tag", () => {
    expect(hnHtmlToText("if a < b and b<3")).toBe("if a < b and b<3");
  });

  it("decodes escaped markup to the characters the author typed, once", () => {
    // The author wrote "<script>" as text; plain text carries it as typed, it is not a tag.
    expect(hnHtmlToText("use &lt;script&gt; &amp;lt; carefully")).toBe("use <script> &lt; carefully");
  });

  it("decodes the entities in the recorded Algolia comment", () => {
    const text = hnHtmlToText(commentHit.hits[0]?.comment_text) ?? "";
    expect(text).toContain("it'll be alright");
    expect(text).not.toContain("&#x27;");
    expect(text).not.toMatch(noTags);
  });

  it("turns <br> and list items into line breaks", () => {
    expect(hnHtmlToText("a<br>b<ul><li>c</li><li>d</li></ul>")).toBe("a\nb\n\nc\nd");
  });
});

describe("decodeEntities", () => {
  it("decodes named, decimal and hexadecimal references", () => {
    expect(decodeEntities("&quot;a&quot; &amp; &#39;b&#39; &#x2F; &mdash; &hellip;")).toBe("\"a\" & 'b' / — …");
  });

  it("decodes astral code points", () => {
    expect(decodeEntities("&#x1F600;&#128512;")).toBe("😀😀");
  });

  it("replaces NUL, surrogates and out-of-range code points with U+FFFD", () => {
    expect(decodeEntities("&#0;&#xD800;&#x110000;")).toBe("\uFFFD\uFFFD\uFFFD");
  });

  it("leaves unknown names and bare ampersands as typed", () => {
    expect(decodeEntities("AT&T &bogus; a & b &")).toBe("AT&T &bogus; a & b &");
  });

  it("decodes the classic four without a semicolon only as whole words", () => {
    expect(decodeEntities("&lt &amp")).toBe("< &");
    expect(decodeEntities("?a=1&ltx=2&amps")).toBe("?a=1&ltx=2&amps");
  });
});
