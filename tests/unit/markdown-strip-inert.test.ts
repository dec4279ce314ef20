import { describe, expect, it } from "vitest";
import { stripInertMarkup } from "@shared/markdown/strip-inert-markup";

describe("stripInertMarkup", () => {
  it("removes scripts, styles and comments, keeping JSON-LD", () => {
    const ld = '<script type="application/ld+json">{"a":1}</script>';
    expect(stripInertMarkup(`a<SCRIPT src=x>var s = "</p>";</script >b<style>p{}</style>c<!-- note -->d${ld}`)).toBe(`abcd${ld}`);
  });

  it("lets whichever construct opened first consume the others, as the HTML tokenizer does", () => {
    expect(stripInertMarkup("a<script>x = '<!--';</script>b<!-- </style> -->c")).toBe("abc");
    expect(stripInertMarkup("a<!-->b<!--->c<!---->d")).toBe("abcd");
  });

  it("ends a script at an end tag with attributes or whitespace before its `>`, not at the next script's end", () => {
    // `</script` then a newline: the tag runs to the next `>` (here a comment's), as in a browser.
    expect(stripInertMarkup("a<script src=x></script\n<!-- note --><p>text</p><script>y</script>b")).toBe("a<p>text</p>b");
    expect(stripInertMarkup("a<style>p{}</style foo><p>text</p><style>q{}</style>b")).toBe("a<p>text</p>b");
    expect(stripInertMarkup("a<script>x</script/><p>text</p>")).toBe("a<p>text</p>");
  });

  it("leaves an opening without its end, and look-alike tags, as text", () => {
    expect(stripInertMarkup("a<scripts>b</scripts><script>never closed")).toBe("a<scripts>b</scripts><script>never closed");
    expect(stripInertMarkup("<script>open<!-- c -->x")).toBe("<script>openx");
    expect(stripInertMarkup("a<!-- unterminated")).toBe("a<!-- unterminated");
  });

  it("turns MathJax v2 script math into MathML carrying the TeX when asked", () => {
    const html = 'x <script type="math/tex; mode=display"> a<b </script> y';
    expect(stripInertMarkup(html, { texScripts: true })).toBe('x <math display="block"><annotation encoding="application/x-tex">a&lt;b</annotation></math> y');
    expect(stripInertMarkup(html)).toBe("x  y");
  });
});
