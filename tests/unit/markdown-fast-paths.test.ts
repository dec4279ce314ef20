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
