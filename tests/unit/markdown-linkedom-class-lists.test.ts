import { describe, expect, it } from "vitest";
import { parseDocument } from "@shared/markdown/parse-document";
import { classListCacheInUse, isJoinedTokens } from "@shared/markdown/linkedom-class-lists";

describe("linkedom class lists keep their joined string until they change", () => {
  it("is in use once a page is parsed (the pinned linkedom still has the shape it relies on)", () => {
    parseDocument("<p class=x>hello</p>");
    expect(classListCacheInUse()).toBe(true);
  });

  it("answers className and the class attribute from the current tokens after every kind of change", () => {
    const document = parseDocument('<html><body><div id=a class="  one two  one "></div><p id=b>x</p></body></html>');
    const element = document.querySelector("#a");
    if (!element) throw new Error("no element");
    const list = (element as unknown as { classList: Set<string> & Record<string, (...args: string[]) => unknown> }).classList;
    const joined = () => [...list].join(" ");
    const expectCurrent = (classes: string) => {
      expect(element.className).toBe(classes);
      expect(element.getAttribute("class")).toBe(classes);
      expect(joined()).toBe(classes);
      expect(element.outerHTML).toContain(`class="${classes}"`);
    };
    expectCurrent("one two");
    list.add?.("three");
    expectCurrent("one two three");
    list.remove?.("one");
    expectCurrent("two three");
    list.toggle?.("two");
    expectCurrent("three");
    list.toggle?.("four");
    expectCurrent("three four");
    list.replace?.("three", "five");
    expectCurrent("four five");
    list.delete("four");
    expect(element.className).toBe("five");
    element.setAttribute("class", "six seven");
    expectCurrent("six seven");
    element.className = "eight";
    expectCurrent("eight");
    element.removeAttribute("class");
    expect(element.className).toBe("");
    list.clear();
    expect(element.className).toBe("");
    const other = document.querySelector("#b");
    expect(other?.className).toBe("");
    other?.setAttribute("class", "nine");
    expect(other?.getAttribute("class")).toBe("nine");
  });

  it("reads a parsed element's class before any class list exists, and after the attribute changes", () => {
    const document = parseDocument('<html><body><p id=a class="x y">1</p><p id=b class="y  x y">2</p><p id=c class="z">3</p><p id=d>4</p></body></html>');
    const [a, b, c, d] = ["#a", "#b", "#c", "#d"].map((id) => document.querySelector(id));
    expect([a?.className, a?.getAttribute("class"), b?.className, d?.className, d?.getAttribute("class")]).toEqual(["x y", "x y", "y x", "", ""]);
    c?.removeAttribute("class");
    expect(c?.className).toBe("");
    d?.setAttribute("class", "w  v");
    expect(d?.getAttribute("class")).toBe("w v");
    expect((a?.cloneNode(true) as typeof a)?.className).toBe("x y");
  });

  it("tells a class value already in its joined form (single spaces, no repeats) from one linkedom rewrites", () => {
    for (const value of ["", "a", "a b", "one two three", "a-b c_d"]) expect(isJoinedTokens(value)).toBe(true);
    for (const value of [" a", "a ", "a  b", "a\tb", "a\nb", "a\u00a0b", "a b a", "a a", "b a b"]) expect(isJoinedTokens(value)).toBe(false);
  });

  it("gives parsed elements the class list and attribute linkedom's parser gave them, whatever the written value", () => {
    const document = parseDocument(
      '<html><body><p id=a class="x y">1</p><p id=b class="x\ty  x ">2</p><p id=c class="">3</p><p id=d class=solo>4</p></body></html>',
    );
    const element = (id: string) => {
      const found = document.querySelector(`#${id}`);
      if (!found) throw new Error(`no #${id}`);
      return found as typeof found & { classList: Set<string> & { add(...tokens: string[]): void } };
    };
    const expected: Record<string, string> = { a: "x y", b: "x y", c: "", d: "solo" };
    for (const [id, classes] of Object.entries(expected)) {
      expect(element(id).getAttribute("class")).toBe(classes);
      expect(element(id).className).toBe(classes);
      expect([...element(id).classList]).toEqual(classes ? classes.split(" ") : []);
      // linkedom leaves an empty class attribute out of the markup.
      expect(element(id).outerHTML).toContain(classes ? `class="${classes}"` : `<p id="${id}">`);
    }
    expect(document.querySelectorAll(".x").length).toBe(2);
    expect(document.querySelector(".solo")?.getAttribute("id")).toBe("d");
    const a = element("a");
    a.classList.add("z");
    expect(a.getAttribute("class")).toBe("x y z");
    expect(a.outerHTML).toContain('class="x y z"');
    a.className = "x y z";
    expect(a.className).toBe("x y z");
    const clone = a.cloneNode(true) as typeof a;
    expect(clone.className).toBe("x y z");
    expect([...clone.classList]).toEqual(["x", "y", "z"]);
  });
});
