import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { articlePage } from "../fixtures/markdown/article-page";

const convert = (tail: string) => htmlToMarkdown(articlePage({ tail }), { url: "https://docs.example.com/guide/typescript" }).markdown;
const CODE = `<pre class="language-typescript"><code>let total: number = 1;\nconsole.log(total);</code></pre>`;

describe("htmlToMarkdown: article text that looks like furniture by name or wording stays", () => {
  it.each(["code-toolbar", "share-code", "codeblock-footer"])("keeps a code block framed by a block named %s", (frame) => {
    const markdown = convert(`<p>Declare it like this:</p><div class="${frame}">${CODE}<button>Copy</button></div><p>Then run it.</p>`);
    expect(markdown).toContain("```typescript\nlet total: number = 1;\nconsole.log(total);\n```");
  });

  it("still removes a share bar with no code in it", () => {
    const markdown = convert(`<div class="share-bar"><a href="https://x.example/share">Share on X</a> <a href="https://fb.example/share">Facebook</a></div>`);
    expect(markdown).not.toContain("Share on X");
  });

  it("keeps a section headed Comments that another section of the article follows", () => {
    const markdown = convert(
      `<h2>Comments</h2><p>TypeScript comments start with two slashes and run to the end of the line.</p>${CODE}` +
        `<h2>Types</h2><p>Every variable can carry a type annotation after its name.</p>`,
    );
    expect(markdown).toContain("## Comments");
    expect(markdown).toContain("TypeScript comments start with two slashes");
    expect(markdown).toContain("## Types");
  });

  it("still removes the comments that close a page", () => {
    const markdown = convert(`<h2>3 Comments</h2><p>Great article, thanks a lot for writing it!</p><p>I disagree with the second point.</p>`);
    expect(markdown).not.toContain("Great article, thanks");
    expect(markdown).not.toContain("3 Comments");
  });

  it("keeps technical text about subscribing to events, and removes a call to subscribe", () => {
    const markdown = convert(
      `<p>Subscribe to the change event to be notified whenever the value of the input changes.</p><p>Subscribe to our newsletter for weekly tips.</p>`,
    );
    expect(markdown).toContain("Subscribe to the change event to be notified");
    expect(markdown).not.toContain("Subscribe to our newsletter");
  });
});
