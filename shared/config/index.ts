/**
 * The one place that reads the `SVC_*` environment of a worker. Every variable is declared once in
 * `SVC_VARS` (parser, bounds, what it does); code asks `setting(env, "SVC_…")` for a typed value
 * and never compares env strings itself. A value that does not parse counts as unset (the
 * documented default applies) and is reported by `configProblems`; a harness-only variable is
 * ignored unless `SVC_HARNESS=1`. The host table (ports, placeholders) is `hosts.json` beside this
 * file, shared with the dev launcher and the test tiers.
 *
 * To add a variable: one entry in `SVC_VARS`, then `setting(env, "SVC_NEW")` where it is used.
 *
 * @example const ttl = setting(c.env, "SVC_CACHE_TTL_S"); // number | undefined, harness only
 */
import { parseSourceExclusions, type SourceExclusion } from "../net/source-exclusions";
import hostTable from "./hosts.json";

type Parse<T> = (raw: string) => T | undefined;

interface VarSpec<T> {
  parse: Parse<T>;
  /** Read only when `SVC_HARNESS=1` (test knobs a production deployment must never honour). */
  harnessOnly?: boolean;
  doc: string;
}

/** "1" is on; anything else (including "true") is off: switches must be deliberate. */
const flag: Parse<boolean> = (raw) => raw === "1";

/** A decimal integer within [min, max]. */
const int =
  (min: number, max: number): Parse<number> =>
  (raw) => {
    if (!/^\d{1,15}$/.test(raw.trim())) return undefined;
    const n = Number(raw.trim());
    return n >= min && n <= max ? n : undefined;
  };

/** An absolute http(s) URL, without trailing slashes. */
const httpUrl: Parse<string> = (raw) => (/^https?:\/\/[^\s]+$/.test(raw.trim()) ? raw.trim().replace(/\/+$/, "") : undefined);

const text: Parse<string> = (raw) => (raw.trim() ? raw.trim() : undefined);

/** A JSON object of HTTP header names to string values (e.g. a facilitator's auth headers). */
const headerMap: Parse<Record<string, string>> = (raw) => {
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return undefined;
    const entries = Object.entries(parsed);
    const valid = entries.every(([name, value]) => /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) && typeof value === "string" && !/[\r\n]/.test(value));
    return valid && entries.length > 0 ? Object.fromEntries(entries) as Record<string, string> : undefined;
  } catch {
    return undefined;
  }
};

/** A source exclusion list (`host[/path-prefix]`, comma-separated), whole or not at all. */
const exclusionList: Parse<SourceExclusion[]> = (raw) => {
  try {
    return parseSourceExclusions(raw);
  } catch {
    return undefined;
  }
};

const oneOf =
  <const T extends string>(...values: T[]): Parse<T> =>
  (raw) =>
    (values as string[]).includes(raw) ? (raw as T) : undefined;

const spec = <T>(parse: Parse<T>, doc: string, harnessOnly = false): VarSpec<T> => ({ parse, doc, harnessOnly });

const DAY_S = 86_400;

