import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { parseDocument } from "@shared/markdown/parse-document";
import { elementsByTagNames, elementsNamed, fastTagNamesInUse } from "@shared/markdown/linkedom-tag-names";

describe("linkedom tag-name lookups from a table of upper-case names", () => {
  it("is in use once a page is parsed (the pinned linkedom still has the shape it relies on)", () => {
    htmlToMarkdown("<p>hello</p>", { url: "https://example.com/" });
    expect(fastTagNamesInUse()).toBe(true);
  });

  it("finds parsed and created elements by either case, as linkedom did", () => {
    const document = parseDocument("<html><body><div id=a><p>one</p><my-widget></my-widget></div></body></html>");
    const created = document.createElement("DIV");
    document.body?.appendChild(created);
    expect(document.body?.tagName).toBe("BODY");
    expect(created.tagName).toBe("DIV");
    expect([document.body?.nodeName, created.nodeName, document.querySelector("my-widget")?.nodeName]).toEqual(["BODY", "DIV", "MY-WIDGET"]);
    expect(document.body?.firstChild?.firstChild?.firstChild?.nodeName).toBe("#text");
    expect(Array.from(document.getElementsByTagName("div"))).toEqual([document.querySelector("#a")]);
    expect(Array.from(document.getElementsByTagName("DIV"))).toEqual([document.querySelector("#a"), created]);
    expect(document.getElementsByTagName("MY-WIDGET")).toHaveLength(1);
    expect(document.querySelector("#a")?.getElementsByTagName("P")).toHaveLength(1);
  });

  it("collects several names in one walk in document order, the root element included for a document", () => {
    const document = parseDocument("<html><body><h2>a</h2><p>b<em>c</em></p><h3>d</h3></body></html>");
    expect(elementsNamed(document, new Set(["HTML", "H3", "P"])).map((e) => e.tagName)).toEqual(["HTML", "P", "H3"]);
    const body = document.body as NonNullable<typeof document.body>;
    expect(elementsNamed(body, new Set(["BODY", "EM", "H2"])).map((e) => e.tagName)).toEqual(["H2", "EM"]);
  });

  it("answers several getElementsByTagName lookups from one walk, with the same elements in the same order", () => {
    const document = parseDocument(
      '<html><head><meta name=a content=1><link rel=canonical href=/c><base href=/b/></head><body><time datetime=2020-01-01>t</time>' +
        '<svg><script>s</script></svg><div><meta itemprop=x content=2><time>u</time></div></body></html><meta name=late content=3>',
    );
    document.body?.appendChild(document.createElement("META"));
    const names = ["meta", "link", "time", "script", "base", "p"];
    const found = elementsByTagNames(document, names);
    for (const name of names) expect(found.get(name)).toEqual(Array.from(document.getElementsByTagName(name)));
    const upper = elementsByTagNames(document, ["META", "TIME"]);
    for (const name of ["META", "TIME"]) expect(upper.get(name)).toEqual(Array.from(document.getElementsByTagName(name)));
    expect(upper.get("META")).toHaveLength(4);
    expect(found.get("meta")).toHaveLength(3);
    expect(found.get("time")).toHaveLength(2);
    const body = document.body as NonNullable<typeof document.body>;
    expect(elementsByTagNames(body, ["meta", "time"]).get("time")).toEqual(Array.from(body.getElementsByTagName("time")));
  });
});
