import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { articlePage } from "../fixtures/markdown/article-page";

const convert = (tail: string) => htmlToMarkdown(articlePage({ tail }), { url: "https://news.example.com/harbour" }).markdown;

describe("htmlToMarkdown: text only screen readers announce is left out, as a sighted reader sees the page", () => {
  it.each(["screen-reader-text", "sr-only", "visually-hidden", "visuallyhidden", "sr-only sr-only-focusable"])("drops a link's hidden note in a %s element", (name) => {
    const markdown = convert(
      `<p>The quay works follow the <a href="https://port.example.org/spec">specification<span class="${name}"> (opens in a new tab)</span></a> the port authority published after long talks with the fishermen.</p>`,
    );
    expect(markdown).toContain("follow the [specification](https://port.example.org/spec) the port authority");
    expect(markdown).not.toContain("opens in a new tab");
  });

  it("keeps an element that only holds screen-reader text, and its visible text", () => {
    const markdown = convert(`<p class="note">The ferry leaves at eight from the <em>north pier<span class="sr-only"> (map below)</span></em> every weekday morning.</p>`);
    expect(markdown).toContain("The ferry leaves at eight from the *north pier* every weekday morning.");
  });

  it("keeps a space where hidden text parted two words", () => {
    const markdown = convert(`<h2><span class="kicker">Harbour</span><span class="visually-hidden">: </span><span class="title">The quay rebuilt</span></h2><p>Work on the old stone quay starts in March and should end before the summer season.</p>`);
    expect(markdown).toContain("## Harbour The quay rebuilt");
  });

  it("keeps the spoken copy of visible text hidden from screen readers", () => {
    const markdown = convert(`<p>Prep time <span class="time"><span>20<span class="sr-only"> minutes</span></span> <span aria-hidden="true">mins</span></span> before the boats come in.</p>`);
    expect(markdown).toContain("Prep time 20 minutes before the boats come in.");
  });

  it("empties a hidden table header cell rather than shifting the columns", () => {
    const markdown = convert(
      `<table><tr><th>Boat</th><th class="sr-only">Actions</th><th>Berth</th></tr><tr><td>Mary Rose</td><td>Edit</td><td>4</td></tr><tr><td>Sea Star</td><td>Edit</td><td>7</td></tr></table>`,
    );
    expect(markdown).toContain("| Boat | | Berth |\n| --- | --- | --- |\n| Mary Rose | Edit | 4 |");
  });
});
