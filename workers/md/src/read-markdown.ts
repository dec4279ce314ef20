/**
 * The gateway's pipeline for one request: cache (fresh → hit), else fetch → decode → render if the
 * mode wants it (shared/render) → convert (coalesced, stored → miss), else during an outage the
 * expired copy (→ stale). Each render mode has its own cache entries (DECISIONS §6: rendered and
 * static results are cached apart); `never` keeps the entries of the gateway before rendering.
 * A static page served because a wanted render failed is not stored.
 */
import { cacheKey, type CachedRead, parseCached, freshMs, kvCacheStore, normalizeUrlTarget, readThrough } from "@shared/cache";
import { isUpstreamOutage } from "@shared/gateway/upstream-policy";
import { applyRenderMode } from "@shared/render/render-mode-page";
import type { MdBindings } from "./env";
import { convertBody, readBody } from "@shared/markdown/md-convert";
import { assertSourceAllowed } from "@shared/net";
import { fetchPage } from "./md-fetch";
import type { MarkdownRequest } from "./md-request";
import { type MarkdownPage, MarkdownPageSchema } from "@shared/markdown/markdown-page";

export async function readMarkdown(env: MdBindings, request: MarkdownRequest): Promise<{ page: MarkdownPage; read: CachedRead }> {
  const variant = request.render.mode === "never" ? [] : [`render:${request.render.mode}`];
  const read = await readThrough({
    store: kvCacheStore(env.CACHE),
    key: await cacheKey("md", normalizeUrlTarget(request.target), request.selector ?? "", ...variant),
    freshMs: freshMs("markdown", env),
    bypass: request.bypass,
    isOutage: isUpstreamOutage,
    produce: async () => {
      const res = await fetchPage(request.target, env);
      const source = await applyRenderMode(env.RENDER, res.url, readBody(res), request.render);
      const page: MarkdownPage = {
        ...convertBody(source.url, source.body, request.selector),
        ...(source.rendered ? { rendered: true } : {}),
        ...(source.fallback ? { renderFallback: source.fallback } : {}),
      };
      return { body: JSON.stringify(page), contentType: "application/json", transient: source.fallback !== undefined };
    },
  });
  const page = parseCached(MarkdownPageSchema, read.entry.body);
  // A copy cached before the page it redirected to was excluded is not served either.
  if (page.url !== request.target.href) await assertSourceAllowed(env, page.url);
  return { page, read };
}
