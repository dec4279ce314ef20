/**
 * A watched page as the engine reads it (DECISIONS §6: the pages monitors and watches fetch are read
 * in `auto`; docs/monitors.md#rendered-pages): fetched by the one safe fetcher (`fetchWatchedPage`)
 * and, when its static HTML looks script-rendered (`needsRender`), replaced by the DOM the render
 * worker's browser built from it, so a pricing table that script fills from JSON is read filled.
 * A render that cannot be had (no browser, the workspace's render slots busy, a timeout, a crash, a
 * DOM over the page cap) leaves the static page, as `auto` does on every reader, and says why; a
 * render whose navigation leads into an excluded source is a SafeFetchError `source_excluded`, as
 * the static fetch of that redirect is.
 *
 * A reading of a rendered page is only ever compared with another reading of the rendered page
 * (docs/monitors.md#rendered-pages, docs/watches.md#rendered-pages): a page whose stored reading was
 * rendered and whose render fails this run is not read at all (`lostItsRender`), and a page read
 * another way than its stored reading starts a new baseline (monitors: `readingVersion`; watches:
 * the snapshot's `rendered`).
 */
import type { RenderFailure, RenderService } from "../contract/render";
import type { SafeResponse, SourceExclusionEnv } from "../net";
import { readInMode } from "../render/render-mode-page";
import { type EngineDeps, fetchWatchedPage, type MonitorEngineEnv, PAGE_MAX_BYTES } from "./engine";

export interface WatchedPage {
  /** The page's URL as read: after the fetch's redirects, and the rendered page's own when rendered. */
  url: string;
  /** What the detector reads and the evidence stores: the rendered DOM when `rendered`, else the fetched bytes. */
  body: Uint8Array;
  rendered: boolean;
  /** The page wanted a render and was read static instead: why (`X-Render-Fallback`'s values). */
  renderFallback: RenderFailure | null;
}

/** What a run may still render: a watch run reads many pages, and each render may take 20 s. */
export interface RenderBudget {
  left: number;
}

/**
 * @param o.workspaceId whose render slots a render takes (`ws:<id>`, as the workspace's keyed reads)
 * @param o.budget renders this run may still ask for; past it a page that wants one is read static (`busy`)
 * @throws SafeFetchError as `fetchWatchedPage` does (a run records it as a failed fetch)
 */
export async function readWatchedPage(
  env: SourceExclusionEnv & Pick<MonitorEngineEnv, "RENDER">,
  deps: Pick<EngineDeps, "resolver" | "fetch">,
  url: string,
  o: { workspaceId: string; budget?: RenderBudget },
): Promise<WatchedPage> {
  const fetched = await fetchWatchedPage(env, deps, url);
  const read = await readInMode(budgeted(env.RENDER, o.budget), fetched, { mode: "auto", account: `ws:${o.workspaceId}` });
  if (read.rendered && read.page.body.byteLength > PAGE_MAX_BYTES) return staticPage(fetched, "cap");
  if (!read.rendered) return staticPage(fetched, read.fallback ?? null);
  return { url: read.page.url, body: read.page.body, rendered: true, renderFallback: null };
}

const staticPage = (fetched: SafeResponse, renderFallback: RenderFailure | null): WatchedPage => ({ url: fetched.url, body: fetched.body, rendered: false, renderFallback });

/** The render binding, counting renders against the run's budget (asked only for pages that want one). */
function budgeted(binding: RenderService | undefined, budget: RenderBudget | undefined): RenderService | undefined {
  if (binding === undefined || budget === undefined) return binding;
  return {
    render: async (request) => {
      if (budget.left <= 0) return { ok: false, reason: "busy", message: "this run has used its renders" };
      budget.left -= 1;
      return binding.render(request);
    },
  };
}

/**
 * Appended to the version stored with a reading of a rendered page, so a stored reading says how the
 * page was read: a page read static before and rendered now (a monitor older than rendering, a
 * baseline taken while no browser was free) starts a new baseline instead of reporting every price
 * its script writes as added.
 */
const RENDERED_READING = "+rendered";
export const readingVersion = (version: string, rendered: boolean) => (rendered ? `${version}${RENDERED_READING}` : version);
export const isRenderedReading = (storedVersion: string | null | undefined) => storedVersion?.endsWith(RENDERED_READING) === true;

/**
 * Whether this run's read of a page is no reading of it: the page's stored reading was rendered,
 * and this time no browser could render it, so what was read is its static shell (which would read
 * as every price or item removed). The stored reading is looked up only then.
 */
export async function lostItsRender(page: WatchedPage, storedRendered: () => boolean | Promise<boolean>): Promise<boolean> {
  return page.renderFallback !== null && (await storedRendered());
}
