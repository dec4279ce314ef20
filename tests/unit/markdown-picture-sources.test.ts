import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { articlePage } from "../fixtures/markdown/article-page";

const convert = (tail: string) => htmlToMarkdown(articlePage({ tail }), { url: "https://blog.example.com/harbour" }).markdown;

describe("htmlToMarkdown: an image without a src takes its address from its srcset or its <picture>", () => {
  it("takes the largest candidate of the picture's source of a common type (Medium's markup)", () => {
    const markdown = convert(
      `<figure><picture>` +
        `<source srcSet="https://cdn.example.com/resize:fit:640/format:webp/quay.png 640w, https://cdn.example.com/resize:fit:1400/format:webp/quay.png 1400w" type="image/webp"/>` +
        `<source srcSet="https://cdn.example.com/resize:fit:640/quay.png 640w, https://cdn.example.com/resize:fit:1400/quay.png 1400w"/>` +
        `<img alt="The quay" width="700" height="394" loading="eager" role="presentation"/>` +
        `</picture><figcaption>Figure 1. The rebuilt quay</figcaption></figure>`,
    );
    expect(markdown).toContain("![The quay](https://cdn.example.com/resize:fit:1400/quay.png)\n\nFigure 1. The rebuilt quay");
  });

  it("takes a webp source over an avif one when the picture offers no other", () => {
    const markdown = convert(
      `<figure><picture><source srcset="/quay.avif 800w" type="image/avif"><source srcset="/quay-small.webp 400w, /quay.webp 800w" type="image/webp"><img alt="The quay"></picture><figcaption>The quay at dawn</figcaption></figure>`,
    );
    expect(markdown).toContain("![The quay](https://blog.example.com/quay.webp)");
  });

  it("takes the largest candidate of the image's own srcset, commas in its URLs included", () => {
    const markdown = convert(
      `<p>The quay in winter: <img alt="Quay" srcset="https://img.example.com/w_480,c_fill/quay.jpg 480w, https://img.example.com/w_1024,c_fill/quay.jpg 1024w, https://img.example.com/w_320,c_fill/quay.jpg 320w"> seen from the pier.</p>`,
    );
    expect(markdown).toContain("![Quay](https://img.example.com/w_1024,c_fill/quay.jpg)");
  });

  it("reads a srcset written srcSet (React's server rendering)", () => {
    const markdown = convert(`<p>The quay in winter: <img alt="Quay" srcSet="/quay-480.jpg 480w, /quay-1024.jpg 1024w"> seen from the pier.</p>`);
    expect(markdown).toContain("![Quay](https://blog.example.com/quay-1024.jpg)");
  });
});
