/**
 * Finds, per topic, the pages of a site that carry it: the home page's own links (path and link
 * text), the sitemap, then conventional paths (/pricing, /integrations, …) as a last resort the
 * caller may find missing. Pure: the caller fetches the home page and sitemap (through shared/net)
 * and hands their text in; nothing here touches the network. Work and output are bounded.
 *
 * @example
 * const pages = discoverTopicPages({ base_url: "https://acme.com/", home_html, sitemap_xml });
 * pages.pricing[0]?.url // "https://acme.com/pricing"
 */
import { getDomain } from "tldts";
import type { DomElement } from "../markdown/dom";
import { absoluteUrl, documentBaseUrl } from "../markdown/resolve-url";
import { loadPage } from "../detectors/page";
import { WATCH_TOPICS, type WatchTopic } from "./topics";

export type PageSource = "home" | "link" | "sitemap" | "conventional";

export interface PageCandidate {
  url: string;
  source: PageSource;
  /** Higher is better; candidates are returned best first. */
  score: number;
}

export type TopicPageCandidates = Record<WatchTopic, PageCandidate[]>;

export interface DiscoveryInput {
  /** The watch target as an absolute https (or, in the harness, http) URL; its origin is the site. */
  base_url: string;
  /** The home page's HTML, when it could be fetched. */
  home_html?: string | null;
  /** The sitemap (or one sitemap of a sitemap index), when it could be fetched. */
  sitemap_xml?: string | null;
  /** Candidates per topic, 1–10; default DEFAULT_PAGES_PER_TOPIC. */
  max_per_topic?: number;
}

export const DEFAULT_PAGES_PER_TOPIC = 3;
const MAX_PAGES_PER_TOPIC = 10;
const MAX_LINKS = 3_000;
const MAX_SITEMAP_LOCS = 50_000;
const MAX_SITEMAP_CHARS = 10_000_000;

/** Conventional locations, tried after what the site itself links (in this order). */
export const CONVENTIONAL_PATHS: Record<WatchTopic, readonly string[]> = {
  pricing: ["/pricing", "/plans"],
  product: ["/features", "/product"],
  integrations: ["/integrations", "/marketplace"],
  customers: ["/customers", "/case-studies"],
  positioning: ["/"],
};

/** First path segment (after an optional locale) that marks a topic's index page, with its weight. */
const SEGMENTS: Record<Exclude<WatchTopic, "positioning">, ReadonlyArray<[RegExp, number]>> = {
  pricing: [[/^(?:pricing|plans|prices|plans-and-pricing|pricing-plans|plans-pricing)$/, 10], [/^(?:buy|upgrade|subscribe|compare-plans)$/, 4]],
  product: [[/^(?:features|product|products|platform)$/, 10], [/^(?:solutions|capabilities|tour|how-it-works|whats-new|what-s-new)$/, 5]],
  integrations: [[/^(?:integrations|integration|marketplace|apps|app-directory|app-marketplace|connectors)$/, 10], [/^(?:partners|ecosystem|plugins|extensions|addons|add-ons)$/, 5]],
  customers: [[/^(?:customers|customer-stories|case-studies|case-study|casestudies|success-stories|clients)$/, 10], [/^(?:stories|testimonials|showcase)$/, 5]],
};

/** Link texts that name a topic's page ("Plans & Pricing", "Integrations", "Customer stories"). */
const LINK_TEXT: Record<Exclude<WatchTopic, "positioning">, RegExp> = {
  pricing: /^(?:pricing|plans(?: (?:&|and) pricing)?|pricing (?:&|and) plans|prices|see pricing|view pricing)$/i,
  product: /^(?:product|products|features|platform|all features|product tour|tour)$/i,
  integrations: /^(?:integrations|marketplace|apps(?: marketplace)?|app directory|connectors|app integrations|partners)$/i,
  customers: /^(?:customers|customer stories|case studies|success stories|our customers|clients|stories)$/i,
};

const LOCALE = /^[a-z]{2}(?:[-_][a-zA-Z]{2})?$/;
const ASSET = /\.(?:png|jpe?g|gif|svg|webp|ico|css|js|pdf|zip|xml|json|txt|mp4|woff2?)$/i;

