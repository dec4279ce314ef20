import { describe, expect, it } from "vitest";
import { Event } from "linkedom";
import { htmlToMarkdown } from "@shared/markdown";
import { parseDocument } from "@shared/markdown/parse-document";
import { LINKEDOM_EVENT_TARGET, LINKEDOM_NODE, lazyEventTargetsInUse } from "@shared/markdown/linkedom-lazy-events";

describe("linkedom nodes without eager listener tables", () => {
  it("is in use once a page is parsed (the pinned linkedom still has the shape it relies on)", () => {
    htmlToMarkdown("<p>hello</p>", { url: "https://example.com/" });
    expect(lazyEventTargetsInUse()).toBe(true);
  });

  it("leaves linkedom's class chain as it is (V8 builds objects of a re-parented class much more slowly)", () => {
    parseDocument("<p>hello</p>");
    expect(Object.getPrototypeOf(LINKEDOM_NODE)).toBe(LINKEDOM_EVENT_TARGET);
  });

  it("still delivers events: at the target, bubbling to ancestors, the document and its window", () => {
    const document = parseDocument("<html><body><div id=outer><p id=inner>text</p></div></body></html>");
    const inner = document.querySelector("#inner") as unknown as EventTarget & { id: string };
    const outer = document.querySelector("#outer") as unknown as EventTarget;
    const seen: string[] = [];
    inner.addEventListener("ping", (event) => seen.push(`inner:${(event.target as unknown as { id: string }).id}`));
    outer.addEventListener("ping", { handleEvent: () => seen.push("outer") });
    (document as unknown as EventTarget).addEventListener("ping", () => seen.push("document"));
    const window = (document as unknown as { defaultView: EventTarget }).defaultView;
    window.addEventListener("ping", () => seen.push("window"));
    inner.dispatchEvent(new Event("ping", { bubbles: true }) as never);
    expect(seen).toEqual(["inner:inner", "outer", "document", "window"]);
    seen.length = 0;
    inner.dispatchEvent(new Event("ping") as never);
    expect(seen).toEqual(["inner:inner"]);
  });

  it("honours once, removeEventListener and stopImmediatePropagation", () => {
    const document = parseDocument("<p>text</p>");
    const p = document.querySelector("p") as unknown as EventTarget;
    const calls: string[] = [];
    const kept = () => calls.push("kept");
    p.addEventListener("ping", () => calls.push("once"), { once: true });
    p.addEventListener("ping", kept);
    p.dispatchEvent(new Event("ping") as never);
    p.dispatchEvent(new Event("ping") as never);
    expect(calls).toEqual(["once", "kept", "kept"]);
    p.removeEventListener("ping", kept);
    p.addEventListener("ping", (event) => {
      calls.push("first");
      event.stopImmediatePropagation();
    });
    p.addEventListener("ping", () => calls.push("never"));
    p.dispatchEvent(new Event("ping") as never);
    expect(calls).toEqual(["once", "kept", "kept", "first"]);
  });
});
