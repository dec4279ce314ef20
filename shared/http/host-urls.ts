/**
 * Where each host of the service lives (docs/contract.md#hosts), for text and answers that tell
 * agents where to go. A deployment sets `SVC_<HOST>_URL` (e.g. `SVC_PLATFORM_URL`) for every host;
 * only the harness falls back to the local table (shared/config). Outside it a missing one fails
 * closed: whatever would carry the link answers 503 `degraded` instead, and `/fetcher/readyz`
 * names the variable (docs/operations.md#host-urls), so no agent is ever sent to 127.0.0.1.
 */
import { hostUrl as configuredHostUrl, missingHostUrls, type Placeholder, setting } from "../config";
import { ApiError } from "../errors";

export type HostName = Placeholder;

/** `{base_url}`, `{md_url}`, …: the configured address, or 503 `degraded` when it is missing. */
export function hostUrl(placeholder: Placeholder, env: unknown): string {
  const url = configuredHostUrl(placeholder, env);
  if (url !== undefined) return url;
  throw new ApiError("degraded", "This service is not fully configured: an address it would give you is missing. Try again later.", {
    headers: { "Retry-After": "300" },
    internal: `{${placeholder}} is not configured (${missingHostUrls(env).join(", ")} unset outside the harness)`,
  });
}

/** `{auth_doc_url}`: the agent setup recipe (`SVC_AUTH_DOC_URL`, else the platform's /agent-setup). */
export function authDocUrlOf(env: unknown): string {
  return setting(env, "SVC_AUTH_DOC_URL") ?? `${hostUrl("platform_url", env)}/agent-setup`;
}

/** Replaces `{base_url}`, `{md_url}`, … and `{auth_doc_url}` in a text; other `{…}` stay as written. */
export function expandHostPlaceholders(text: string, env: unknown): string {
  return text.replace(/\{(base_url|md_url|brand_url|pdf_url|mcp_url|platform_url|auth_doc_url)\}/g, (_m, name: string) =>
    name === "auth_doc_url" ? authDocUrlOf(env) : hostUrl(name as HostName, env),
  );
}

/** Readiness: "ok", or the host URL variables a host of this env lacks (it would link nowhere). */
export function hostUrlsReady(env: unknown): "ok" | string {
  const missing = missingHostUrls(env);
  return missing.length === 0 ? "ok" : `${missing.join(", ")} not configured`;
}
