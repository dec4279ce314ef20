/**
 * Where each host of the service lives (DECISIONS §1), for text that tells agents where to go.
 * Local defaults; a deployment sets `SVC_<HOST>_URL` (e.g. `SVC_PLATFORM_URL`) for its real hosts.
 */
const DEFAULTS = {
  base_url: "http://127.0.0.1:8787",
  md_url: "http://127.0.0.1:8788",
  brand_url: "http://127.0.0.1:8789",
  pdf_url: "http://127.0.0.1:8790",
  mcp_url: "http://127.0.0.1:8791",
  platform_url: "http://127.0.0.1:8792",
} as const;

export type HostName = keyof typeof DEFAULTS;

export function hostUrl(name: HostName, env: unknown): string {
  const override = (env as Record<string, unknown> | undefined)?.[`SVC_${name.toUpperCase()}`];
  return typeof override === "string" && /^https?:\/\//.test(override) ? override.replace(/\/+$/, "") : DEFAULTS[name];
}

/** `{auth_doc_url}`: the agent setup recipe (`SVC_AUTH_DOC_URL`, else the platform's /agent-setup). */
export function authDocUrlOf(env: unknown): string {
  const override = (env as Record<string, unknown> | undefined)?.SVC_AUTH_DOC_URL;
  return typeof override === "string" && /^https?:\/\//.test(override) ? override : `${hostUrl("platform_url", env)}/agent-setup`;
}

/** Replaces `{base_url}`, `{md_url}`, … and `{auth_doc_url}` in a text; other `{…}` stay as written. */
export function expandHostPlaceholders(text: string, env: unknown): string {
  return text.replace(/\{(base_url|md_url|brand_url|pdf_url|mcp_url|platform_url|auth_doc_url)\}/g, (_m, name: string) =>
    name === "auth_doc_url" ? authDocUrlOf(env) : hostUrl(name as HostName, env),
  );
}
