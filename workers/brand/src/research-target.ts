/**
 * One target of a research workflow (docs/research.md): the homepage is fetched ONCE (https, then
 * http only when no connection can be made; through the safe fetcher, under a subrequest budget)
 * and that one page feeds both pipelines: the brand extractor (brand, styleguide and logo are cut
 * from one brand record) and the Markdown converter. A primitive that fails is left out and its
 * error code listed; when the homepage itself fails, every primitive carries that code.
 * The assembled target is cached 300 s (coalesced per domain within the isolate, stale copy
 * served during an outage), like the keyed primitives it is made of.
 */
import { type Brand, extractBrand, toLogoData, toStyleguideData } from "@shared/brand";
import { brandSourcesOf, fetchHomepage } from "@shared/brand/brand-fetch";
import { domainSource } from "@shared/brand/brand-site";
import { cacheKey, type CachedRead, cacheUnavailable, freshMs, kvCacheStore, readThrough } from "@shared/cache";
import {
  RESEARCH_PRIMITIVES,
  type ResearchPrimitive,
  type ResearchTarget,
  ResearchTargetSchema,
} from "@shared/contract/research.records";
import { isApiError } from "@shared/errors";
import type { MarkdownData } from "@shared/gateway/primitive-data";
import { isUpstreamOutage } from "@shared/gateway/upstream-policy";
import { toMarkdownPage } from "@shared/markdown/md-convert";
import { assertSourceAllowed, type SafeResponse, subrequestBudget } from "@shared/net";
import { autoRendered } from "@shared/render/render-mode-page";
import type { BrandBindings } from "./env";

/**
 * Subrequests one target may make (DNS lookups included): 6 targets × 6 = 36, plus the api's own
 * (key lookup, limits, credits, a refund, one binding call per target) stays under the 50 of
 * Workers Free. The homepage goes first; manifest and stylesheets take what is left.
 */
export const RESEARCH_SUBREQUESTS_PER_TARGET = 6;

export interface ResearchTargetRead {
  target: ResearchTarget;
  /** The cache read, or null when the target could not be produced at all. */
  read: CachedRead | null;
}

/** `account`: whose render slots a render of a script-shell homepage takes. */
export async function researchTarget(env: BrandBindings, domain: string, bypass: boolean, account: string): Promise<ResearchTargetRead> {
  try {
    // An excluded target is reported per primitive (`source_excluded`), like any failed target.
    await assertSourceAllowed(env, domainSource(domain));
    const read = await readThrough({
      store: kvCacheStore(env.CACHE),
      key: await cacheKey("research", domain),
      freshMs: freshMs("brand", env),
      bypass,
      isOutage: isUpstreamOutage,
      produce: async () => ({ body: JSON.stringify(await produceTarget(env, domain, account)), contentType: "application/json" }),
    });
    return { target: parseTarget(read.entry.body), read };
  } catch (err) {
    return { target: { domain, errors: everyPrimitive(codeOf(err, domain)) }, read: null };
  }
}

async function produceTarget(env: BrandBindings, domain: string, account: string): Promise<ResearchTarget> {
  const budget = subrequestBudget(RESEARCH_SUBREQUESTS_PER_TARGET);
  // The markdown primitive reads in `auto` (DECISIONS §6), and the brand primitives read the same page.
  const page = await autoRendered(env.RENDER, await fetchHomepage(domain, env, { fetch: budget.fetch }), account);
  const [brand, markdown] = await Promise.all([attempt(() => brandOf(page, domain, env, budget.fetch)), attempt(async () => markdownOf(page))]);
  const errors: Partial<Record<ResearchPrimitive, string>> = {};
  const target: ResearchTarget = { domain };
  if (brand.ok) {
    target.brand = brand.value;
    target.styleguide = toStyleguideData(brand.value);
    target.logo = toLogoData(brand.value);
  } else {
    for (const p of ["brand", "styleguide", "logo"] as const) errors[p] = codeOf(brand.error, domain);
  }
  if (markdown.ok) target.markdown = markdown.value;
  else errors.markdown = codeOf(markdown.error, domain);
  return Object.keys(errors).length > 0 ? { ...target, errors } : target;
}

async function brandOf(page: SafeResponse, domain: string, env: BrandBindings, fetcher: typeof fetch): Promise<Brand> {
  return extractBrand({ domain, ...(await brandSourcesOf(page, env, { fetch: fetcher })) });
}

function markdownOf(page: SafeResponse): MarkdownData {
  const { url, title, content } = toMarkdownPage(page, undefined);
  return { url, title, content };
}

type Attempt<T> = { ok: true; value: T } | { ok: false; error: unknown };

async function attempt<T>(run: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, error };
  }
}

/** The envelope code of a failure; anything that is not an ApiError is logged and reported as internal_error. */
function codeOf(err: unknown, domain: string): string {
  if (isApiError(err)) return err.code;
  console.error(`research target ${domain} failed`, err instanceof Error ? err.stack : String(err));
  return "internal_error";
}

const everyPrimitive = (code: string) => Object.fromEntries(RESEARCH_PRIMITIVES.map((p) => [p, code])) as Record<ResearchPrimitive, string>;

function parseTarget(body: string): ResearchTarget {
  try {
    return ResearchTargetSchema.parse(JSON.parse(body));
  } catch (err) {
    throw cacheUnavailable(err);
  }
}
