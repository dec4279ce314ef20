/**
 * The workspace's monitors as a human reads them (docs/monitors.md#dashboard): the list, one
 * monitor's price chart, recent events with each changed field's before and after, and recent
 * runs; and its webhook delivery log, every attempt with the receiver's status code, with a
 * redeliver button per event (a CSRF-protected form: the page runs no script).
 */
import { html } from "hono/html";
import type { MonitorDeliveryAttempt, MonitorEvent } from "@shared/contract/monitor-events.records";
import type { Monitor } from "@shared/contract/monitors.routes";
import type { PriceSeries } from "@shared/monitors/price-history";
import type { RunRow } from "@shared/monitors/reads";
import { PATHS } from "../config";
import { badge, formatTime, formatValue, outLink } from "./format";
import { layout, type Markup, type Viewer } from "./layout.page";
import { priceChartSvg } from "./price-chart";

export const monitorHref = (id: string) => `${PATHS.monitors}/${encodeURIComponent(id)}`;
export const deliveriesHref = (id: string) => `${monitorHref(id)}/deliveries`;
export const redeliverHref = (id: string, eventId: string) => `${monitorHref(id)}/events/${encodeURIComponent(eventId)}/redeliver`;

export interface MonitorListItem {
  monitor: Monitor;
  events: number;
  lastEventAt: number | null;
}

/** What a monitor is doing, in one word: paused, or its initialization state. */
const stateOf = (m: Monitor) => (m.paused ? "paused" : m.initialization_state);

export function monitorsListPage(viewer: Viewer, items: MonitorListItem[]): Markup {
  return layout(
    "Monitors",
    html`<nav class="crumbs"><a href="${PATHS.dashboard}">Dashboard</a> › Monitors</nav>
      <h1>Monitors</h1>
      ${items.length === 0
        ? html`<p id="monitors-empty">This workspace has no monitors yet. An agent creates one with <code>POST /v1/monitors</code> (or the <code>monitors_create</code> MCP tool).</p>`
        : html`<table id="monitors">
            <thead><tr><th>Page</th><th>Detector</th><th>Every</th><th>State</th><th class="num">Changes</th><th>Last change</th><th>Webhook</th></tr></thead>
            <tbody>
              ${items.map(
                ({ monitor: m, events, lastEventAt }) => html`<tr class="monitor-row" data-id="${m.id}">
                  <td><a href="${monitorHref(m.id)}">${m.url}</a></td><td>${m.detector}</td><td>${m.frequency}</td><td>${badge(stateOf(m))}</td>
                  <td class="num">${events}</td><td>${formatTime(lastEventAt)}</td><td>${m.webhook ? "yes" : "none"}</td>
                </tr>`,
              )}
            </tbody>
          </table>`}`,
    viewer,
    { wide: true },
  );
}

function monitorFacts(m: Monitor): Markup {
  return html`<dl>
    <dt>Page</dt><dd id="monitor-url">${outLink(m.url)}</dd>
    <dt>Detector</dt><dd id="monitor-detector">${m.detector}</dd>
    <dt>Runs every</dt><dd>${m.frequency}${m.next_run_at ? html` <span class="muted">(next ${formatTime(m.next_run_at)})</span>` : ""}</dd>
    <dt>State</dt><dd id="monitor-state">${badge(stateOf(m))}${m.initialization_error_reason ? html` <span class="muted">${m.initialization_error_reason}</span>` : ""}</dd>
    <dt>Webhook</dt><dd id="monitor-webhook">${m.webhook ? html`<span class="mono">${m.webhook.url}</span> · <a href="${deliveriesHref(m.id)}">delivery log</a>` : "none (events are kept to read)"}</dd>
    <dt>Created</dt><dd>${formatTime(m.created_at)}</dd>
  </dl>`;
}

/** Each changed field with its value before and after: `plans.pro.price 49 → 59`. */
function changesList(event: MonitorEvent): Markup {
  if (event.changes.length === 0) return html`<span class="muted">${event.summary}</span>`;
  return html`<ul class="changes">
    ${event.changes.map(
      (c) => html`<li class="change" data-field="${c.field}"><code>${c.field}</code> <span class="before">${formatValue(c.before)}</span> → <span class="after">${formatValue(c.after)}</span></li>`,
    )}
  </ul>`;
}

function deliveryCell(event: MonitorEvent): Markup {
  return event.delivery ? html`${badge(event.delivery.status)} <span class="muted">${event.delivery.attempts} attempt${event.delivery.attempts === 1 ? "" : "s"}</span>` : html`<span class="muted">not sent</span>`;
}

function eventsTable(events: MonitorEvent[]): Markup {
  if (events.length === 0) return html`<p id="events-empty" class="muted">No changes detected yet. The first run is the baseline; a change shows here after a later run.</p>`;
  return html`<table id="events">
    <thead><tr><th>Detected</th><th>Change</th><th>Before → after</th><th>Webhook</th></tr></thead>
    <tbody>
      ${events.map(
        (e) => html`<tr class="event-row" id="event-${e.event_id}">
          <td>${formatTime(e.detected_at)}</td>
          <td>${e.change_type.replaceAll("_", " ")} ${badge(e.importance)}<div class="summary">${e.summary}</div></td>
          <td>${changesList(e)}</td>
          <td>${deliveryCell(e)}</td>
        </tr>`,
      )}
    </tbody>
  </table>`;
}

