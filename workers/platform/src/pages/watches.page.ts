/**
 * The workspace's competitor watches as a human reads them (docs/watches.md#dashboard): the list;
 * one watch's topics with their current state, and its event timeline, newest first, where a
 * retracted or superseded event says by which event, and each event's evidence links to the page
 * it quotes and to the stored snapshots before and after (served by the platform, for this
 * workspace only). Everything shown was read from someone else's site: the templates escape it.
 */
import { html } from "hono/html";
import type { CCIEvent, EvidenceRecord, TopicState, Watch } from "@shared/contract/watches.records";
import { PATHS } from "../config";
import { badge, formatPrice, formatTime, outLink } from "./format";
import { layout, type Markup, type Viewer } from "./layout.page";

export const watchHref = (id: string) => `${PATHS.watches}/${encodeURIComponent(id)}`;
export const snapshotHref = (watchId: string, snapshotId: string) => `${watchHref(watchId)}/snapshots/${encodeURIComponent(snapshotId)}`;

export interface WatchListItem {
  watch: Watch;
  events: number;
  lastEventAt: number | null;
}

const nameOf = (w: Watch) => w.entity.display_name ?? w.entity.domain;

export function watchesListPage(viewer: Viewer, items: WatchListItem[]): Markup {
  return layout(
    "Watches",
    html`<nav class="crumbs"><a href="${PATHS.dashboard}">Dashboard</a> › Watches</nav>
      <h1>Watches</h1>
      ${items.length === 0
        ? html`<p id="watches-empty">This workspace has no watches yet. An agent creates one with <code>POST /v1/watches</code> (or the <code>watches_create</code> MCP tool).</p>`
        : html`<table id="watches">
            <thead><tr><th>Company</th><th>Topics</th><th>Status</th><th>Coverage</th><th class="num">Events</th><th>Last event</th></tr></thead>
            <tbody>
              ${items.map(
                ({ watch: w, events, lastEventAt }) => html`<tr class="watch-row" data-id="${w.id}">
                  <td><a href="${watchHref(w.id)}">${nameOf(w)}</a> <span class="muted">${w.entity.domain}</span></td>
                  <td>${w.topics.join(", ")}</td><td>${badge(w.status)}</td><td>${badge(w.coverage.state)}</td>
                  <td class="num">${events}</td><td>${formatTime(lastEventAt)}</td>
                </tr>`,
              )}
            </tbody>
          </table>`}`,
    viewer,
    { wide: true },
  );
}

/** Array entries of a state field, each read as a record (the state came from a page). */
const itemsOf = (state: Record<string, unknown>, key: string): Array<Record<string, unknown>> =>
  Array.isArray(state[key]) ? (state[key] as unknown[]).filter((x): x is Record<string, unknown> => typeof x === "object" && x !== null) : [];
const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const SHOWN = 12;

function names(items: Array<Record<string, unknown>>, key = "name"): Markup {
  const shown = items.slice(0, SHOWN).map((i) => text(i[key])).filter(Boolean);
  return html`${shown.join(", ")}${items.length > SHOWN ? html` <span class="muted">and ${items.length - SHOWN} more</span>` : ""}`;
}

/** A topic's current state in a line or a short list. */
function topicSummary(topic: string, state: Record<string, unknown>): Markup {
  switch (topic) {
    case "pricing": {
      const plans = itemsOf(state, "plans");
      if (plans.length === 0) return html`<span class="muted">no plans read</span>`;
      return html`<ul class="plans">
        ${plans.slice(0, SHOWN).map((p) => {
          const amount = typeof p.amount === "number" ? p.amount : null;
          const period = text(p.period);
          const billing = text(p.billing);
          return html`<li class="plan"><strong class="plan-name">${text(p.name) || "(no name)"}</strong>: ${amount === null ? "custom" : formatPrice(amount, text(p.currency) || null)}${period ? `/${period}` : ""}${billing ? html` <span class="muted">(${billing})</span>` : ""}</li>`;
        })}
      </ul>`;
    }
    case "product":
      return html`${itemsOf(state, "products").length} products (${names(itemsOf(state, "products"))}); ${itemsOf(state, "features").length} features (${names(itemsOf(state, "features"))})`;
    case "integrations":
      return html`${itemsOf(state, "integrations").length} integrations: ${names(itemsOf(state, "integrations"))}`;
    case "customers":
      return html`${itemsOf(state, "customers").length} customers (${names(itemsOf(state, "customers"))}); ${itemsOf(state, "case_studies").length} case studies`;
    case "positioning":
      return html`<q class="headline">${text(state.headline)}</q>${text(state.category) ? html` · category: ${text(state.category)}` : ""}${Array.isArray(state.target_markets) && state.target_markets.length > 0 ? html` · markets: ${(state.target_markets as unknown[]).map(text).join(", ")}` : ""}`;
    default:
      return html``;
  }
}

