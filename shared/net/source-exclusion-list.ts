/**
 * The source exclusion list as the workers read it (docs/operations.md#source-exclusions): one KV
 * value, key `source-exclusions` of the `SOURCE_EXCLUSIONS` namespace that every page-reading
 * worker binds, written only by operators (`npm run dev` and `npm run deploy` seed it from
 * `SVC_SOURCE_EXCLUSIONS`; `node scripts/source-exclusions.mjs` changes it without a deploy). No
 * route writes it.
 *
 * Each isolate keeps what it read for 30 s, so a change reaches every isolate within that time and
 * a page read costs no KV read in between. It fails closed: a list that cannot be read (binding
 * missing, KV down) or that does not parse is 503 `degraded` for every page read, never "nothing
 * is excluded".
 */
import { setting } from "../config";
import { ApiError } from "../errors";
import { assertNotExcluded, parseSourceExclusions, SOURCE_EXCLUSIONS_KEY, type SourceExclusion } from "./source-exclusions";
/** How long an isolate uses the list it read before reading it again. */
export const SOURCE_EXCLUSIONS_CACHE_MS = 30_000;

/** The one method of KV the list needs (an in-memory store in tests). */
export type SourceExclusionStore = Pick<KVNamespace, "get">;

/** What a page-reading worker's env carries for the list. */
export interface SourceExclusionEnv {
  SOURCE_EXCLUSIONS?: SourceExclusionStore;
  SVC_HARNESS?: string;
  /** Harness only: the cache time in seconds instead of 30 (tests change the list between requests). */
  SVC_SOURCE_EXCLUSIONS_TTL_S?: string;
}

interface Cached {
  list: readonly SourceExclusion[];
  until: number;
}

/** Per isolate, per store (a binding is one object for the isolate's lifetime; a test's store is its own). */
const cache = new WeakMap<object, Cached>();

/**
 * The current list (cached per isolate for 30 s).
 *
 * @example const list = await loadSourceExclusions(env); if (isExcluded(list, url)) …
 * @throws ApiError `degraded` (503) when the list cannot be read or does not parse.
 */
export async function loadSourceExclusions(env: SourceExclusionEnv, now = Date.now()): Promise<readonly SourceExclusion[]> {
  const store = env.SOURCE_EXCLUSIONS;
  if (store === undefined) throw unavailable("the SOURCE_EXCLUSIONS binding is missing");
  const hit = cache.get(store);
  if (hit !== undefined && now < hit.until) return hit.list;
  let text: string | null;
  try {
    text = await store.get(SOURCE_EXCLUSIONS_KEY, "text");
  } catch (err) {
    throw unavailable(`reading ${SOURCE_EXCLUSIONS_KEY} failed: ${String(err)}`);
  }
  let list: SourceExclusion[];
  try {
    list = text === null ? [] : parseSourceExclusions(text);
  } catch (err) {
    throw unavailable(`the stored list does not parse: ${err instanceof Error ? err.message : String(err)}`);
  }
  const ttlS = setting(env, "SVC_SOURCE_EXCLUSIONS_TTL_S");
  cache.set(store, { list, until: now + (ttlS === undefined ? SOURCE_EXCLUSIONS_CACHE_MS : ttlS * 1000) });
  return list;
}

/**
 * Refuses an excluded `target` with 451 `source_excluded` before any quota, cache or fetch work.
 *
 * @example const target = parseUrlTarget(raw, policy); await assertSourceAllowed(c.env, target);
 */
export async function assertSourceAllowed(env: SourceExclusionEnv, target: URL | string): Promise<void> {
  assertNotExcluded(await loadSourceExclusions(env), target);
}

/**
 * The safe fetcher's `beforeHop` for a page read: every hop is checked against the list, and a
 * redirect into an excluded source ends the fetch with 451.
 *
 * @example safeFetch(url, { ...limits, ...safeFetchDefaults(env), beforeHop: sourceExclusionHook(env) })
 */
export function sourceExclusionHook(env: SourceExclusionEnv): (url: URL, hop: number) => Promise<void> {
  return async (url, hop) => assertNotExcluded(await loadSourceExclusions(env), url, hop === 0 ? "target" : "redirect");
}

function unavailable(internal: string): ApiError {
  console.error(`source exclusion list unavailable: ${internal}`);
  return new ApiError("degraded", "The source exclusion list is unavailable, so no page can be read right now; retry later.", {
    internal,
    headers: { "Retry-After": "30" },
  });
}