function runsTable(runs: RunRow[]): Markup {
  if (runs.length === 0) return html`<p id="runs-empty" class="muted">No runs yet.</p>`;
  return html`<table id="runs">
    <thead><tr><th>When</th><th>Status</th><th>Result</th><th class="num">Credits</th></tr></thead>
    <tbody>
      ${runs.map(
        (r) => html`<tr class="run-row">
          <td>${formatTime(r.created_at)}</td><td>${badge(r.status)}</td>
          <td>${r.baseline === 1 ? "baseline" : r.changed === 1 ? html`<strong>changed</strong>` : r.status === "succeeded" ? "no change" : ""}</td>
          <td class="num">${r.credits}</td>
        </tr>`,
      )}
    </tbody>
  </table>`;
}

export interface MonitorPageView {
  monitor: Monitor;
  /** The price series, for the detectors that read a price; null for the others. */
  chart: PriceSeries[] | null;
  events: MonitorEvent[];
  runs: RunRow[];
}

export function monitorPage(viewer: Viewer, view: MonitorPageView): Markup {
  const m = view.monitor;
  return layout(
    "Monitor",
    html`<nav class="crumbs"><a href="${PATHS.dashboard}">Dashboard</a> › <a href="${PATHS.monitors}">Monitors</a> › this monitor</nav>
      <h1>Monitor <span class="mono muted">${m.id}</span></h1>
      ${monitorFacts(m)}
      ${view.chart ? html`<h2>Price over time</h2>${priceChartSvg(view.chart)}` : ""}
      <h2>Recent changes</h2>
      ${eventsTable(view.events)}
      <h2>Recent runs</h2>
      ${runsTable(view.runs)}
      <p class="muted">The latest ${view.events.length} changes and ${view.runs.length} runs are shown; <code>GET /v1/monitors/{id}/events</code> and <code>/history</code> list all.</p>`,
    viewer,
    { wide: true },
  );
}

export type LoggedEvent = MonitorEvent & { deliveries: MonitorDeliveryAttempt[] };

function attemptsTable(attempts: MonitorDeliveryAttempt[]): Markup {
  if (attempts.length === 0) return html`<p class="muted">No attempt made yet.</p>`;
  return html`<table class="attempts">
    <thead><tr><th class="num">Attempt</th><th>When</th><th>Receiver's status</th><th>Error</th></tr></thead>
    <tbody>
      ${attempts.map(
        (a) => html`<tr class="attempt-row">
          <td class="num">${a.attempt}</td><td>${formatTime(a.at)}</td>
          <td class="status-code">${a.status_code === null ? html`<span class="muted">no answer</span>` : html`<span class="badge ${a.status_code >= 200 && a.status_code < 300 ? "good" : "bad"}">${a.status_code}</span>`}</td>
          <td>${a.error ?? ""}</td>
        </tr>`,
      )}
    </tbody>
  </table>`;
}

export function deliveriesPage(viewer: Viewer, view: { monitor: Monitor; events: LoggedEvent[]; redelivered: string | null }): Markup {
  const m = view.monitor;
  return layout(
    "Delivery log",
    html`<nav class="crumbs"><a href="${PATHS.dashboard}">Dashboard</a> › <a href="${PATHS.monitors}">Monitors</a> › <a href="${monitorHref(m.id)}">this monitor</a> › delivery log</nav>
      <h1>Webhook delivery log</h1>
      <p>Monitor of ${outLink(m.url)} · webhook ${m.webhook ? html`<span class="mono" id="webhook-url">${m.webhook.url}</span>` : html`<strong id="webhook-none">none</strong>: set one with <code>PATCH /v1/monitors/{id}</code> to redeliver`}</p>
      ${view.redelivered ? html`<p class="ok" id="redelivered" role="status">Redelivery of event <span class="mono">${view.redelivered}</span> queued: its next attempt is pending.</p>` : ""}
      ${view.events.length === 0
        ? html`<p id="deliveries-empty" class="muted">No change events yet, so nothing was delivered.</p>`
        : view.events.map(
            (e) => html`<section class="card delivery" id="event-${e.event_id}">
              <h3>${formatTime(e.detected_at)} · ${e.summary}</h3>
              <p>Event <span class="mono">${e.event_id}</span> · delivery <span class="delivery-status">${e.delivery ? badge(e.delivery.status) : html`<span class="muted">not sent</span>`}</span></p>
              ${attemptsTable(e.deliveries)}
              ${m.webhook
                ? html`<form class="inline" method="post" action="${redeliverHref(m.id, e.event_id)}">
                    <input type="hidden" name="csrf" value="${viewer.csrf}" />
                    <button type="submit" class="redeliver">Redeliver</button>
                  </form>`
                : ""}
            </section>`,
          )}`,
    viewer,
    { wide: true },
  );
}
