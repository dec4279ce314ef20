/** How long a cached copy counts as fresh (docs/contract.md#caching), per kind of read. */
import { setting } from "../config";

export const CACHE_FRESH_S = {
  provider: 60,
  markdown: 300,
  brand: 300,
  pdf: 86_400,
} as const;

export type CacheKind = keyof typeof CACHE_FRESH_S;

export interface CacheEnv {
  SVC_HARNESS?: string;
  /** Harness only: overrides every fresh time (seconds, integer ≥ 0), so tests can expire copies. */
  SVC_CACHE_TTL_S?: string;
}

/** Fresh time in milliseconds for `kind`, honouring the harness override `SVC_CACHE_TTL_S`. */
export function freshMs(kind: CacheKind, env: CacheEnv = {}): number {
  return (setting(env, "SVC_CACHE_TTL_S") ?? CACHE_FRESH_S[kind]) * 1000;
}

/** `Cache-Control: no-cache` (or `no-store`, `max-age=0`) from the caller: skip cached copies. */
export function wantsFresh(cacheControl: string | undefined | null): boolean {
  return !!cacheControl && /(?:^|,)\s*(?:no-cache|no-store|max-age\s*=\s*0)\s*(?:,|$)/i.test(cacheControl);
}
