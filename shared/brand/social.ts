import type { BrandSocial, SocialPlatform } from "./brand.schema";
import { attr, closestWhere, selectAll, type DomElement } from "./dom";
import type { JsonLdOrganization } from "./json-ld";
import { resolveHttpUrl, type Page } from "./page";

/** Page chrome: where a site links its own profiles (links in body copy often point at others'). */
const isChrome = (el: DomElement) =>
  ["header", "footer", "nav"].includes(el.localName) || ["banner", "contentinfo"].includes(el.getAttribute("role") ?? "");
const MAX_SOCIAL = 20;

interface Profile {
  platform: SocialPlatform;
  handle: string | null;
}

/**
 * Hosts where the first path segment is the handle. `at`: shown as `@name`; `deep`: deeper paths
 * still name the profile (a GitHub repo names its org; a tweet or an Instagram post does not).
 */
const SIMPLE_HOSTS: Readonly<Record<string, { platform: SocialPlatform; at: boolean; deep?: true; reserved?: RegExp }>> = {
  "twitter.com": { platform: "x", at: true, reserved: /^(intent|share|home|search|hashtag|i|login|signup|explore|settings|tos|privacy|messages|notifications)$/i },
  "x.com": { platform: "x", at: true, reserved: /^(intent|share|home|search|hashtag|i|login|signup|explore|settings|tos|privacy|messages|notifications)$/i },
  "github.com": { platform: "github", at: false, deep: true, reserved: /^(features|pricing|login|join|about|enterprise|sponsors|marketplace|topics|explore|settings|security|site|contact|search|trending|collections|events|readme|customer-stories|team|apps)$/i },
  "facebook.com": { platform: "facebook", at: false, reserved: /^(sharer|sharer\.php|share|share\.php|dialog|plugins|tr|login|help|policies|privacy|watch|groups|events|hashtag|profile\.php)$/i },
  "instagram.com": { platform: "instagram", at: true, reserved: /^(p|reel|reels|explore|accounts|stories|tv|about|legal)$/i },
  "pinterest.com": { platform: "pinterest", at: false, reserved: /^(pin|search|ideas|today|_)$/i },
  "dribbble.com": { platform: "dribbble", at: false, reserved: /^(shots|jobs|designers|search|session|signup|tags)$/i },
  "t.me": { platform: "telegram", at: true, reserved: /^(share|joinchat|s|c|addstickers)$/i },
  "tiktok.com": { platform: "tiktok", at: true },
  "threads.net": { platform: "threads", at: true },
  "threads.com": { platform: "threads", at: true },
  "medium.com": { platform: "medium", at: true },
};
/** Mastodon has no single host; these large instances are recognized without `rel="me"`. */
const MASTODON_HOSTS = new Set(["mastodon.social", "mastodon.online", "fosstodon.org", "hachyderm.io", "mstdn.social", "infosec.exchange", "mas.to", "techhub.social"]);

/**
 * The brand's own social profiles: links in the header/footer/nav, `rel="me"` links and JSON-LD
 * `sameAs` (all page links only when the chrome has none). Share buttons, posts and intents are not
 * profiles and are skipped; each profile appears once.
 */
export function extractSocial(page: Page, org: JsonLdOrganization | null): BrandSocial[] {
  const anchors = selectAll(page.doc, "a[href]");
  const chrome = anchors.filter((a) => closestWhere(a, isChrome) !== null || /\bme\b/i.test(attr(a, "rel") ?? ""));
  const relMe = new Set(anchors.filter((a) => /\bme\b/i.test(attr(a, "rel") ?? "")).map((a) => resolveHttpUrl(attr(a, "href"), page.baseUrl)));
  const hrefs = [
    ...(chrome.length > 0 ? chrome : anchors).map((a) => resolveHttpUrl(attr(a, "href"), page.baseUrl)),
    ...(org?.sameAs ?? []).map((s) => resolveHttpUrl(s, page.baseUrl)),
  ];
  const seen = new Set<string>();
  const out: BrandSocial[] = [];
  for (const href of hrefs) {
    if (!href) continue;
    const url = new URL(href);
    const profile = recognizeProfile(url, relMe.has(href));
    if (!profile) continue;
    const key = `${profile.platform}|${(profile.handle ?? profileUrl(url)).toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ platform: profile.platform, url: profileUrl(url), handle: profile.handle });
  }
  return out.slice(0, MAX_SOCIAL);
}

/** The profile a URL points at, or null for anything that is not one (shares, posts, videos). */
export function recognizeProfile(url: URL, relMe = false): Profile | null {
  // Pinterest serves the same profiles from country domains (pinterest.co.uk, pinterest.de).
  const host = url.hostname.toLowerCase().replace(/^(www|m|mobile)\./, "").replace(/^pinterest\.[a-z.]+$/, "pinterest.com");
  const segments = url.pathname.split("/").filter(Boolean).map((s) => decodeURIComponentSafe(s));
  const [first = "", second = ""] = segments;
  const simple = SIMPLE_HOSTS[host];
  if (simple) {
    const slug = first.replace(/^@/, "");
    if (!slug || simple.reserved?.test(slug) || (segments.length > 1 && !simple.deep)) return null;
    if ((host === "tiktok.com" || host.startsWith("threads.") || host === "medium.com") && !first.startsWith("@")) return null;
    return { platform: simple.platform, handle: simple.at ? `@${slug}` : slug };
  }
  if (host === "linkedin.com") {
    return /^(company|in|school|showcase)$/i.test(first) && second ? { platform: "linkedin", handle: second } : null;
  }
  if (host === "youtube.com") {
    if (first.startsWith("@")) return { platform: "youtube", handle: first };
    if (/^(c|user)$/i.test(first) && second) return { platform: "youtube", handle: second };
    if (first === "channel" && second) return { platform: "youtube", handle: null };
    return null;
  }
  if (host === "bsky.app") return first === "profile" && second ? { platform: "bluesky", handle: `@${second}` } : null;
  if (host === "discord.gg") return first ? { platform: "discord", handle: null } : null;
  if (host === "discord.com") return first === "invite" && second ? { platform: "discord", handle: null } : null;
  if (host === "reddit.com") return /^(r|u|user)$/i.test(first) && second ? { platform: "reddit", handle: `${first === "r" ? "r" : "u"}/${second}` } : null;
  if ((MASTODON_HOSTS.has(host) || relMe) && /^@[\w.]+$/.test(first) && segments.length === 1) {
    return { platform: "mastodon", handle: `${first}@${host}` };
  }
  return null;
}

/** https, no query or fragment, no trailing slash: the form agents can compare and dedupe. */
function profileUrl(url: URL): string {
  const path = url.pathname.replace(/\/+$/, "");
  return `https://${url.hostname.toLowerCase()}${path}`;
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
