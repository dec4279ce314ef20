import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { PARAGRAPHS } from "../fixtures/markdown/article-page";

const post = (votes: number, text: string, code: string) =>
  `<div class="post-layout"><div class="votecell"><div class="js-vote-count" itemprop="upvoteCount" data-value="${votes}">${votes}</div></div>` +
  `<div class="postcell"><div class="s-prose" itemprop="text"><p>${text}</p><pre><code>${code}</code></pre><p>${PARAGRAPHS[3]}</p></div></div></div>`;

function questionPage(): string {
  return `<!doctype html><html lang="en"><head><title>How do I moor a boat at the old quay? - Harbour Q&amp;A</title></head><body>
    <div id="question-header"><h1>How do I moor a boat at the old quay?</h1></div>
    <div id="mainbar" itemprop="mainEntity" itemscope itemtype="https://schema.org/Question">
      <div class="question">${post(6512, PARAGRAPHS[0]!, "rope.tie(quay)")}</div>
      <div id="answers">
        <div class="answer accepted-answer" itemprop="acceptedAnswer" itemscope itemtype="https://schema.org/Answer">${post(8968, PARAGRAPHS[1]!, "boat.moor()")}</div>
        <div class="answer" itemprop="suggestedAnswer" itemscope itemtype="https://schema.org/Answer">${post(1094, PARAGRAPHS[2]!, "anchor.drop()")}</div>
      </div>
    </div></body></html>`;
}

describe("htmlToMarkdown: a question-and-answer page (schema.org Answer markup)", () => {
  it("opens each answer with a thematic break and leaves the vote counts out", () => {
    const { content } = htmlToMarkdown(questionPage(), { url: "https://qa.example.com/questions/1/moor" });
    expect(content).toMatch(/rope\.tie\(quay\)\n```\n\nThe council plans[^\n]*\n\n---\n\nResidents say/);
    expect(content).toMatch(/boat\.moor\(\)\n```\n\nThe council plans[^\n]*\n\n---\n\nLocal historians/);
    for (const votes of ["6512", "8968", "1094"]) expect(content).not.toContain(votes);
  });
});
