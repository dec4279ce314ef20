import { describe, expect, it } from "vitest";
import { parseDocument } from "@shared/markdown/parse-document";
import { classListCacheInUse } from "@shared/markdown/linkedom-class-lists";

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
});
