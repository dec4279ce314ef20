import { describe, expect, it } from "vitest";
import { Readability } from "@mozilla/readability";
import { collapsedLength, READABILITY_FAST_PATHS } from "@shared/markdown/readability-fast-paths";
import { parseDocument } from "@shared/markdown/parse-document";

const readabilityLength = (text: string) => text.trim().replace(/\s{2,}/g, " ").length;

describe("Readability fast paths: link density", () => {
  it("counts the length Readability's collapsed inner text has", () => {
    for (const text of ["", "  ", " a ", "a  b", "a\nb", "\u00a0x\u3000\u3000y\ufeff", "a\u200bb", "\ud83d\ude00  \t\n é ", "x\u2028\u2029y z"]) {
      expect(collapsedLength(text)).toBe(readabilityLength(text));
    }
  });

  it("gives the link density Readability's own method gives", () => {
    const document = parseDocument(
      '<div id=d> Intro text   with <a href="/x">a  link</a> and <a href="#note">a\nnote <a href="/y">nested</a></a>.<p>More  text <a>bare</a></p></div>',
    );
    const element = document.querySelector("#d");
    const reader = new Readability(document as never);
    const own = (Readability.prototype as unknown as { _getLinkDensity(this: unknown, e: unknown): number })._getLinkDensity.call(reader, element);
    expect(READABILITY_FAST_PATHS._getLinkDensity.call(reader as never, element as never)).toBe(own);
    expect(own).toBeGreaterThan(0);
  });
});

describe("Readability fast paths: candidates weighed in one walk", () => {
  it("gives each candidate the link density Readability's own method gives, in the order met or not", () => {
    const document = parseDocument(
      '<div id=a> Text <a href="/x">link <span id=c>in <a href="#n">note</a></span></a><div id=b><p id=p>More text, <a href="/y">y</a></p></div><a id=l href="/z"><p id=q>linked</p></a></div>',
    );
    const ids = ["p", "b", "a", "c", "l", "q"];
    const elements = ids.map((id) => document.querySelector(`#${id}`));
    const proto = Readability.prototype as unknown as { _getLinkDensity(this: unknown, e: unknown): number };
    const own = elements.map((element) => proto._getLinkDensity.call(new Readability(document as never), element));
    const fast = READABILITY_FAST_PATHS as unknown as { _initializeNode(this: unknown, e: unknown): void; _getLinkDensity(this: unknown, e: unknown): number };
    const reader = new Readability(document as never);
    for (const element of elements) fast._initializeNode.call(reader, element);
    expect(elements.map((element) => fast._getLinkDensity.call(reader, element))).toEqual(own);
    for (const element of elements) fast._initializeNode.call(reader, element);
    expect([...elements].reverse().map((element) => fast._getLinkDensity.call(reader, element))).toEqual([...own].reverse());
    expect(own.filter((density) => density > 0).length).toBeGreaterThan(3);
  });
});

describe("Readability fast paths: the article's cleaning lookups", () => {
  it("find, between the first and last conditional cleaning, what a fresh walk finds after removals", () => {
    const document = parseDocument(
      "<div id=a><div><form><input></form><h2>x</h2></div><aside><div><h1>z</h1></div></aside><h1>y</h1><table><tr><td><div></div></td></tr></table></div>",
    );
    const article = document.querySelector("#a");
    const reader = Object.assign(new Readability(document as never), READABILITY_FAST_PATHS, { _flagIsActive: () => false });
    const fast = reader as unknown as { _cleanConditionally(e: unknown, tag: string): void; _getAllNodesWithTag(e: unknown, tags: string[]): ArrayLike<unknown> };
    const lookup = (tags: string[]) => fast._getAllNodesWithTag(article, tags);
    const fresh = (tags: string[]) => Array.from(article?.querySelectorAll(tags.join(", ")) ?? []);
    fast._cleanConditionally(article, "form");
    document.querySelector("aside")?.remove();
    for (const tags of [["div"], ["h1", "h2"], ["form"], ["aside"]]) expect(Array.from(lookup(tags))).toEqual(fresh(tags));
    fast._cleanConditionally(article, "div");
    article?.appendChild(document.createElement("div"));
    expect(Array.from(lookup(["div"]))).toEqual(fresh(["div"]));
  });
});

