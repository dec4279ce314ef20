import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { articlePage } from "../fixtures/markdown/article-page";

const convert = (tail: string) => htmlToMarkdown(articlePage({ tail }), { url: "https://docs.example.com/guide/terms" }).content;

describe("htmlToMarkdown: list numbers as the browser shows them", () => {
  it("counts a reversed list down, from its start or its item count", () => {
    expect(convert(`<ol reversed><li>Third place goes to the harbour team.</li><li>Second place goes to the ferry crew.</li><li>First place goes to the lifeboat volunteers.</li></ol>`)).toContain(
      "3. Third place goes to the harbour team.\n2. Second place goes to the ferry crew.\n1. First place goes to the lifeboat volunteers.",
    );
    expect(convert(`<ol reversed start="10"><li>Ten boats left the harbour.</li><li>Nine boats came back.</li></ol>`)).toContain("10. Ten boats left the harbour.\n9. Nine boats came back.");
  });

  it("takes an item's value, and counts on from it", () => {
    expect(convert(`<ol><li>Moor the boat at the quay.</li><li value="5">Pay the harbour fee.</li><li>Leave before the tide turns.</li></ol>`)).toContain(
      "1. Moor the boat at the quay.\n5. Pay the harbour fee.\n6. Leave before the tide turns.",
    );
  });

  it("writes no marker for an item with nothing to show, and the next item keeps its number", () => {
    const blank = `<li><img src="https://docs.example.com/blank.gif" width="1" height="1"> </li>`;
    expect(convert(`<ul><li>Moor the boat at the quay.</li>${blank}<li>Pay the harbour fee.</li></ul>`)).toContain("- Moor the boat at the quay.\n- Pay the harbour fee.");
    expect(convert(`<ol><li>Moor the boat at the quay.</li>${blank}<li>Pay the harbour fee.</li></ol>`)).toContain("1. Moor the boat at the quay.\n3. Pay the harbour fee.");
  });
});

describe("htmlToMarkdown: definition lists", () => {
  it("writes a term in bold on its own line, its definition below", () => {
    const content = convert(
      `<dl><dt><code>callbackFn</code></dt><dd>A function to run for each element of the array.</dd><dt>thisArg</dt><dd>A value to use as <code>this</code> when running the function.</dd></dl>`,
    );
    expect(content).toContain("**`callbackFn`**\n\nA function to run for each element of the array.\n\n**thisArg**\n\nA value to use as `this`");
  });
});

describe("htmlToMarkdown: a list the page numbers by style", () => {
  it("writes a recipe's steps as numbered when their style numbers them (WP Recipe Maker)", () => {
    const step = (text: string) => `<li class="wprm-recipe-instruction" style="list-style-type: decimal;"><div class="wprm-recipe-instruction-text">${text}</div></li>`;
    const markdown = convert(`<ul class="wprm-recipe-instructions">${step("Heat the oven to 180 °C and line a loaf tin.")}${step("Beat the butter and sugar until pale.")}</ul>`);
    expect(markdown).toContain("1. Heat the oven to 180 °C and line a loaf tin.\n2. Beat the butter and sugar until pale.");
  });
});
