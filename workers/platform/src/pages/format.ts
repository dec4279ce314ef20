/**
 * How the monitor and watch pages write times, values and states: one format everywhere, so a
 * human compares like with like at a glance. Text only; the templates escape it.
 */
import { html } from "hono/html";
import type { FieldValue } from "@shared/detectors";

/** `2026-05-01 14:03 UTC` from epoch ms or an ISO time. */
export function formatTime(at: number | string | null | undefined): string {
  if (at === null || at === undefined) return "—";
  const ms = typeof at === "number" ? at : Date.parse(at);
  return Number.isFinite(ms) ? `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC` : "—";
}

/** `59`, `12.50`, with the currency when known: `59 USD`. */
export function formatPrice(value: number | null, currency: string | null): string {
  if (value === null) return "no price";
  const amount = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return currency ? `${amount} ${currency}` : amount;
}

/** A detector field value of `changes`: null is "none" (the side where the field had no value). */
export const formatValue = (value: FieldValue): string => (value === null ? "none" : typeof value === "string" ? `“${value}”` : String(value));

/** Which look a state gets: good (green), bad (red), wait (amber) or plain. */
const TONES: Record<string, "good" | "bad" | "wait"> = {
  delivered: "good",
  succeeded: "good",
  ready: "good",
  active: "good",
  healthy: "good",
  failed: "bad",
  fetch_failed: "bad",
  insufficient_credits: "bad",
  billing_unavailable: "bad",
  retracted: "bad",
  pending: "wait",
  queued: "wait",
  running: "wait",
  initializing: "wait",
  retryable: "wait",
  degraded: "wait",
  paused: "wait",
  superseded: "wait",
};

/** A state as a badge: `delivered` in green, `failed` in red. */
export const badge = (state: string, id?: string) =>
  html`<span class="badge ${TONES[state] ?? ""}"${id ? html` id="${id}"` : ""}>${state.replaceAll("_", " ")}</span>`;

/** A link out of the platform to a page the workspace watches: http(s) only, no Referer, no opener. */
export function outLink(url: string, text = url) {
  let safe = false;
  try {
    safe = ["http:", "https:"].includes(new URL(url).protocol);
  } catch {
    safe = false;
  }
  return safe ? html`<a href="${url}" rel="noreferrer noopener" target="_blank">${text}</a>` : html`<span class="mono">${text}</span>`;
}
