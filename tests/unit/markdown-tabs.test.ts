import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { articlePage } from "../fixtures/markdown/article-page";

const convert = (tail: string) => htmlToMarkdown(articlePage({ tail }), { url: "https://docs.example.com/guide/install" }).markdown;
const code = (text: string) => `<pre><code class="language-bash">${text}</code></pre>`;

describe("htmlToMarkdown: tabbed panels", () => {
  it("writes every panel of a Docusaurus tab set, hidden ones too, each under its tab's label", () => {
    const markdown = convert(
      `<p>Install the package:</p><div class="tabs-container"><ul role="tablist" class="tabs"><li role="tab" aria-selected="true">npm</li><li role="tab">Yarn</li><li role="tab">pnpm</li></ul>` +
        `<div class="margin-top--md"><div role="tabpanel">${code("npm install harbour")}</div><div role="tabpanel" hidden>${code("yarn add harbour")}</div><div role="tabpanel" hidden>${code("pnpm add harbour")}</div></div></div>`,
    );
    expect(markdown).toContain("**npm**\n\n```bash\nnpm install harbour\n```\n\n**Yarn**\n\n```bash\nyarn add harbour\n```\n\n**pnpm**\n\n```bash\npnpm add harbour\n```");
    expect(markdown).not.toContain("- npm");
  });

  it("pairs tabs with their panels by aria-controls", () => {
    const markdown = convert(
      `<div><div role="tablist"><button role="tab" aria-controls="p-mac">macOS</button><button role="tab" aria-controls="p-win">Windows</button></div>` +
        `<div role="tabpanel" id="p-win" aria-hidden="true">${code("winget install harbour")}</div><div role="tabpanel" id="p-mac">${code("brew install harbour")}</div></div>`,
    );
    expect(markdown).toContain("**Windows**\n\n```bash\nwinget install harbour\n```\n\n**macOS**\n\n```bash\nbrew install harbour\n```");
  });

  it("leaves an accordion (its panels inside the tablist) as it is", () => {
    const markdown = convert(
      `<div class="panel-group" role="tablist"><div class="panel"><a role="button" aria-controls="c1"><div class="panel-heading" role="tab"><h4>Decree of 22 September</h4></div></a>` +
        `<div id="c1" class="panel-collapse collapse" role="tabpanel"><p>The decree extends the special measures until further notice, and the council keeps its powers.</p></div></div></div>`,
    );
    expect(markdown).toContain("#### Decree of 22 September\n\nThe decree extends the special measures until further notice");
  });

  it("writes each MkDocs Material tab's label above its block", () => {
    const markdown = convert(
      `<div class="tabbed-set tabbed-alternate" data-tabs="1:2"><input checked="checked" id="__tabbed_1_1" name="__tabbed_1" type="radio"><input id="__tabbed_1_2" name="__tabbed_1" type="radio">` +
        `<div class="tabbed-labels"><label for="__tabbed_1_1">pip</label><label for="__tabbed_1_2">conda</label></div>` +
        `<div class="tabbed-content"><div class="tabbed-block">${code("pip install harbour")}</div><div class="tabbed-block">${code("conda install harbour")}</div></div></div>`,
    );
    expect(markdown).toContain("**pip**\n\n```bash\npip install harbour\n```\n\n**conda**\n\n```bash\nconda install harbour\n```");
    expect(markdown).not.toContain("pipconda");
  });
});
