import { describe, expect, it } from "vitest";
import { ApiError } from "@shared/errors";
import { htmlToMarkdown } from "@shared/markdown";
import { articlePage } from "../fixtures/markdown/article-page";

const url = "https://news.example.com/story";

describe("htmlToMarkdown with a selector", () => {
  it("keeps only the elements matching the selector", () => {
    const { content } = htmlToMarkdown(articlePage(), { url, selector: "aside.sidebar" });
    expect(content).toContain("Another story");
    expect(content).not.toContain("The harbour town woke slowly");
    expect(content).not.toContain("FOOTER-MARKER");
  });

  it("keeps several matches in document order without repeating nested ones", () => {
    const html = "<html><body><div class=x>first <span class=x>nested</span></div><p>skip</p><div class=x>second</div></body></html>";
    const { content } = htmlToMarkdown(html, { url, selector: ".x" });
    expect(content.match(/nested/g)).toHaveLength(1);
    expect(content.indexOf("first")).toBeLessThan(content.indexOf("second"));
    expect(content).not.toContain("skip");
  });

  it("turns a selected heading that repeats the page title into the single # line", () => {
    const { content } = htmlToMarkdown(articlePage(), { url, selector: "article" });
    expect(content.startsWith("# Life returns to the old harbour\n\nThe harbour town")).toBe(true);
    expect(content.match(/Life returns to the old harbour/g)).toHaveLength(1);
  });

  it("rejects an invalid selector with a 400 invalid_request ApiError", () => {
    let caught: unknown;
    try {
      htmlToMarkdown(articlePage(), { url, selector: "div[[" });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect((caught as ApiError).code).toBe("invalid_request");
    expect((caught as ApiError).status).toBe(400);
  });

  it("rejects a page URL that is not absolute", () => {
    expect(() => htmlToMarkdown("<p>x</p>", { url: "/relative" })).toThrow(ApiError);
  });
});
