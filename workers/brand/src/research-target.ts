/**
 * One target of a research workflow (docs/research.md): the homepage is fetched ONCE (https, then
 * http only when no connection can be made; through the safe fetcher, under a subrequest budget)
 * and that one page feeds both pipelines: the brand extractor (brand, styleguide and logo are cut
 * from one brand record), which reads it in `auto`, and the Markdown converter, which reads it in
 * the caller's render mode (DECISIONS §6; one render serves both when both want it). A primitive that fails is left out and its
 * error code listed; when the homepage itself fails, every primitive carries that code.
 * The assembled target is cached 300 s per render mode (coalesced per domain within the isolate,
 * stale copy served during an outage), like the keyed primitives it is made of.
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
import { assertSourceAllowed, SafeFetchError, type SafeResponse, subrequestBudget } from "@shared/net";
import type { RenderMode } from "@shared/contract/render";
import { type RenderChoice, readInMode } from "@shared/render/render-mode-page";
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

/** `render`: the markdown primitive's mode, and whose render slots a render of the homepage takes. */
export async function researchTarget(env: BrandBindings, domain: string, bypass: boolean, render: RenderChoice): Promise<ResearchTargetRead> {
  try {
    // An excluded target is reported per primitive (`source_excluded`), like any failed target.
    await assertSourceAllowed(env, domainSource(domain));
    const read = await readThrough({
      store: kvCacheStore(env.CACHE),
      key: await researchCacheKey(domain, render.mode),
      freshMs: freshMs("brand", env),
      bypass,
      isOutage: isUpstreamOutage,
      produce: async () => {
        const { target, transient } = await produceTarget(env, domain, render);
        return { body: JSON.stringify(target), contentType: "application/json", transient };
      },
    });
    return { target: parseTarget(read.entry.body), read };
  } catch (err) {
    return { target: { domain, errors: everyPrimitive(codeOf(err, domain)) }, read: null };
  }
}

/** Rendered and static results are cached apart (DECISIONS §6); `auto` keeps the key research had before it took a mode. */
const researchCacheKey = (domain: string, mode: RenderMode) => (mode === "auto" ? cacheKey("research", domain) : cacheKey("research", domain, `render:${mode}`));

async function produceTarget(env: BrandBindings, domain: string, render: RenderChoice): Promise<{ target: ResearchTarget; transient: boolean }> {
  const budget = subrequestBudget(RESEARCH_SUBREQUESTS_PER_TARGET);
  const pages = await homepageReads(env, await fetchHomepage(domain, env, { fetch: budget.fetch }), render);
  const [brand, markdown] = await Promise.all([attempt(() => brandOf(pages.brand, domain, env, budget.fetch)), attempt(async () => markdownOf(await pages.markdown()))]);
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
  return { target: Object.keys(errors).length > 0 ? { ...target, errors } : target, transient: pages.transient };
}

/**
 * The homepage as each pipeline reads it: brand in `auto`, markdown in the caller's mode, with at
 * most one render. `auto` reads one page for both; `never` gives markdown the static page; `always`
 * renders once for both, and a render that fails is the markdown primitive's error (502 / 429 codes)
 * while brand reads the static page. A render led into an excluded source fails the whole target
 * (451 `source_excluded`, as in `auto`).
 */
async function homepageReads(env: BrandBindings, page: SafeResponse, render: RenderChoice): Promise<HomepageReads> {
  if (render.mode === "never") {
    const brand = await readInMode(env.RENDER, page, { ...render, mode: "auto" });
    return { brand: brand.page, markdown: async () => page, transient: brand.fallback !== undefined };
  }
  try {
    const read = await readInMode(env.RENDER, page, render);
    return { brand: read.page, markdown: async () => read.page, transient: read.fallback !== undefined };
  } catch (error) {
    if (render.mode !== "always" || (error instanceof SafeFetchError && error.kind === "source_excluded")) throw error;
    return {
      brand: page,
      markdown: async () => {
        throw error;
      },
      transient: true,
    };
  }
}

interface HomepageReads {
  brand: SafeResponse;
  markdown: () => Promise<SafeResponse>;
  /** A render was wanted and failed (busy, no browser, …): the target is answered, not cached for the next caller. */
  transient: boolean;
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
