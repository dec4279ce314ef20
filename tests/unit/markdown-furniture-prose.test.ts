import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { articlePage } from "../fixtures/markdown/article-page";

const convert = (tail: string) => htmlToMarkdown(articlePage({ tail }), { url: "https://docs.example.com/guide/sharing" }).markdown;

describe("htmlToMarkdown: prose that opens with a notice's, credit's or label's wording stays", () => {
  it("keeps a sentence that quotes a rights phrase, and removes the rights line", () => {
    const markdown = convert(`<p>The phrase "All rights reserved" was once required by the Buenos Aires Convention of 1910.</p><p>© 2024 Example Press. All rights reserved.</p>`);
    expect(markdown).toContain(`The phrase "All rights reserved" was once required by the Buenos Aires Convention of 1910.`);
    expect(markdown).not.toContain("Example Press");
  });

  it("keeps a sentence that opens like a photo credit, and removes the credit", () => {
    const markdown = convert(`<p>Photo: the team at the 2019 hackathon, where the idea first came up over pizza.</p><p>Photo: Jane Doe</p>`);
    expect(markdown).toContain("Photo: the team at the 2019 hackathon, where the idea first came up over pizza.");
    expect(markdown).not.toContain("Jane Doe");
  });

  it("keeps a sentence that opens with a © and a year, and removes the copyright line", () => {
    const markdown = convert(`<p>© 2024 is the copyright year shown in the footer of every page we checked.</p><p>© 2024 Coast Gazette Ltd</p>`);
    expect(markdown).toContain("© 2024 is the copyright year shown in the footer of every page we checked.");
    expect(markdown).not.toContain("Coast Gazette Ltd");
  });

  it("keeps a sentence that opens like a tag list, and removes the tag list", () => {
    const markdown = convert(`<p>Tags: are a way to label resources in AWS; each tag is a key and a value.</p><p>Tags: aws, cloud, billing</p>`);
    expect(markdown).toContain("Tags: are a way to label resources in AWS; each tag is a key and a value.");
    expect(markdown).not.toContain("aws, cloud, billing");
  });

  it("keeps a section headed Share over its own prose, and removes a Share label over share links", () => {
    const markdown = convert(
      `<h2>Share</h2><p>Share the state between components by lifting it up to their closest common parent.</p>` +
        `<h3>Share</h3><p><a href="https://x.example/share?u=1">X</a> <a href="https://fb.example/share?u=1">Facebook</a></p>`,
    );
    expect(markdown).toContain("## Share\n\nShare the state between components by lifting it up to their closest common parent.");
    expect(markdown).not.toContain("### Share");
  });
});

describe("htmlToMarkdown: a notebook's cells without their prompts", () => {
  it.each([
    ["JupyterLab", "jp-InputPrompt jp-InputArea-prompt", "jp-OutputPrompt jp-OutputArea-prompt"],
    ["classic Jupyter", "prompt input_prompt", "prompt output_prompt"],
  ])("leaves out %s's In [1]: and Out[1]: prompts and keeps the cells", (_, input, output) => {
    const markdown = convert(
      `<div class="cell"><div class="${input}">In&nbsp;[1]:</div><div class="highlight hl-ipython3"><pre>df.groupby("store").sum()</pre></div></div>` +
        `<div class="output"><div class="${output}">Out[1]:</div><pre>store A 30</pre></div>`,
    );
    expect(markdown).toContain('df.groupby("store").sum()');
    expect(markdown).toContain("store A 30");
    expect(markdown).not.toMatch(/In\s*\\?\[1\\?\]:|Out\\?\[1\\?\]:/);
  });
});
