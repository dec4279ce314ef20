import { describe, expect, it } from "vitest";
import { parseDocument } from "@shared/markdown/parse-document";
import { CollapsedCounter, textLengthUpTo, textShape } from "@shared/markdown/text-length";

const collapsed = (text: string) => text.replace(/\s+/g, " ").trim().length;
const PIECES = ["", " ", "\n\t ", "a", " a", "a ", " ab  cd ", "\u00a0x\u3000", "word", "two words", "\ufeff", "é  ü"];

describe("collapsed text lengths counted without building the string", () => {
  it("gives the collapsed length of text that arrives in pieces, by text or by shape", () => {
    for (const a of PIECES) for (const b of PIECES) for (const c of PIECES) {
      const byText = new CollapsedCounter();
      const byShape = new CollapsedCounter();
      for (const piece of [a, b, c]) {
        byText.add(piece);
        byShape.addShape(textShape(piece));
      }
      expect([byText.length, byShape.length]).toEqual([collapsed(a + b + c), collapsed(a + b + c)]);
    }
  });

  it("counts an element's text exactly up to the cap and past it only as far as needed", () => {
    const document = parseDocument("<div id=d> One <b>two</b>  <i> three </i><p>four\n five</p> </div>");
    const div = document.querySelector("#d") as NonNullable<ReturnType<typeof document.querySelector>>;
    const exact = collapsed(div.textContent ?? "");
    expect(textLengthUpTo(div)).toBe(exact);
    expect(textLengthUpTo(div, exact)).toBe(exact);
    expect(textLengthUpTo(div, 5)).toBeGreaterThan(5);
    expect(textLengthUpTo(div, 5)).toBeLessThan(exact);
  });

  it("stops inside a long text node past the cap, or after it with wholeNodes", () => {
    const paragraph = parseDocument(`<p>${"word ".repeat(100)}</p>`).querySelector("p") as NonNullable<ReturnType<ReturnType<typeof parseDocument>["querySelector"]>>;
    expect(textLengthUpTo(paragraph, 5)).toBe(6);
    expect(textLengthUpTo(paragraph, 5, { wholeNodes: true })).toBe(499);
  });
});
