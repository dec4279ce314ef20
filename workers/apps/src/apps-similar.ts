/**
 * "Similar apps" from the two keyless iTunes endpoints. iTunes has no similar endpoint, and the
 * store page's "You might also like" shelf is HTML, not an API; so similarity is built from what
 * the app says about itself:
 *
 * 1. look the app up (1 call; unknown app → 404);
 * 2. search, in parallel and in the same storefront and platform (iOS or Mac), by
 *    (a) the distinctive words of its name ("Slack for Desktop" → "slack"): rivals and companions
 *        are indexed under the same words, and
 *    (b) its primary genre name ("Productivity"): the store's own category of the app (2 calls);
 * 3. rank each candidate: +2 same primary genre, +1 another shared genre, +1 found by the name
 *    search, +1 found by the genre search; ties keep the better upstream relevance rank. The app
 *    itself is never listed. At most SIMILAR_LIMIT apps.
 */
import type { App } from "@shared/contract/apps.records";
import { normalizeItunesApp } from "./apps.normalize";
import type { ItunesResult } from "./apps.raw.schemas";
import { type AppRef, type Fetch, fetchItunesLookup, fetchItunesSearch, type StorefrontParams } from "./apps.upstream";

export const SIMILAR_LIMIT = 20;
/** Results asked of each search: enough to rank, small enough to stay a quick read. */
const SEARCH_SIZE = 25;

// Words that say nothing about what an app does.
const GENERIC_WORDS = new Set(["app", "apps", "for", "the", "and", "a", "an", "of", "by", "free", "pro", "lite", "plus", "hd", "ios", "iphone", "ipad", "mac", "macos", "desktop", "mobile", "official"]);

/** The distinctive words of an app name, at most three: the part before a subtitle separator. */
export function nameTerm(name: string): string | null {
  const head = name.split(/\s[-–—|:]\s|:\s|\s[(]/)[0] ?? name;
  const words = head
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "" && !GENERIC_WORDS.has(w) && !/^\d+$/.test(w));
  return words.length === 0 ? null : words.slice(0, 3).join(" ");
}

export async function readSimilar(f: Fetch, base: string, ref: AppRef, storefront: StorefrontParams): Promise<App[]> {
  const [seed] = await fetchItunesLookup(f, base, { ...ref, ...storefront });
  if (seed === undefined) return [];
  const entity = seed.kind === "mac-software" ? "macSoftware" : "software";
  const name = typeof seed.trackName === "string" ? nameTerm(seed.trackName) : null;
  const genre = typeof seed.primaryGenreName === "string" && seed.primaryGenreName !== "" ? seed.primaryGenreName.toLowerCase() : null;
  const search = (term: string | null) => (term === null ? Promise.resolve([]) : fetchItunesSearch(f, base, { term, ...storefront, limit: SEARCH_SIZE, entity }));
  const [byName, byGenre] = await Promise.all([search(name), genre === name ? Promise.resolve([]) : search(genre)]);
  return rankSimilar(seed, byName, byGenre)
    .slice(0, SIMILAR_LIMIT)
    .map((r) => normalizeItunesApp(r, { ratings: false }));
}

interface Candidate {
  result: ItunesResult;
  score: number;
  bestRank: number;
}

/** Candidates from both searches, best first, without the seed app and without repeats. */
export function rankSimilar(seed: ItunesResult, byName: ItunesResult[], byGenre: ItunesResult[]): ItunesResult[] {
  const seedGenres = new Set(stringList(seed.genres));
  const candidates = new Map<string, Candidate>();
  const consider = (list: ItunesResult[], bonus: number) =>
    list.forEach((result, rank) => {
      const id = String(result.trackId);
      if (id === String(seed.trackId) || (seed.bundleId !== undefined && result.bundleId === seed.bundleId)) return;
      let c = candidates.get(id);
      if (c === undefined) {
        const samePrimary = result.primaryGenreName !== undefined && result.primaryGenreName === seed.primaryGenreName;
        const sharesGenre = stringList(result.genres).some((g) => g !== seed.primaryGenreName && seedGenres.has(g));
        c = { result, score: (samePrimary ? 2 : 0) + (sharesGenre ? 1 : 0), bestRank: rank };
        candidates.set(id, c);
      }
      c.score += bonus;
      c.bestRank = Math.min(c.bestRank, rank);
    });
  consider(byName, 1);
  consider(byGenre, 1);
  return [...candidates.values()].sort((a, b) => b.score - a.score || a.bestRank - b.bestRank).map((c) => c.result);
}

function stringList(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
}
