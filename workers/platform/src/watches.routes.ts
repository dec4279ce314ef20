/**
 * The dashboard's watch pages (docs/watches.md#dashboard): read with the API's queries and views
 * (shared/watches/reads.ts, view.ts, store.ts), scoped to the signed-in human's workspace, so
 * another workspace's watch is a 404 here too. The evidence of an event links to the stored page
 * snapshots, which this router serves to that workspace only, as sandboxed plain text
 * (`SNAPSHOT_HEADERS`): a snapshot is someone else's HTML, and this origin holds the session.
 */
import { ApiError } from "@shared/errors";
import { loadOwnedWatch, loadWatchSnapshot, watchEventCounts, watchEventRows, watchRows } from "@shared/watches/reads";
import { currentStates, eventView, stateView } from "@shared/watches/store";
import { watchView } from "@shared/watches/view";
import { PATHS } from "./config";
import { pageRouter, renderPage, SNAPSHOT_HEADERS, viewerOf } from "./page-kit";
import { signedOutPage } from "./pages/activate.page";
import { watchesListPage, watchPage } from "./pages/watches.page";

/** A workspace holds 25 watches that are not archived, and any number archived: the newest 100 are listed. */
const LIST_LIMIT = 100;
const RECENT_EVENTS = 50;

const SIGN_IN_PURPOSE = "Sign in to see your workspace's watches.";

const PAGE = {
  list: PATHS.watches,
  one: `${PATHS.watches}/:id`,
} as const;
const SNAPSHOT = `${PATHS.watches}/:id/snapshots/:snapshot_id` as const;

/** Every page path of these routers, for the tests that must cover them all. */
export const WATCH_PAGES = { ...PAGE, snapshot: SNAPSHOT };

export function watchPageRoutes() {
  const app = pageRouter(Object.values(PAGE));

  app.get(PAGE.list, async (c) => {
    const session = c.get("session");
    if (!session) return renderPage(c, signedOutPage(c.req.path, SIGN_IN_PURPOSE));
    const rows = (await watchRows(c.env.DB, session.workspace_id, LIST_LIMIT)).slice(0, LIST_LIMIT);
    const counts = await watchEventCounts(c.env.DB, rows.map((w) => w.id));
    const items = rows.map((w) => ({ watch: watchView(w), events: counts.get(w.id)?.events ?? 0, lastEventAt: counts.get(w.id)?.last ?? null }));
    return renderPage(c, watchesListPage(await viewerOf(c, session), items));
  });

  app.get(PAGE.one, async (c) => {
    const session = c.get("session");
    if (!session) return renderPage(c, signedOutPage(c.req.path, SIGN_IN_PURPOSE));
    const w = await loadOwnedWatch(c.env.DB, session.workspace_id, c.req.param("id"));
    const [states, events] = await Promise.all([currentStates(c.env.DB, w.id), watchEventRows(c.env.DB, w.id, RECENT_EVENTS)]);
    const view = { watch: watchView(w), states: states.map(stateView), events: events.slice(0, RECENT_EVENTS).map(eventView) };
    return renderPage(c, watchPage(await viewerOf(c, session), view));
  });

  return app;
}

export function snapshotRoutes() {
  const app = pageRouter([SNAPSHOT], SNAPSHOT_HEADERS);

  app.get(SNAPSHOT, async (c) => {
    const session = c.get("session");
    if (!session) return renderPage(c, signedOutPage(PATHS.watches, SIGN_IN_PURPOSE));
    const w = await loadOwnedWatch(c.env.DB, session.workspace_id, c.req.param("id"));
    const snapshot = await loadWatchSnapshot(c.env.DB, w.id, c.req.param("snapshot_id"));
    const object = await c.env.SNAPSHOTS.get(snapshot.snapshot_key);
    if (!object) throw new ApiError("not_found", "This snapshot is no longer stored.", { internal: `R2 object missing: ${snapshot.snapshot_key}` });
    return c.body(object.body, 200, {
      "Content-Type": "text/plain; charset=utf-8",
      // What the evidence's content hash says these bytes hash to.
      "X-Svc-Content-Sha256": snapshot.content_hash,
    });
  });

  return app;
}
