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

describe("htmlToMarkdown: an accordion's questions and answers", () => {
  const convertPage = (tail: string) => htmlToMarkdown(articlePage({ tail }), { url: "https://shop.example.com/help" }).content;

  it("writes each question and its hidden answer (a button that opens a panel beside it)", () => {
    const content = convertPage(
      `<h2>FAQ</h2><div class="accordion">` +
        `<div class="accordion-item"><h3 class="accordion-header"><button class="accordion-button" aria-expanded="true" aria-controls="a1">Is the ferry pass free?</button></h3>` +
        `<div id="a1" class="accordion-collapse collapse show"><div class="accordion-body">Yes, for residents of the harbour town, on weekdays and at weekends alike.</div></div></div>` +
        `<div class="accordion-item"><button aria-expanded="false" aria-controls="a2">Can I bring a bicycle?</button>` +
        `<div id="a2" class="collapse" hidden><div>Bicycles travel free on every crossing, space allowing, and must be wheeled aboard.</div></div></div></div>`,
    );
    expect(content).toContain("## FAQ");
    expect(content).toContain("### Is the ferry pass free?\n\nYes, for residents of the harbour town");
    expect(content).toContain("**Can I bring a bicycle?**");
    expect(content).toContain("Bicycles travel free on every crossing");
  });

  it("leaves a menu toggle's panel of links alone", () => {
    const content = convertPage(
      `<p>The timetable changes in spring, when the summer crossings start again after the winter pause.</p><button aria-expanded="false" aria-controls="menu">Menu</button>` +
        `<div id="menu" hidden><a href="/a">Timetable</a> <a href="/b">Fares</a> <a href="/c">Contact</a></div>`,
    );
    expect(content).not.toContain("Fares");
    expect(content).not.toContain("Menu");
  });

  it("leaves a search toggle's panel of filters alone", () => {
    const content = convertPage(
      `<p>The timetable changes in spring, when the summer crossings start again after the winter pause.</p><button aria-expanded="false" aria-controls="filters">Search</button>` +
        `<div id="filters" hidden><p>More filters for the timetable search</p><label><input type="checkbox"> Night crossings only</label></div>`,
    );
    expect(content).not.toContain("More filters");
  });
});
