/**
 * Fetches a target page for conversion. The origin is asked for Markdown first
 * (`Accept: text/markdown, text/html;q=0.9`): sites that publish Markdown versions hand them over
 * and we pass them through. An origin that refuses that Accept with 406 is asked once more for
 * anything.
 */
import { upstreamPolicy } from "@shared/gateway/upstream-policy";
import { safeFetch, safeFetchDefaults, type SafeResponse, sourceExclusionHook } from "@shared/net";
import type { MdBindings } from "./env";

/** Pages larger than this are refused (413), not truncated. */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
export const PAGE_TIMEOUT_MS = 15_000;

export const MARKDOWN_FIRST_ACCEPT = "text/markdown, text/html;q=0.9";
const ANY_ACCEPT = "text/html, text/plain;q=0.9, */*;q=0.8";
const USER_AGENT = "Mozilla/5.0 (compatible; svc-md-gateway/1.0; read-only Markdown reader for AI agents)";

export async function fetchPage(target: URL, env: MdBindings): Promise<SafeResponse> {
  return upstreamPolicy("The target page", async () => {
    const res = await get(target, MARKDOWN_FIRST_ACCEPT, env);
    return res.status === 406 ? get(target, ANY_ACCEPT, env) : res;
  });
}

function get(target: URL, accept: string, env: MdBindings): Promise<SafeResponse> {
  return safeFetch(target, {
    headers: { Accept: accept, "User-Agent": USER_AGENT },
    maxBytes: MAX_PAGE_BYTES,
    timeoutMs: PAGE_TIMEOUT_MS,
    ...safeFetchDefaults(env),
    // A redirect into an excluded source is stopped (451), like the target itself.
    beforeHop: sourceExclusionHook(env),
  });
}
