/** Builds one bounded event draft; every diff goes through here so bounds hold everywhere. */
import { quote } from "../../detectors/change";
import { type CCIEventType, EVENT_TOPIC, type EventData, type EventDraft, type EvidenceDraft, MAX_SUMMARY_CHARS } from "../events";
import { clip } from "./excerpt";

export const CONFIDENCE_METHOD = "deterministic-rules-v1";

export function draft(type: CCIEventType, subject: string, summary: string, data: EventData, score: number, evidence: EvidenceDraft[]): EventDraft {
  return {
    type,
    topic: EVENT_TOPIC[type],
    subject: clip(subject, 200),
    summary: clip(summary, MAX_SUMMARY_CHARS),
    data,
    confidence: { score: Math.round(Math.min(0.99, Math.max(0.05, score)) * 100) / 100, calibrated: false, method: CONFIDENCE_METHOD },
    evidence: evidence.map((e) => ({ ...e, before_excerpt: clip(e.before_excerpt), after_excerpt: clip(e.after_excerpt) })),
  };
}

/** A quoted field value for summaries (control characters out, length capped). */
export const q = (value: string): string => `"${quote(value)}"`;

/**
 * Many changes at once (a redesign, a page the extractor now reads differently) are less likely
 * each to be a real change: past this many, every score is lowered.
 */
export function damp(drafts: EventDraft[], itemsBefore: number): EventDraft[] {
  const massive = drafts.length > 5 && drafts.length > itemsBefore / 2;
  if (!massive) return drafts;
  return drafts.map((d) => ({ ...d, confidence: { ...d.confidence, score: Math.round(d.confidence.score * 70) / 100 } }));
}