/** Candidate pages per topic, best first, at most `max_per_topic` each. Bad input yields the conventional paths only. */
export function discoverTopicPages(input: DiscoveryInput): TopicPageCandidates {
  const base = siteRoot(input.base_url);
  const limit = Math.min(MAX_PAGES_PER_TOPIC, Math.max(1, Math.floor(input.max_per_topic ?? DEFAULT_PAGES_PER_TOPIC)));
  const found: Record<WatchTopic, Map<string, PageCandidate>> = Object.fromEntries(WATCH_TOPICS.map((t) => [t, new Map()])) as Record<WatchTopic, Map<string, PageCandidate>>;
  const offer = (topic: WatchTopic, candidate: PageCandidate): void => {
    const known = found[topic].get(candidate.url);
    if (!known || known.score < candidate.score) found[topic].set(candidate.url, candidate);
  };
  if (!base) return finish(found, limit);
  offer("positioning", { url: base.href, source: "home", score: 100 });
  for (const link of homeLinks(input.home_html, base)) {
    for (const topic of WATCH_TOPICS) {
      if (topic === "positioning") continue;
      const score = pathScore(topic, link.url) + (LINK_TEXT[topic].test(link.text) ? 6 : 0);
      if (score >= 6) offer(topic, { url: link.url, source: "link", score: 40 + score - depthPenalty(link.url) });
    }
  }
  for (const url of sitemapPageUrls(input.sitemap_xml, base)) {
    for (const topic of WATCH_TOPICS) {
      if (topic === "positioning") continue;
      const score = pathScore(topic, url);
      if (score >= 8) offer(topic, { url, source: "sitemap", score: 20 + score - depthPenalty(url) });
    }
  }
  for (const topic of WATCH_TOPICS) {
    CONVENTIONAL_PATHS[topic].forEach((path, i) => offer(topic, { url: new URL(path, base).href, source: topic === "positioning" ? "home" : "conventional", score: (topic === "positioning" ? 100 : 10) - i }));
  }
  return finish(found, limit);
}

/** Page and nested-sitemap locations of a sitemap or sitemap index, same site only, bounded. */
export function readSitemap(xml: string | null | undefined, baseUrl: string): { pages: string[]; sitemaps: string[] } {
  const base = siteRoot(baseUrl);
  if (!base || typeof xml !== "string") return { pages: [], sitemaps: [] };
  const text = xml.slice(0, MAX_SITEMAP_CHARS);
  const isIndex = /<sitemapindex\b/i.test(text.slice(0, 5_000));
  const locs: string[] = [];
  const loc = /<loc>\s*(?:<!\[CDATA\[)?\s*([^<\]\s]+)\s*(?:\]\]>)?\s*<\/loc>/gi;
  for (let m = loc.exec(text); m !== null && locs.length < MAX_SITEMAP_LOCS; m = loc.exec(text)) {
    const url = sameSite(decodeEntities(m[1] as string), base, isIndex);
    if (url) locs.push(url);
  }
  return isIndex ? { pages: [], sitemaps: locs.slice(0, 50) } : { pages: locs, sitemaps: [] };
}

function sitemapPageUrls(xml: string | null | undefined, base: URL): string[] {
  return readSitemap(xml, base.href).pages;
}

function finish(found: Record<WatchTopic, Map<string, PageCandidate>>, limit: number): TopicPageCandidates {
  const out = {} as TopicPageCandidates;
  for (const topic of WATCH_TOPICS) {
    out[topic] = [...found[topic].values()].sort((a, b) => b.score - a.score || a.url.length - b.url.length || (a.url < b.url ? -1 : 1)).slice(0, limit);
  }
  return out;
}

/** The site's home: the target's origin (a target URL's path is not the home page). */
function siteRoot(baseUrl: string): URL | null {
  try {
    const url = new URL(baseUrl);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return new URL("/", url.origin);
  } catch {
    return null;
  }
}

/** Same host, or another host of the same registrable domain (a marketplace on `apps.acme.com`). */
function sameSite(href: string, base: URL, sitemap = false): string | null {
  const absolute = absoluteUrl(href, base.href);
  if (!absolute) return null;
  const url = new URL(absolute);
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const domain = getDomain(base.hostname) ?? base.hostname;
  if (url.hostname !== base.hostname && (getDomain(url.hostname) ?? url.hostname) !== domain) return null;
  if (sitemap ? !/\.xml(?:\.gz)?$/i.test(url.pathname) : ASSET.test(url.pathname)) return null;
  url.hash = "";
  url.search = "";
  return url.href;
}

interface HomeLink {
  url: string;
  text: string;
}

function homeLinks(html: string | null | undefined, base: URL): HomeLink[] {
  if (typeof html !== "string") return [];
  const page = loadPage(html);
  if (!page) return [];
  const pageBase = documentBaseUrl(page.doc, base.href);
  const anchors = page.doc.querySelectorAll("a[href]");
  const out: HomeLink[] = [];
  for (let i = 0; i < Math.min(anchors.length, MAX_LINKS); i++) {
    const a = anchors[i] as DomElement;
    const url = sameSite(absoluteUrl(a.getAttribute("href"), pageBase) ?? "", base);
    if (url) out.push({ url, text: (a.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 80) });
  }
  return out;
}

/** Path segments without a leading locale (`/en-us/pricing` → `["pricing"]`). */
function segments(url: string): string[] {
  const parts = new URL(url).pathname.split("/").filter(Boolean).map((s) => decodeURIComponent(s).toLowerCase());
  return parts.length > 1 && LOCALE.test(parts[0] as string) ? parts.slice(1) : parts;
}

function pathScore(topic: Exclude<WatchTopic, "positioning">, url: string): number {
  const parts = segments(url);
  const first = parts[0];
  if (first === undefined) return 0;
  for (const [pattern, weight] of SEGMENTS[topic]) if (pattern.test(first.replace(/\.html?$/, ""))) return weight;
  return 0;
}

/** Index pages beat their children (`/customers` over `/customers/acme`). */
function depthPenalty(url: string): number {
  return Math.max(0, segments(url).length - 1) * 3;
}

function decodeEntities(text: string): string {
  return text.replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'");
}
