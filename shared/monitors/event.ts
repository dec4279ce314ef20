/**
 * The monitor change event (docs/contract.md#monitors): built once per changed run, serialized
 * once, and those exact bytes are stored and sent on every delivery attempt. Identifiers, detector
 * fields and evidence hashes only: no page content, no organization id, no secret.
 */
import { z } from "@hono/zod-openapi";
import type { DetectedChange, Importance } from "../detectors/types";
import type { Evidence } from "./evidence";

export const EVENT_VERSION = 1;
export const CHANGE_EVENT_TYPE = "monitor.change.detected";
const SUMMARY_MAX = 200;

export const MonitorChangeEventSchema = z
  .strictObject({
    event_version: z.literal(EVENT_VERSION),
    event_id: z.uuid(),
    event_type: z.literal(CHANGE_EVENT_TYPE),
    monitor_id: z.uuid(),
    run_id: z.uuid(),
    detector: z.enum(["price", "saas_pricing", "product_change"]),
    url: z.string().openapi({ format: "uri" }),
    change_type: z.string(),
    importance: z.enum(["low", "medium", "high"]),
    summary: z.string().max(SUMMARY_MAX),
    jev_confidence: z.number().optional(),
    detected_at: z.iso.datetime(),
    evidence: z.strictObject({
      repository: z.string(),
      commit: z.string(),
      manifest_path: z.string(),
      manifest_sha256: z.string(),
      bytes: z.number().int(),
    }),
  })
  .openapi("MonitorChangeEvent");
export type MonitorChangeEvent = z.infer<typeof MonitorChangeEventSchema>;

const RANK: Record<Importance, number> = { low: 0, medium: 1, high: 2 };

/**
 * One event per changed run: the most important change names the event; the others are counted
 * in the summary (docs/monitors.md).
 */
export function changeEvent(o: {
  eventId: string;
  monitorId: string;
  runId: string;
  detector: MonitorChangeEvent["detector"];
  url: string;
  changes: DetectedChange[];
  detectedAt: number;
  evidence: Evidence;
}): MonitorChangeEvent {
  const lead = [...o.changes].sort((a, b) => RANK[b.importance] - RANK[a.importance])[0]!;
  const more = o.changes.length - 1;
  const suffix = more > 0 ? ` (+${more} more change${more > 1 ? "s" : ""})` : "";
  return {
    event_version: EVENT_VERSION,
    event_id: o.eventId,
    event_type: CHANGE_EVENT_TYPE,
    monitor_id: o.monitorId,
    run_id: o.runId,
    detector: o.detector,
    url: o.url,
    change_type: lead.change_type,
    importance: lead.importance,
    summary: `${lead.summary.slice(0, SUMMARY_MAX - suffix.length)}${suffix}`,
    detected_at: new Date(o.detectedAt).toISOString(),
    evidence: o.evidence,
  };
}
