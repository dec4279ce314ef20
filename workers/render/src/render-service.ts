/**
 * `RenderService`: the render worker's RPC entrypoint. One call is one render: a slot of the
 * caller's account, a browser session (reused when one is free), the page, and the outcome as
 * plain data (`RenderOutcome`). It never throws for a render that failed; the reader decides what
 * a failure means in its mode (DECISIONS §6). Every request of the page is checked against the
 * operators' source exclusion list, the target first (docs/rendering.md#source-exclusions).
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import { type RenderOutcome, type RenderRequest, RenderRequestSchema, type RenderService as RenderServicePort } from "@shared/contract/render";
import { isApiError } from "@shared/errors";
import { exclusionOf, loadSourceExclusions, SafeFetchError, safeFetchDefaults, sourceExcludedError, validateTargetUrl } from "@shared/net";
import { openBrowser, releaseBrowser } from "@shared/render/browser-session";
import { RenderFailed } from "@shared/render/render-failed";
import { renderPage } from "@shared/render/render-page";
import { takeRenderSlot } from "@shared/render/render-slots";
import type { RenderBindings } from "./env";

export class RenderService extends WorkerEntrypoint<RenderBindings> implements RenderServicePort {
  async render(input: RenderRequest): Promise<RenderOutcome> {
    const request = RenderRequestSchema.parse(input);
    const target = validateTargetUrl(request.url, safeFetchDefaults(this.env));
    if (this.env.SVC_BROWSER === "off") return failed(new RenderFailed("browser_unavailable", "no headless browser is configured here"));
    try {
      const excludedBy = exclusionOf(await loadSourceExclusions(this.env), target);
      if (excludedBy !== null) return excluded(sourceExcludedError(target.href, excludedBy));
    } catch (error) {
      // The list cannot be read: no page is rendered (fail closed); `auto` readers answer static.
      if (isApiError(error)) return failed(new RenderFailed("browser_unavailable", "the source exclusion list is unavailable, so no page is rendered", error));
      throw error;
    }
    const slot = await takeRenderSlot(this.env.RENDER_SLOTS, request.account, request.waitForSlot);
    if (!slot.granted) return { ok: false, reason: "busy", message: "every render slot of this account is busy", retryAfterS: slot.retryAfterS };
    try {
      return await renderWithBrowser(this.env, target);
    } catch (error) {
      if (error instanceof RenderFailed) return failed(error);
      if (error instanceof SafeFetchError && error.kind === "source_excluded") return excluded(error);
      throw error;
    } finally {
      await slot.release();
    }
  }
}

async function renderWithBrowser(env: RenderBindings, target: URL): Promise<RenderOutcome> {
  const opened = await openBrowser(env.BROWSER, env.BROWSER_POOL);
  let broken = true;
  try {
    const page = await renderPage(opened.browser, target, { ...safeFetchDefaults(env), sourceExclusions: () => loadSourceExclusions(env) });
    broken = false;
    return { ok: true, ...page, launched: opened.launched };
  } catch (error) {
    // A page that merely timed out, or whose navigation was refused, leaves a browser fit for the next render.
    broken = !((error instanceof RenderFailed && error.reason === "timeout") || error instanceof SafeFetchError);
    throw error;
  } finally {
    await releaseBrowser(opened, env.BROWSER_POOL, broken);
  }
}

function failed(error: RenderFailed): RenderOutcome {
  if (error.cause !== undefined) console.warn(`render failed (${error.reason}): ${String(error.cause).slice(0, 300)}`);
  return { ok: false, reason: error.reason, message: error.message };
}

function excluded(error: SafeFetchError): RenderOutcome {
  return { ok: false, reason: "source_excluded", message: error.message, detail: error.detail ?? "" };
}