/** Every `SVC_*` variable a worker reads. `npm run dev` passes every `SVC_*` of its caller through. */
export const SVC_VARS = {
  SVC_HARNESS: spec(flag, "Test harness: loopback/private targets allowed (cloud metadata never), harness-only knobs honoured."),
  SVC_TRUST_CLIENT_IP_HEADER: spec(flag, "Believe `CF-Connecting-IP` and `CF-Worker` locally, so tests can simulate many clients.", true),
  SVC_ACCOUNTLESS: spec(flag, "Accountless pay-per-request (x402) on keyed routes."),
  SVC_CACHE_TTL_S: spec(int(0, 7 * DAY_S), "Overrides every cache fresh time, seconds (0–604800).", true),
  SVC_BROWSER: spec(oneOf("off"), "`off`: no headless browser here; every render answers `browser_unavailable` (`npm run dev` sets it when Chromium is missing)."),
  SVC_PDF_TIMEOUT_MS: spec(int(1, 600_000), "The PDF conversion deadline in ms instead of 60 s (1–600000).", true),
  SVC_PROVIDER_TIMEOUT_MS: spec(int(1, 600_000), "The api's deadline for a provider worker's answer in ms instead of 20 s (1–600000).", true),
  SVC_LIMIT_KEY_PER_MIN: spec(int(1, 1_000_000), "Per-key requests per minute instead of the contract's (bench/tests).", true),
  SVC_LIMIT_ORG_PER_MIN: spec(int(1, 1_000_000), "Per-organization requests per minute instead of the contract's (bench/tests).", true),
  SVC_LIMIT_CLAIMS_PER_MIN: spec(int(1, 1_000_000), "Key claims one client IP may open per minute (default 60)."),
  SVC_KEY_ENV: spec(oneOf("test", "live"), '"test" issues `svc_test_` keys (so does the harness); otherwise `svc_live_`.'),
  SVC_SOURCE_EXCLUSIONS: spec(exclusionList, "`host[/path-prefix]`, comma-separated: seeds the source exclusion list (KV) when the stack starts or deploys; workers read the list, not this."),
  SVC_SOURCE_EXCLUSIONS_TTL_S: spec(int(0, 300), "How long an isolate keeps the source exclusion list it read, seconds (0–300) instead of 30.", true),
  SVC_BRAND_HOST_OVERRIDE: spec(text, "`domain=url` pairs, comma-separated: where the brand gateway reads a domain's site.", true),
  SVC_BASE_URL: spec(httpUrl, "`{base_url}` of this deployment; required outside the harness (in it: http://127.0.0.1:8787)."),
  SVC_MD_URL: spec(httpUrl, "`{md_url}`; required outside the harness (in it: http://127.0.0.1:8788)."),
  SVC_BRAND_URL: spec(httpUrl, "`{brand_url}`; required outside the harness (in it: http://127.0.0.1:8789)."),
  SVC_PDF_URL: spec(httpUrl, "`{pdf_url}`; required outside the harness (in it: http://127.0.0.1:8790)."),
  SVC_MCP_URL: spec(httpUrl, "`{mcp_url}`; required outside the harness (in it: http://127.0.0.1:8791)."),
  SVC_PLATFORM_URL: spec(httpUrl, "`{platform_url}`; required outside the harness (in it: http://127.0.0.1:8792, or the platform's own origin)."),
  SVC_AUTH_DOC_URL: spec(httpUrl, "`{auth_doc_url}`, the agent setup recipe (default `{platform_url}/agent-setup`)."),
  SVC_OIDC_CLIENT_ID: spec(text, "OpenID Connect client id of the platform (default svc-platform)."),
  SVC_UPSTREAM_OIDC_ISSUER: spec(httpUrl, "The identity provider; `npm run dev` points it at the dev issuer."),
  SVC_UPSTREAM_HN_FIREBASE: spec(httpUrl, "Hacker News Firebase API base (fake upstream in tests)."),
  SVC_UPSTREAM_HN_ALGOLIA: spec(httpUrl, "Hacker News Algolia API base (fake upstream in tests)."),
  SVC_UPSTREAM_ITUNES: spec(httpUrl, "iTunes Search/Lookup API base (fake upstream in tests)."),
  SVC_UPSTREAM_APPSTORE_RSS: spec(httpUrl, "App Store RSS base (fake upstream in tests)."),
  SVC_UPSTREAM_YOUTUBE: spec(httpUrl, "Video platform (InnerTube) base (fake upstream in tests)."),
  SVC_UPSTREAM_SOCIAL: spec(httpUrl, "Social syndication base for single posts (fake upstream in tests)."),
  SVC_UPSTREAM_SOCIAL_TIMELINE: spec(httpUrl, "Social syndication timeline host, overriding SVC_UPSTREAM_SOCIAL for account timelines."),
  SVC_UPSTREAM_STRIPE: spec(httpUrl, "Stripe API base for top-up checkout (default https://api.stripe.com; the local fake in dev and tests)."),
  SVC_UPSTREAM_X402_FACILITATOR: spec(httpUrl, "x402 facilitator base (verify/settle)."),
  SVC_X402_FACILITATOR_HEADERS: spec(headerMap, "Headers sent with every facilitator call, a JSON object (e.g. its Authorization); a secret."),
  SVC_X402_PAY_TO: spec(text, "x402 `payTo` address."),
  SVC_X402_NETWORK: spec(text, "x402 network (CAIP-2)."),
  SVC_X402_ASSET: spec(text, "x402 asset address."),
  SVC_X402_ASSET_NAME: spec(text, "EIP-712 domain name of the x402 asset (default: the network's USDC domain)."),
  SVC_X402_ASSET_VERSION: spec(text, "EIP-712 domain version of the x402 asset (default \"2\")."),
} as const satisfies Record<`SVC_${string}`, VarSpec<unknown>>;

