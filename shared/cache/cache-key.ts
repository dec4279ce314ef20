/**
 * Cache keys: a readable namespace and a SHA-256 of the normalized target, so any URL (up to
 * 8 KiB) fits KV's 512-byte key limit and no raw URL is stored as a key.
 */

/**
 * The normalized form of a URL target: scheme and host lowercased and default ports dropped (the
 * URL parser does both), the fragment removed (never sent to the origin). Query order is kept:
 * origins may give it meaning.
 *
 * @example normalizeUrlTarget("HTTPS://Example.com:443/a?b=1#top") // "https://example.com/a?b=1"
 */
export function normalizeUrlTarget(target: string | URL): string {
  const url = new URL(target);
  url.hash = "";
  return url.href;
}

/**
 * `namespace:<sha256 hex of the parts>`; parts are joined with a separator no URL contains.
 *
 * @example await cacheKey("md", normalizeUrlTarget(url), selector ?? "")
 */
export async function cacheKey(namespace: string, ...parts: string[]): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(parts.join("\n")));
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
  return `${namespace}:${hex}`;
}
