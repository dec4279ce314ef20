import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { articlePage } from "../fixtures/markdown/article-page";

const convert = (tail: string) => htmlToMarkdown(articlePage({ tail }), { url: "https://docs.example.com/guide/loops" }).markdown;

describe("htmlToMarkdown: code without its line numbers", () => {
  it("drops a Pygments highlighttable's gutter column and keeps the code", () => {
    const markdown = convert(
      `<div class="highlight"><table class="highlighttable"><tr><td class="linenos"><div class="linenodiv"><pre><span class="normal">1</span>\n<span class="normal">2</span></pre></div></td>` +
        `<td class="code"><div><pre><span class="k">for</span> i <span class="ow">in</span> range(2):\n    print(i)\n</pre></div></td></tr></table></div>`,
    );
    expect(markdown).toContain("```\nfor i in range(2):\n    print(i)\n```");
    expect(markdown).not.toMatch(/```\n1\n2\n```/);
  });

  it("drops line numbers written inline as <span class=\"ln\">", () => {
    const markdown = convert(`<pre class="language-python"><code><span class="ln">1</span>x = 1\n<span class="ln">2</span>y = 2</code></pre>`);
    expect(markdown).toContain("```python\nx = 1\ny = 2\n```");
  });

  it("keeps a code block that is only numbers when nothing names it a gutter", () => {
    expect(convert(`<pre>1\n2\n3</pre>`)).toContain("```\n1\n2\n3\n```");
  });
});

describe("htmlToMarkdown: task lists", () => {
  it("writes checkboxes of list items as GFM task markers, though Readability removes inputs", () => {
    const markdown = convert(`<ul><li><input type="checkbox" checked disabled> Book the ferry</li><li><input type="checkbox" disabled> Pack the bags</li></ul>`);
    expect(markdown).toContain("- [x] Book the ferry\n- [ ] Pack the bags");
  });
});

describe("htmlToMarkdown: a code block's language from Medium, Confluence, Jupyter and rustdoc markup", () => {
  it.each([
    ["Medium's data-code-block-lang", `<pre data-code-block-lang="python"><span>print("harbour")</span></pre>`, "python"],
    ["Confluence's SyntaxHighlighter params", `<pre class="syntaxhighlighter-pre" data-syntaxhighlighter-params="brush: java; gutter: false">System.out.println("harbour");</pre>`, "java"],
    ["nbconvert's hl-ipython3 (Python)", `<div class="highlight hl-ipython3"><pre><span></span>print("harbour")</pre></div>`, "python"],
    ["rustdoc's pre.rust", `<div class="example-wrap"><pre class="rust rust-example-rendered"><code><span class="kw">let</span> harbour = Vec::new();</code></pre></div>`, "rust"],
  ])("names the fence with %s", (_name, block, language) => {
    expect(convert(block)).toContain("```" + language + "\n");
  });
});
