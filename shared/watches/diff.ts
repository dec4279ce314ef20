/**
 * `diffTopicStates(topic, before, after, pages?)`: the typed event drafts between two readings of
 * one topic. A missing side (the baseline, or a run that read nothing) gives no events; equal
 * states give none. With the pages of both runs, evidence excerpts quote the pages' own text;
 * without them, the extracted items. At most MAX_EVENTS_PER_DIFF drafts, highest confidence first
 * on overflow.
 *
 * @example
 * const drafts = diffTopicStates("pricing", previous.state, current.state, { before: oldPages, after: newPages });
 */
import { type EventDraft, MAX_EVENTS_PER_DIFF } from "./events";
import { diffCustomers, diffIntegrations, diffProduct } from "./diff/lists";
import { diffPositioning } from "./diff/positioning";
import { diffPricing } from "./diff/pricing";
import { PageTexts } from "./diff/excerpt";
import { type TopicPage, type TopicState, type TopicStates, type WatchTopic, topicStateSchemas } from "./topics";

export interface DiffPages {
  before?: readonly TopicPage[];
  after?: readonly TopicPage[];
}

type Texts = { before: PageTexts; after: PageTexts };
const DIFFS: { [T in WatchTopic]: (before: TopicStates[T], after: TopicStates[T], texts: Texts) => EventDraft[] } = {
  pricing: diffPricing,
  product: diffProduct,
  integrations: diffIntegrations,
  customers: diffCustomers,
  positioning: diffPositioning,
};

export function diffTopicStates<T extends WatchTopic>(topic: T, before: TopicState<T> | null, after: TopicState<T> | null, pages: DiffPages = {}): EventDraft[] {
  if (before === null || after === null) return [];
  const schema = topicStateSchemas[topic];
  const was = schema.safeParse(before);
  const now = schema.safeParse(after);
  if (!was.success || !now.success) return [];
  const texts = { before: new PageTexts(pages.before), after: new PageTexts(pages.after) };
  const drafts = (DIFFS[topic] as (b: TopicState<T>, a: TopicState<T>, t: Texts) => EventDraft[])(was.data as TopicState<T>, now.data as TopicState<T>, texts);
  if (drafts.length <= MAX_EVENTS_PER_DIFF) return drafts;
  return [...drafts].sort((a, b) => b.confidence.score - a.confidence.score).slice(0, MAX_EVENTS_PER_DIFF);
}

/**
 * Whether two readings of a topic are the same state (a new state version is written only when
 * not): item order and the page an item was read from do not count.
 */
export function sameTopicState<T extends WatchTopic>(topic: T, a: TopicState<T> | null, b: TopicState<T> | null): boolean {
  if (a === null || b === null) return a === b;
  return canonical(topic, a) === canonical(topic, b);
}

function canonical(topic: WatchTopic, state: unknown): string {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip).map((v) => JSON.stringify(v)).sort();
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).filter(([k]) => k !== "page_url").sort(([x], [y]) => (x < y ? -1 : 1)).map(([k, v]) => [k, strip(v)]));
    return value;
  };
  return `${topic}:${JSON.stringify(strip(state))}`;
}
