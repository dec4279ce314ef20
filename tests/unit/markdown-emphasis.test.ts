import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { articlePage } from "../fixtures/markdown/article-page";

const convert = (tail: string) => htmlToMarkdown(articlePage({ tail }), { url: "https://news.example.com/harbour" }).markdown;
const paragraph = (html: string) => convert(`<p>${html} The harbour master said so at the meeting on Tuesday evening.</p>`);

describe("htmlToMarkdown: emphasis is written so that CommonMark renders it, its text unchanged", () => {
  it("merges adjacent runs of one kind", () => {
    expect(paragraph("Ferries <b>leave</b><b>hourly</b> and <i>arrive</i><i>late</i>.")).toContain("Ferries **leavehourly** and *arrivelate*.");
    expect(paragraph(`<b><i>"Harbour</i></b><b><i>side"</i></b>, she said.`)).toContain(`***"Harbourside"***, she said.`);
  });

  it("keeps a run bold across a line break, closing and reopening it around the break", () => {
    expect(paragraph("<strong>Line one<br>Line two</strong>")).toContain("**Line one**  \n**Line two**");
  });

  it("moves punctuation at a run's edge outside its delimiters where the run would stay literal", () => {
    expect(paragraph("Price<b>(USD)</b>: 5.")).toContain("Price(**USD**): 5.");
    expect(paragraph("日本語<b>「重要」</b>です。")).toContain("日本語「**重要**」です。");
    expect(paragraph("<b>Note:</b>Back.")).toContain("**Note**:Back.");
    expect(paragraph("snake<i>_case</i>_x.")).toContain("snake\\_*case*\\_x.");
    expect(paragraph("<b>Rodolfo Delgado</b><i>, harbour master.</i>")).toContain("**Rodolfo Delgado**, *harbour master*.");
  });

  it("drops emphasis that cannot render without changing the text", () => {
    expect(paragraph(`Price<b><a href="https://news.example.com/usd">USD</a></b>here.`)).toContain("Price[USD](https://news.example.com/usd)here.");
    expect(paragraph("Ratio<b>:</b>two.")).toContain("Ratio:two.");
  });

  it("writes a run nested in a run of its own kind once", () => {
    expect(paragraph("<b><b>Ich muss.</b></b>Ja.")).toContain("**Ich muss**.Ja.");
  });
});
