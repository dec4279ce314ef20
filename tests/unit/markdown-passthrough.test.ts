import { describe, expect, it } from "vitest";
import { Readability } from "@mozilla/readability";
import { estimateTokens, htmlToMarkdown, isPassThroughType, passThrough } from "@shared/markdown";
import { READABILITY_FAST_PATHS } from "@shared/markdown/readability-fast-paths";

describe("pass-through of non-HTML text", () => {
  it("returns text/plain unchanged, without front matter", () => {
    const text = "Line one <b>not html</b>\r\nLine two";
    const result = htmlToMarkdown(text, { url: "https://example.com/a.txt", contentType: "text/plain; charset=utf-8" });
    expect(result.markdown).toBe("Line one <b>not html</b>\nLine two");
    expect(result.content).toBe(result.markdown);
    expect(result.title).toBeNull();
  });

  it("returns text/markdown unchanged and reports its first heading as title", () => {
    const result = passThrough("intro\n# Real Title\n\nbody", "text/markdown");
    expect(result.markdown).toBe("intro\n# Real Title\n\nbody");
    expect(result.title).toBe("Real Title");
  });

  it.each(["text/markdown; charset=utf-8", "text/plain"])("converts an HTML document served as %s instead of passing its tags through", (type) => {
    const html = `<!DOCTYPE html>\n<html><head><title>Harbour news</title></head><body><article><p>${"The council approved the new quay after a long debate. ".repeat(6)}</p></article></body></html>`;
    const result = htmlToMarkdown(html, { url: "https://example.com/notes.md", contentType: type });
    expect(result.content).toContain("# Harbour news\n\nThe council approved the new quay");
    expect(result.content).not.toContain("<");
    // Markdown that merely mentions a tag later on still passes through.
    const markdown = "# Notes\n\nUse <html> as the root element.";
    expect(htmlToMarkdown(markdown, { url: "https://example.com/notes.md", contentType: type }).markdown).toBe(markdown);
  });

  it("converts HTML and XHTML content types", () => {
    expect(isPassThroughType("text/html; charset=utf-8")).toBe(false);
    expect(isPassThroughType("application/xhtml+xml")).toBe(false);
    expect(isPassThroughType("text/x-markdown")).toBe(true);
  });
});

describe("estimateTokens", () => {
  it("counts about four ASCII characters per token", () => {
    expect(estimateTokens("")).toBe(0);
    expect(estimateTokens("a".repeat(400))).toBe(100);
  });

  it("counts CJK characters as about one token each and other scripts at two characters", () => {
    expect(estimateTokens("日本語のテキスト")).toBe(8);
    expect(estimateTokens("Привет")).toBe(3);
  });
});

describe("Readability fast paths", () => {
  it("override methods that exist on the pinned Readability", () => {
    for (const name of Object.keys(READABILITY_FAST_PATHS)) {
      expect(typeof (Readability.prototype as unknown as Record<string, unknown>)[name]).toBe("function");
    }
  });
});
