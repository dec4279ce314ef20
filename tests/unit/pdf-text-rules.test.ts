import { describe, expect, it } from "vitest";
import { listMarker } from "@shared/pdf/blocks";
import { escapeBlockStart, joinLines, normalizeGlyphs } from "@shared/pdf/inline-text";

describe("joinLines (paragraph joining and de-hyphenation)", () => {
  it("joins lines with one space", () => {
    expect(joinLines(["The quick brown", "fox jumps."])).toBe("The quick brown fox jumps.");
  });

  it("removes the hyphen of a word broken at a line end", () => {
    expect(joinLines(["a fast conver-", "sion step"])).toBe("a fast conversion step");
  });

  it("keeps the hyphen when the next line starts with a capital or a digit", () => {
    expect(joinLines(["the JavaScript-", "Based engine"])).toBe("the JavaScript-Based engine");
    expect(joinLines(["an x86-", "64 build"])).toBe("an x86-64 build");
  });

  it("keeps the hyphen of a word that is already a compound", () => {
    expect(joinLines(["state-of-", "the-art results"])).toBe("state-of-the-art results");
  });

  it("keeps the hyphen after prefixes English always hyphenates", () => {
    expect(joinLines(["a well-", "known fact and a self-", "contained proof"])).toBe("a well-known fact and a self-contained proof");
  });

  it("always drops a soft hyphen at a line end", () => {
    expect(joinLines(["inter\u00ad", "national"])).toBe("international");
  });

  it("does not treat a dash after a space as a hyphenation", () => {
    expect(joinLines(["prices rose -", "sharply"])).toBe("prices rose - sharply");
  });
});

describe("listMarker", () => {
  it("recognises bullets and numbers", () => {
    expect(listMarker("\u2022 Apples")).toEqual({ marker: "-", rest: "Apples" });
    expect(listMarker("\u2022Apples")).toEqual({ marker: "-", rest: "Apples" });
    expect(listMarker("- Apples")).toEqual({ marker: "-", rest: "Apples" });
    expect(listMarker("12. Apples")).toEqual({ marker: "12.", rest: "Apples" });
    expect(listMarker("3) Apples")).toEqual({ marker: "3.", rest: "Apples" });
    expect(listMarker("(b) Apples")).toEqual({ marker: "- (b)", rest: "Apples" });
  });

  it("leaves initials, decimals and hyphenated words alone", () => {
    expect(listMarker("A. Gal and B. Eich")).toBeNull();
    expect(listMarker("3.5 million units")).toBeNull();
    expect(listMarker("-5 degrees")).toBeNull();
  });
});

describe("escapeBlockStart", () => {
  it("escapes text that Markdown would read as block syntax", () => {
    expect(escapeBlockStart("# not a heading")).toBe("\\# not a heading");
    expect(escapeBlockStart("1. not a list")).toBe("1\\. not a list");
    expect(escapeBlockStart("> not a quote")).toBe("\\> not a quote");
    expect(escapeBlockStart("plain text")).toBe("plain text");
  });
});

describe("normalizeGlyphs", () => {
  it("composes TeX's separate spacing accents with their letter", () => {
    expect(normalizeGlyphs("na\u00a8\u0131ve caf\u00b4e")).toBe("na\u00efve caf\u00e9");
  });

  it("turns ligatures and Arabic presentation forms into letters", () => {
    expect(normalizeGlyphs("\ufb01rst \ufb02ow")).toBe("first flow");
    expect(normalizeGlyphs("\ufe8d\ufee7\ufeee\ufe8d\ufeca")).toBe("\u0627\u0646\u0648\u0627\u0639");
  });
});
