/**
 * Competitor-intelligence watches, the pure part: topic page discovery, deterministic topic
 * extraction, typed event drafts with evidence, and corrections. See docs/watches.md
 * "Extraction and events". The engine (fetching, storage, schedule, webhooks) lives elsewhere.
 */
export * from "./topics";
export * from "./events";
export { discoverTopicPages, readSitemap, CONVENTIONAL_PATHS, DEFAULT_PAGES_PER_TOPIC } from "./discover";
export type { DiscoveryInput, PageCandidate, PageSource, TopicPageCandidates } from "./discover";
export { extractTopicState, EXTRACTOR_VERSIONS, extractorName } from "./extract/index";
export { diffTopicStates, sameTopicState } from "./diff";
export type { DiffPages } from "./diff";
export { planCorrections, REVERT_WINDOW_RUNS, NO_LINEAGE } from "./corrections";
export type { CorrectionInput, CorrectionPlan, CorrectionUpdate, Lineage, PriorEvent } from "./corrections";
