/** A stored monitor row and its public view (docs/contract.md#monitors): no secret, absent fields omitted. */
import type { Monitor } from "../contract/monitors.routes";

export interface MonitorRow {
  id: string;
  workspace_id: string;
  url: string;
  detector: Monitor["detector"];
  frequency: Monitor["frequency"];
  paused: number;
  webhook_url: string | null;
  webhook_secret: string | null;
  next_run_at: number | null;
  init_state: Monitor["initialization_state"];
  init_next_retry_at: number | null;
  init_error_reason: string | null;
  sync_state: Monitor["sync_state"];
  sync_next_retry_at: number | null;
  sync_error_reason: string | null;
  baseline_completed: number;
  /** The detector's state of the latest reading (JSON), null before the baseline. */
  detector_state: string | null;
  created_at: number;
  updated_at: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function monitorView(m: MonitorRow): Monitor {
  const view: Monitor = {
    id: m.id,
    url: m.url,
    detector: m.detector,
    frequency: m.frequency,
    paused: m.paused === 1,
    baseline_completed: m.baseline_completed === 1,
    created_at: iso(m.created_at),
    updated_at: iso(m.updated_at),
    initialization_state: m.init_state,
    sync_state: m.sync_state,
  };
  // Schedulable only once ready; a paused monitor still reports its stored (suspended) schedule.
  if (m.init_state === "ready" && m.next_run_at !== null) view.next_run_at = iso(m.next_run_at);
  if (m.init_state === "retryable" && m.init_next_retry_at !== null) view.initialization_next_retry_at = iso(m.init_next_retry_at);
  if (m.init_error_reason !== null && (m.init_state === "retryable" || m.init_state === "failed")) view.initialization_error_reason = m.init_error_reason;
  if (m.webhook_url !== null) view.webhook = { url: m.webhook_url };
  if (m.sync_state === "retryable" && m.sync_next_retry_at !== null) view.sync_next_retry_at = iso(m.sync_next_retry_at);
  if (m.sync_error_reason !== null && (m.sync_state === "retryable" || m.sync_state === "failed")) view.sync_error_reason = m.sync_error_reason;
  return view;
}