function topicsSection(w: Watch, states: TopicState[]): Markup {
  const byTopic = new Map(states.map((s) => [s.topic, s]));
  return html`<table id="topics">
    <thead><tr><th>Topic</th><th>State now</th><th>Version</th><th>Since</th><th>Last seen</th></tr></thead>
    <tbody>
      ${w.topics.map((topic) => {
        const s = byTopic.get(topic);
        return html`<tr class="topic-row" data-topic="${topic}">
          <th scope="row">${topic}</th>
          <td>${s ? topicSummary(topic, s.state) : html`<span class="muted">not read yet</span>`}</td>
          <td class="num">${s ? html`${s.version}${s.baseline ? html` <span class="muted">baseline</span>` : ""}` : "—"}</td>
          <td>${formatTime(s?.valid_from)}</td><td>${formatTime(s?.observed_to)}</td>
        </tr>`;
      })}
    </tbody>
  </table>`;
}

const eventLink = (id: string, label: string) => html`<a href="#event-${id}">${label}</a>`;

function lineage(e: CCIEvent, all: CCIEvent[]): Markup {
  const correctedBy = all.find((o) => o.lineage.retracted_event_id === e.id || o.lineage.supersedes_event_id === e.id);
  const lines = [
    e.lineage.retracted_event_id ? html`Corrects ${eventLink(e.lineage.retracted_event_id, "an earlier event")}, now retracted.` : "",
    e.lineage.supersedes_event_id ? html`Supersedes ${eventLink(e.lineage.supersedes_event_id, "an earlier event")}.` : "",
    e.status !== "active" ? html`${e.status === "retracted" ? "Retracted" : "Superseded"}${correctedBy ? html` by ${eventLink(correctedBy.id, "a later event")}` : ""}.` : "",
    e.lineage.correction_reason ? html`<span class="muted">Reason: ${e.lineage.correction_reason}</span>` : "",
  ].filter((l) => l !== "");
  return lines.length === 0 ? html`` : html`<p class="lineage">${lines.map((l) => html`${l} `)}</p>`;
}

function evidenceBlock(w: Watch, ev: EvidenceRecord): Markup {
  return html`<div class="evidence">
    <p>Evidence from ${outLink(ev.source_url)}:
      ${ev.before_snapshot_id ? html`<a class="snapshot-before" href="${snapshotHref(w.id, ev.before_snapshot_id)}">page before</a> (${formatTime(ev.before_observed_at)}),` : ""}
      ${ev.after_snapshot_id ? html`<a class="snapshot-after" href="${snapshotHref(w.id, ev.after_snapshot_id)}">page after</a> (${formatTime(ev.after_observed_at)})` : ""}
    </p>
    ${ev.before_excerpt ? html`<blockquote class="excerpt" cite="${ev.source_url}"><span class="excerpt-label">Before</span><span class="before-excerpt">${ev.before_excerpt}</span></blockquote>` : ""}
    ${ev.after_excerpt ? html`<blockquote class="excerpt" cite="${ev.source_url}"><span class="excerpt-label">After</span><span class="after-excerpt">${ev.after_excerpt}</span></blockquote>` : ""}
  </div>`;
}

function timeline(w: Watch, events: CCIEvent[]): Markup {
  if (events.length === 0) return html`<p id="events-empty" class="muted">No events yet. The first run reads the baseline; events come from later runs.</p>`;
  return html`<ol class="timeline" id="timeline">
    ${events.map(
      (e) => html`<li class="watch-event ${e.status}" id="event-${e.id}">
        <strong>${formatTime(e.detected_at)}</strong> · ${e.topic} · <code>${e.type}</code> ${badge(e.status)}
        <span class="muted">confidence ${e.confidence.score.toFixed(2)}</span>
        <div class="summary">${e.summary}</div>
        ${lineage(e, events)}
        ${e.evidence.map((ev) => evidenceBlock(w, ev))}
      </li>`,
    )}
  </ol>`;
}

export function watchPage(viewer: Viewer, view: { watch: Watch; states: TopicState[]; events: CCIEvent[] }): Markup {
  const w = view.watch;
  return layout(
    "Watch",
    html`<nav class="crumbs"><a href="${PATHS.dashboard}">Dashboard</a> › <a href="${PATHS.watches}">Watches</a> › this watch</nav>
      <h1 id="watch-name">${nameOf(w)}</h1>
      <dl>
        <dt>Target</dt><dd>${outLink(w.target.startsWith("http") ? w.target : `https://${w.entity.domain}/`, w.target)}</dd>
        <dt>Status</dt><dd>${badge(w.status)} · coverage ${badge(w.coverage.state)}</dd>
        <dt>Runs every</dt><dd>${w.effective_frequency ?? "—"} <span class="muted">(asked: ${w.requested_frequency})</span></dd>
        <dt>Last run</dt><dd>${formatTime(w.coverage.last_run_at)}</dd>
        <dt>Webhook</dt><dd>${w.webhook ? html`<span class="mono">${w.webhook.url}</span>` : "none (events are kept to read)"}</dd>
      </dl>
      <h2>Topics</h2>
      ${topicsSection(w, view.states)}
      <h2>Event timeline</h2>
      ${timeline(w, view.events)}
      <p class="muted">The latest ${view.events.length} events are shown, every status included; <code>GET /v1/watches/{id}/events</code> lists all.</p>`,
    viewer,
    { wide: true },
  );
}
