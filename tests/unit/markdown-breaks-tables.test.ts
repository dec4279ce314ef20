import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { articlePage } from "../fixtures/markdown/article-page";

const convert = (tail: string) => htmlToMarkdown(articlePage({ tail }), { url: "https://news.example.com/2024/harbour/story.html" }).markdown;

describe("htmlToMarkdown: line breaks", () => {
  it("writes <br> as a hard break (two spaces at the line end), so the lines stay apart when rendered", () => {
    const markdown = convert(`<p>Harbour Office<br>1 Quay Street<br>Seatown</p><blockquote><p>First line<br>Second line</p></blockquote>`);
    expect(markdown).toContain("Harbour Office  \n1 Quay Street  \nSeatown\n");
    expect(markdown).toContain("> First line  \n> Second line");
  });

  it("adds nothing for a break that ends a block, and a paragraph break for two in a row", () => {
    const markdown = convert(`<p>Closing words of the verse.<br></p><p>One<br><br>Two</p>`);
    expect(markdown).toContain("Closing words of the verse.\n\nOne\n\nTwo");
    expect(markdown).not.toMatch(/ +\n\n/);
  });

  it("keeps emphasis closed around a break at its end", () => {
    expect(convert(`<p><em>Tech note: see the appendix.<br></em>Next line here.</p>`)).toContain("*Tech note: see the appendix.*  \nNext line here.");
  });
});

describe("htmlToMarkdown: tables", () => {
  const table = (head: string, body: string) => `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;

  it("keeps each column's alignment from align or text-align in the delimiter row", () => {
    const markdown = convert(
      table(`<th align="left">Region</th><th style="text-align: center">Q1</th><th align="right">Q2</th><th>Note</th>`, `<tr><td>North</td><td>10</td><td>11</td><td>ok</td></tr>`),
    );
    expect(markdown).toContain("| Region | Q1 | Q2 | Note |\n| :--- | :---: | ---: | --- |\n| North | 10 | 11 | ok |");
  });

  it("leaves the cells a rowspan covers empty, so later cells stay in their columns", () => {
    const markdown = convert(
      table(
        `<th>Region</th><th>Q1</th><th>Q2</th>`,
        `<tr><td rowspan="2">North</td><td>10</td><td>11</td></tr><tr><td>12</td><td>13</td></tr><tr><td>South</td><td>14</td><td>15</td></tr>`,
      ),
    );
    expect(markdown).toContain("| North | 10 | 11 |\n| | 12 | 13 |\n| South | 14 | 15 |");
  });

  it("keeps a table whose cells hold a small table as a table, the inner one flattened into its cell", () => {
    const markdown = convert(
      `<table><tr><th>Team</th><th>Results</th></tr><tr><td>Red</td><td><table><tr><td>W</td><td>L</td></tr><tr><td>3</td><td>1</td></tr></table></td></tr><tr><td>Blue</td><td>none</td></tr></table>`,
    );
    expect(markdown).toContain("| Team | Results |\n| --- | --- |\n| Red | W L; 3 1 |\n| Blue | none |");
  });

  it("combines two header rows into one, each column headed by the cells above it", () => {
    const markdown = convert(
      `<table><thead><tr><th rowspan="2">Model</th><th colspan="2">Score</th></tr><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>x</td><td>1</td><td>2</td></tr></tbody></table>`,
    );
    expect(markdown).toContain("| Model | Score A | Score B |\n| --- | --- | --- |\n| x | 1 | 2 |");
  });

  it("writes a list in a cell as its items separated by semicolons", () => {
    const markdown = convert(table(`<th>Plan</th><th>Includes</th>`, `<tr><td>Basic</td><td><ul><li>one seat</li><li>two projects</li></ul></td></tr><tr><td>Team</td><td>all</td></tr>`));
    expect(markdown).toContain("| Basic | one seat; two projects |");
  });
});

describe("htmlToMarkdown: list items with paragraphs", () => {
  it("keeps a paragraph after an item's text apart from it (a blank line, indented), and simple items tight", () => {
    const markdown = convert(`<ol><li>Book the ferry</li><li>Pack the bags<p>Warm clothes first, then the maps.</p></li><li>Leave early</li></ol>`);
    expect(markdown).toContain("1. Book the ferry\n2. Pack the bags\n\n   Warm clothes first, then the maps.\n3. Leave early");
  });
});

describe("htmlToMarkdown: adjacent lists", () => {
  it("keeps two lists in a row apart by switching the marker (Markdown would read one list)", () => {
    const markdown = convert(`<ol><li>Book the ferry</li><li>Pack the bags</li></ol><ol start="7"><li>Leave early</li></ol><ul><li>a</li></ul><ul><li>b</li></ul><ul><li>c</li></ul>`);
    expect(markdown).toContain("1. Book the ferry\n2. Pack the bags\n\n7) Leave early");
    expect(markdown).toContain("- a\n\n* b\n\n- c");
  });
});
