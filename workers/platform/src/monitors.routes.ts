/**
 * The dashboard's monitor pages (docs/monitors.md#dashboard): read with the same queries and
 * views as the API routes (shared/monitors/reads.ts, event-view.ts), scoped to the signed-in
 * human's workspace, so another workspace's monitor or event is a 404 here too. The redeliver
 * button is the API's redelivery (`redeliverEvent`: 404 for another monitor's event, 400 without a
 * webhook) behind a CSRF-checked form, the plan's entitlement and a per-workspace rate limit; it
 * answers with a redirect back to the log, which shows the new pending delivery.
 */
import type { Context } from "hono";
import { assertEntitled } from "@shared/auth/entitlements";
import { priceFieldsOf } from "@shared/detectors";
import { ApiError } from "@shared/errors";
import { attemptsOf, deliveriesOf, eventView } from "@shared/monitors/event-view";
import { monitorView } from "@shared/monitors/monitor-view";
import { priceHistory } from "@shared/monitors/price-history";
import { eventRows, loadOwnedMonitor, monitorEventCounts, monitorRows, runRows, runSpan } from "@shared/monitors/reads";
import { redeliverEvent } from "@shared/monitors/redeliver";
import { MINUTE_MS, quotaHeaders, takeQuota } from "@shared/quota";
import { workspacePlan } from "./accounts";
import { PATHS } from "./config";
import type { PlatformEnv } from "./env";
import { pageRouter, readForm, renderPage, viewerOf } from "./page-kit";
import { signedOutPage } from "./pages/activate.page";
import { deliveriesHref, deliveriesPage, monitorPage, monitorsListPage } from "./pages/monitors.page";
import { checkCsrf, type Session } from "./session";

/** A workspace holds at most 100 monitors (MONITORS_PER_WORKSPACE): one page lists them all. */
const LIST_LIMIT = 100;
const RECENT = 20;
/** Events the price chart reads back through (its start is the event just older than these). */
const CHART_EVENTS = 100;
/** Redeliveries one workspace may ask from the dashboard per minute (each is up to 8 signed sends). */
export const REDELIVERIES_PER_MINUTE = 30;

const SIGN_IN_PURPOSE = "Sign in to see your workspace's monitors.";

const PAGE = {
  list: PATHS.monitors,
  one: `${PATHS.monitors}/:id`,
  deliveries: `${PATHS.monitors}/:id/deliveries`,
  redeliver: `${PATHS.monitors}/:id/events/:event_id/redeliver`,
} as const;

/** Every page path of this router, for the tests that must cover them all. */
export const MONITOR_PAGES = PAGE;

async function monitorPageView(c: Context<PlatformEnv>, session: Session, id: string) {
  const m = await loadOwnedMonitor(c.env.DB, session.workspace_id, id);
  const prices = priceFieldsOf[m.detector];
  const [rows, runs, span] = await Promise.all([
    eventRows(c.env.DB, m.id, prices ? CHART_EVENTS : RECENT),
    runRows(c.env.DB, m.id, RECENT),
    prices ? runSpan(c.env.DB, m.id) : null,
  ]);
  const recent = rows.slice(0, RECENT);
  const attempts = await attemptsOf(c.env.DB, recent.map((e) => e.id));
  const events = recent.map((e) => eventView(e, attempts.get(e.id) ?? []));
  const chart =
    prices && span
      ? priceHistory({
          current: prices(m.detector_state === null ? null : JSON.parse(m.detector_state)),
          events: rows.slice(0, CHART_EVENTS).map((e) => ({ at: e.created_at, changes: e.changes === null ? [] : JSON.parse(e.changes) })),
          startAt: rows.length > CHART_EVENTS ? rows[CHART_EVENTS]!.created_at : (span.baselineAt ?? m.created_at),
          lastRunAt: span.lastSucceededAt,
        })
      : null;
  return { monitor: monitorView(m), chart, events, runs: runs.slice(0, RECENT) };
}

export function monitorPageRoutes() {
  const app = pageRouter(Object.values(PAGE));

  app.get(PAGE.list, async (c) => {
    const session = c.get("session");
    if (!session) return renderPage(c, signedOutPage(c.req.path, SIGN_IN_PURPOSE));
    const rows = (await monitorRows(c.env.DB, session.workspace_id, LIST_LIMIT)).slice(0, LIST_LIMIT);
    const counts = await monitorEventCounts(c.env.DB, rows.map((m) => m.id));
    const items = rows.map((m) => ({ monitor: monitorView(m), events: counts.get(m.id)?.events ?? 0, lastEventAt: counts.get(m.id)?.last ?? null }));
    return renderPage(c, monitorsListPage(await viewerOf(c, session), items));
  });

  app.get(PAGE.one, async (c) => {
    const session = c.get("session");
    if (!session) return renderPage(c, signedOutPage(c.req.path, SIGN_IN_PURPOSE));
    const view = await monitorPageView(c, session, c.req.param("id"));
    return renderPage(c, monitorPage(await viewerOf(c, session), view));
  });

  app.get(PAGE.deliveries, async (c) => {
    const session = c.get("session");
    if (!session) return renderPage(c, signedOutPage(c.req.path, SIGN_IN_PURPOSE));
    const m = await loadOwnedMonitor(c.env.DB, session.workspace_id, c.req.param("id"));
    const rows = (await eventRows(c.env.DB, m.id, RECENT)).slice(0, RECENT);
    const attempts = await attemptsOf(c.env.DB, rows.map((e) => e.id));
    const events = rows.map((e) => ({ ...eventView(e, attempts.get(e.id) ?? []), deliveries: deliveriesOf(attempts.get(e.id) ?? []) }));
    // Only an event of this page is named back (the query is the redirect's, but a link can carry anything).
    const asked = c.req.query("redelivered");
    const redelivered = events.find((e) => e.event_id === asked)?.event_id ?? null;
    return renderPage(c, deliveriesPage(await viewerOf(c, session), { monitor: monitorView(m), events, redelivered }));
  });

  app.post(PAGE.redeliver, async (c) => {
    const session = c.get("session");
    if (!session) return renderPage(c, signedOutPage(PATHS.monitors, SIGN_IN_PURPOSE));
    await checkCsrf(c, session, (await readForm(c)).csrf);
    const m = await loadOwnedMonitor(c.env.DB, session.workspace_id, c.req.param("id"));
    assertEntitled(await workspacePlan(c.env.DB, session.workspace_id), "monitors");
    const decision = await takeQuota(c.env.QUOTA, `dashboard:redeliver:${session.workspace_id}`, REDELIVERIES_PER_MINUTE, MINUTE_MS, "first");
    if (!decision.allowed) throw new ApiError("rate_limited", "Too many redeliveries from this workspace; wait a minute and try again.", { headers: quotaHeaders(decision) });
    const { event_id } = await redeliverEvent(c.env, m, c.req.param("event_id"));
    return c.redirect(`${deliveriesHref(m.id)}?redelivered=${encodeURIComponent(event_id)}#event-${encodeURIComponent(event_id)}`, 303);
  });

  return app;
}