export type SvcName = keyof typeof SVC_VARS;
export type SvcValue<N extends SvcName> = NonNullable<ReturnType<(typeof SVC_VARS)[N]["parse"]>>;

/** The `SVC_*` part of a worker's env, as wrangler hands it over (strings, all optional). */
export type SvcEnv = { readonly [N in SvcName]?: string };

/**
 * A worker's env type: the `Env` that `npm run types` generates from its wrangler config
 * (`workers/<name>/worker-configuration.d.ts`, never edited by hand), plus the `SvcEnv` knobs every
 * worker receives, with `Refined` giving a more precise type to bindings wrangler can only type
 * loosely (a service binding's RPC port, a queue's message) or as the class where `shared/` calls
 * the object's port (`QuotaNamespace`: a namespace of the class is not one of its port).
 * `Refined` may only name bindings of the generated `Env`: renaming a binding in wrangler.toml
 * fails the typecheck instead of leaving a hand-written type behind (docs/operations.md#binding-types).
 *
 * @example export interface MonitorsBindings extends WorkerEnv<Generated, { MONITOR_TASKS: Queue<MonitorTask> }> {}
 */
export type WorkerEnv<Generated, Refined extends Refinement<Generated, Refined> = {}> = Omit<Generated, keyof Refined> & Refined & SvcEnv;

type Refinement<Generated, Refined> = { [K in keyof Refined]: K extends keyof Generated ? unknown : never };

const raw = (env: unknown, name: string): string | undefined => {
  const value = (env as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
};

/** The harness switch (`SVC_HARNESS=1`). */
export const isHarness = (env: unknown): boolean => raw(env, "SVC_HARNESS") === "1";

/**
 * The typed value of `name`, or undefined when unset, unparsable or out of bounds (the caller's
 * default applies), or harness-only outside the harness.
 */
export function setting<N extends SvcName>(env: unknown, name: N): SvcValue<N> | undefined {
  const value = raw(env, name);
  if (value === undefined) return undefined;
  const def: VarSpec<unknown> = SVC_VARS[name];
  if (def.harnessOnly && !isHarness(env)) return undefined;
  return (def.parse(value) ?? undefined) as SvcValue<N> | undefined;
}

/** Variables that are set but do not parse (named, never their values: some may be secrets-adjacent). */
export function configProblems(env: unknown): string[] {
  return (Object.keys(SVC_VARS) as SvcName[]).filter((name) => {
    const value = raw(env, name);
    return value !== undefined && value !== "" && SVC_VARS[name].parse(value) === undefined;
  });
}

/** The hosts of the service, from the one table (hosts.json). */
export const HOSTS = hostTable.hosts;
export type Placeholder = "base_url" | "md_url" | "brand_url" | "pdf_url" | "mcp_url" | "platform_url";
type HostVar = "SVC_BASE_URL" | "SVC_MD_URL" | "SVC_BRAND_URL" | "SVC_PDF_URL" | "SVC_MCP_URL" | "SVC_PLATFORM_URL";

const hostOf = (placeholder: Placeholder) => {
  const host = HOSTS.find((h) => h.placeholder === placeholder);
  if (!host) throw new Error(`no host for {${placeholder}} in hosts.json`);
  return host;
};

/** Every `{…_url}` of the host table with the variable a deployment sets it with. */
export const HOST_URLS = HOSTS.flatMap((h) => (h.placeholder ? [{ placeholder: h.placeholder as Placeholder, urlVar: h.urlVar as HostVar }] : []));

/** The local address `npm run dev` serves a host on. */
export const localUrl = (placeholder: Placeholder) => `http://127.0.0.1:${hostOf(placeholder).port}`;

/**
 * `{base_url}`, `{md_url}`, …: the deployment's `SVC_<HOST>_URL`; in the harness only, the local
 * address when unset. Outside the harness an unset one is undefined, never the local table: a link
 * to 127.0.0.1 would send an agent to its own machine (docs/operations.md#host-urls). `npm run dev`
 * sets every one, so a local stack without the harness has them too.
 */
export function hostUrl(placeholder: Placeholder, env: unknown): string | undefined {
  return setting(env, hostOf(placeholder).urlVar as HostVar) ?? (isHarness(env) ? localUrl(placeholder) : undefined);
}

/** The host URL variables this env lacks (none in the harness, which has the local table). */
export function missingHostUrls(env: unknown): HostVar[] {
  return HOST_URLS.filter((h) => hostUrl(h.placeholder, env) === undefined).map((h) => h.urlVar);
}
