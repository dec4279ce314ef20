import { describe, expect, it } from "vitest";
import { DOMParser } from "linkedom";
import { htmlToMarkdown } from "@shared/markdown";
import { parseDocument } from "@shared/markdown/parse-document";
import { selectorCacheInUse } from "@shared/markdown/linkedom-selector-cache";

const ids = (list: ArrayLike<{ getAttribute(name: string): string | null }>) => Array.from(list, (e) => e.getAttribute("id"));

describe("linkedom selector queries with compiled selectors kept", () => {
  it("is in use once a page is parsed (the pinned linkedom still has the shape it relies on)", () => {
    htmlToMarkdown("<p>hello</p>", { url: "https://example.com/" });
    expect(selectorCacheInUse()).toBe(true);
  });

  it("answers document, element and repeated queries as linkedom did, in document order", () => {
    const document = parseDocument(
      '<html><body><div id=a class="x y"><p id=b>one</p><section id=c><p id=d class=x>two</p></section></div><p id=e>three</p></body></html>',
    );
    for (let round = 0; round < 2; round++) {
      expect(ids(document.querySelectorAll("p"))).toEqual(["b", "d", "e"]);
      expect(ids(document.querySelectorAll(".x"))).toEqual(["a", "d"]);
      expect(document.querySelector("section p")?.getAttribute("id")).toBe("d");
      expect(ids(document.querySelector("#a")?.querySelectorAll("P") ?? [])).toEqual(["b", "d"]);
      expect(document.querySelector("#d")?.closest("div, section")?.getAttribute("id")).toBe("c");
      expect(document.querySelector("#d")?.closest(".x")?.getAttribute("id")).toBe("d");
      expect(document.querySelector("#e")?.closest("section")).toBeNull();
      expect(document.querySelector("article")).toBeNull();
    }
  });

  it("compiles :scope against the element asked each time", () => {
    const document = parseDocument("<html><body><div id=a><p id=b></p><div id=c><p id=d></p></div></div></body></html>");
    expect(ids(document.querySelector("#a")?.querySelectorAll(":scope > p") ?? [])).toEqual(["b"]);
    expect(ids(document.querySelector("#c")?.querySelectorAll(":scope > p") ?? [])).toEqual(["d"]);
  });

  it("does not look inside <template> content, as linkedom's walk does not", () => {
    const document = parseDocument("<html><body><template><p id=t>x</p></template><p id=u>y</p></body></html>");
    expect(ids(document.querySelectorAll("p"))).toEqual(["u"]);
  });

  it("keeps case rules apart: tag names ignore case in HTML, not in XML", () => {
    const html = parseDocument("<html><body><p id=h>x</p></body></html>");
    expect(html.querySelector("P")?.getAttribute("id")).toBe("h");
    const xml = new DOMParser().parseFromString('<root><Item id="i"/></root>', "text/xml") as unknown as ReturnType<typeof parseDocument>;
    expect(xml.querySelector("Item")?.getAttribute("id")).toBe("i");
    expect(xml.querySelector("item")).toBeNull();
    expect(html.querySelector("p")?.getAttribute("id")).toBe("h");
  });

  it("still rejects an invalid selector on every call", () => {
    const document = parseDocument("<html><body><p>x</p></body></html>");
    expect(() => document.querySelector("p[")).toThrow();
    expect(() => document.querySelector("p[")).toThrow();
  });
});