describe("Readability fast paths: the page's stripping lookups", () => {
  it("find, from the noscript images' unwrapping to the line breaks' replacement, what a fresh walk finds after removals", () => {
    const document = parseDocument(
      '<html><head><style>a{}</style><script type="application/ld+json">{}</script></head><body><p>a<br>b<br><br>c</p><div><noscript>n</noscript><br></div></body></html>',
    );
    const reader = Object.assign(new Readability(document as never), READABILITY_FAST_PATHS);
    const fast = reader as unknown as { _unwrapNoscriptImages(doc: unknown): void; _replaceBrs(body: unknown): void; _getAllNodesWithTag(e: unknown, tags: string[]): ArrayLike<unknown> };
    const same = (root: { querySelectorAll(s: string): ArrayLike<unknown> } | null, tags: string[]) =>
      expect(Array.from(fast._getAllNodesWithTag(root, tags))).toEqual(Array.from(root?.querySelectorAll(tags.join(", ")) ?? []));
    fast._unwrapNoscriptImages(document);
    same(document, ["script"]);
    document.querySelector("div")?.remove();
    for (const tags of [["script", "noscript"], ["style"], ["br"]]) same(document, tags);
    same(document.body, ["br"]);
    fast._replaceBrs(document.body);
    document.body?.appendChild(document.createElement("br"));
    same(document.body, ["br"]);
  });
});

describe("Readability fast paths: relative URIs", () => {
  const page = (head: string) =>
    parseDocument(
      `<html><head>${head}</head><body><div id=d><p>Text <a href="javascript:void(0)">js text</a> and ` +
        `<a href="javascript:go()"><b>js</b> <i>kids</i></a> <a href="/rel?q=1#x">rel</a> <a href="#top">hash</a> ` +
        `<a href="https://example.com/a b">abs</a><img src="img/a.png" srcset="a.png 1x, b.png 2x"><video poster="p.jpg"></video></p></div></body></html>`,
    );
  const fixed = (fix: (content: unknown) => void, head: string) => {
    const document = page(head);
    const reader = new Readability(document as never);
    const content = document.querySelector("#d");
    fix.call(reader, content);
    return content?.innerHTML;
  };
  const own = (Readability.prototype as unknown as { _fixRelativeUris(content: unknown): void })._fixRelativeUris;

  it("leaves the page as Readability's own pass does, with no base, a relative base or an absolute one", () => {
    for (const head of ["", '<base href="/sub/">', '<base target="_blank">', '<base href="https://base.example/dir/">']) {
      const ours = fixed(READABILITY_FAST_PATHS._fixRelativeUris as never, head);
      expect(ours).toBe(fixed(own, head));
      expect(ours).toContain("js text");
      expect(ours).not.toContain("javascript:");
    }
    // An absolute base is still applied (Readability's pass runs).
    expect(fixed(READABILITY_FAST_PATHS._fixRelativeUris as never, '<base href="https://base.example/dir/">')).toContain("https://base.example/rel?q=1#x");
  });
});

describe("Readability fast paths: text density and comma count", () => {
  it("give what Readability's own methods give", () => {
    const document = parseDocument(
      "<div id=d>\n  One, two,  three <ul><li> a,\tb </li><li>c</li></ul> <p>x,<b>y , z</b></p> <![CDATA[q,r]]> end,</div><div id=e> \n </div>",
    );
    const reader = new Readability(document as never);
    const proto = Readability.prototype as unknown as Record<string, (this: unknown, ...args: unknown[]) => number>;
    const fast = READABILITY_FAST_PATHS as unknown as Record<string, (this: unknown, ...args: unknown[]) => number>;
    for (const id of ["#d", "#e"]) {
      const element = document.querySelector(id);
      for (const tags of [["ul", "ol"], ["p"], ["li", "b"], ["ul", "li", "p", "b"], ["span"]]) {
        expect(fast._getTextDensity?.call(reader, element, tags)).toBe(proto._getTextDensity?.call(reader, element, tags));
      }
      expect(fast._getCharCount?.call(reader, element, ",")).toBe(proto._getCharCount?.call(reader, element, ","));
      expect(fast._getCharCount?.call(reader, element, "t")).toBe(proto._getCharCount?.call(reader, element, "t"));
    }
    expect(fast._getCharCount?.call(reader, document.querySelector("#d"), ",")).toBeGreaterThan(4);
  });
});

describe("Readability fast paths: the article is not serialised for a log line", () => {
  it("returns the same article as Readability's own run, whose markup reads as usual afterwards", () => {
    const html =
      "<html><head><title>T</title></head><body><div class=nav><a href=/>Home</a></div><article><h2>Head</h2>" +
      "<p>First paragraph, with enough words, commas, and length to be scored as the article body here.</p>".repeat(6) +
      "</article></body></html>";
    const own = new Readability(parseDocument(html) as never, { keepClasses: true }).parse();
    const reader = new Readability(parseDocument(html) as never, { keepClasses: true, serializer: (node) => node as never });
    Object.assign(reader, READABILITY_FAST_PATHS);
    const fast = reader.parse() as unknown as { content: { innerHTML: string }; textContent: string } | null;
    expect(fast?.content && Object.prototype.hasOwnProperty.call(fast.content, "innerHTML")).toBe(false);
    expect(fast?.content.innerHTML).toBe(own?.content);
    expect(fast?.content.innerHTML).toContain("First paragraph");
    expect(fast?.textContent).toBe(own?.textContent);
  });
});
