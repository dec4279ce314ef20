/**
 * Where each host of the service lives (docs/contract.md#hosts), for text that tells agents where
 * to go. Local defaults from the one host table; a deployment sets `SVC_<HOST>_URL` (e.g.
 * `SVC_PLATFORM_URL`) for its real hosts (shared/config).
 */
import { hostUrl, type Placeholder, setting } from "../config";

export { hostUrl };
export type HostName = Placeholder;

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
