/**
 * The gateway's pipeline for one request: cache (fresh → hit), else fetch → decode → convert
 * (coalesced, stored → miss), else during an outage the expired copy (→ stale).
 */
import { cacheKey, type CachedRead, parseCached, freshMs, kvCacheStore, normalizeUrlTarget, readThrough } from "@shared/cache";
import { isUpstreamOutage } from "@shared/gateway/upstream-policy";
import type { MdBindings } from "./env";
import { toMarkdownPage } from "@shared/markdown/md-convert";
import { assertSourceAllowed } from "@shared/net";
import { fetchPage } from "./md-fetch";
import type { MarkdownRequest } from "./md-request";
import { type MarkdownPage, MarkdownPageSchema } from "@shared/markdown/markdown-page";

export async function readMarkdown(env: MdBindings, request: MarkdownRequest): Promise<{ page: MarkdownPage; read: CachedRead }> {
  const read = await readThrough({
    store: kvCacheStore(env.CACHE),
    key: await cacheKey("md", normalizeUrlTarget(request.target), request.selector ?? ""),
    freshMs: freshMs("markdown", env),
    bypass: request.bypass,
    isOutage: isUpstreamOutage,
    produce: async () => {
      const page = toMarkdownPage(await fetchPage(request.target, env), request.selector);
      return { body: JSON.stringify(page), contentType: "application/json" };
    },
  });
  const page = parseCached(MarkdownPageSchema, read.entry.body);
  // A copy cached before the page it redirected to was excluded is not served either.
  if (page.url !== request.target.href) await assertSourceAllowed(env, page.url);
  return { page, read };
}
