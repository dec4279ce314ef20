/**
 * `extractTopicState(topic, pages)`: the deterministic reading of one topic from its fetched
 * pages. Null when no page holds anything the topic's extractor reads (a failed or emptied page
 * is then "no reading", never an empty state that would report every item as removed).
 *
 * @example
 * const state = extractTopicState("pricing", [{ url, html }]); // { plans: [...] } | null
 */
import type { TopicPage, TopicState, WatchTopic } from "../topics";
import { extractCustomers } from "./customers";
import { extractIntegrations } from "./integrations";
import { extractPositioning } from "./positioning";
import { extractPricing } from "./pricing";
import { extractProduct } from "./product";

/** Bumped whenever an extractor's reading of the same page can change (corrections.ts uses it). */
export const EXTRACTOR_VERSIONS: Record<WatchTopic, string> = {
  pricing: "1.0.0",
  product: "1.0.0",
  integrations: "1.0.0",
  customers: "1.0.0",
  positioning: "1.0.0",
};

/** The extractor's name as records carry it (`extractor` of topic states and evidence). */
export function extractorName(topic: WatchTopic): string {
  return `watch.${topic}`;
}

const EXTRACTORS: { [T in WatchTopic]: (pages: readonly TopicPage[]) => TopicState<T> | null } = {
  pricing: extractPricing,
  product: extractProduct,
  integrations: extractIntegrations,
  customers: extractCustomers,
  positioning: extractPositioning,
};

export function extractTopicState<T extends WatchTopic>(topic: T, pages: readonly TopicPage[]): TopicState<T> | null {
  const usable = pages.filter((p) => typeof p.html === "string" && p.html.trim() !== "" && typeof p.url === "string");
  if (usable.length === 0) return null;
  try {
    return (EXTRACTORS[topic] as (pages: readonly TopicPage[]) => TopicState<T> | null)(usable);
  } catch {
    return null;
  }
}
