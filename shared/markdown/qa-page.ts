import type { DomDocument } from "./dom";

/** Pages that mark their answers up as schema.org `Answer`s (QAPage microdata). */
export const QA_MARKUP = /schema\.org\/Answer\b/i;

const ANSWERS = '[itemprop="acceptedAnswer"], [itemprop="suggestedAnswer"]';
const VOTE_COUNTS = '[itemprop="upvoteCount"]';

/**
 * A question-and-answer page (Stack Overflow and the Stack Exchange sites, forums that mark their
 * answers up for search engines) is a question and posts answering it; as text, each answer ran on
 * from the question and from the answer before it, and every vote widget left its count standing
 * alone between them ("6512"). Each answer opens with a thematic break (`---`) instead, a mark that
 * needs no words in the page's language, and the vote counts are left out.
 */
export function setAnswersApart(document: DomDocument): void {
  for (const count of Array.from(document.querySelectorAll(VOTE_COUNTS))) count.remove();
  for (const answer of Array.from(document.querySelectorAll(ANSWERS))) answer.parentNode?.insertBefore(document.createElement("hr"), answer);
}
