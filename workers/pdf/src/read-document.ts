/**
 * One PDF conversion request, whichever door it came through (the public POST, or the MCP tool
 * through the internal entrypoint): target check → source exclusions (451) → hourly quota → 24 h cache (a hit takes no
 * slot) → active-conversion slot → download → PDF check → convert → encode under 1 MiB.
 * Nothing partial is ever served or cached: every failure is an ApiError and stores nothing.
 */
import { cacheKey, type CachedRead, freshMs, kvCacheStore, normalizeUrlTarget, readThrough } from "@shared/cache";
import { ApiError } from "@shared/errors";
import { assertPlausibleHost } from "@shared/gateway/url-target";
import { assertSourceAllowed, safeFetchDefaults, validateTargetUrl } from "@shared/net";
import type { QuotaDecision } from "@shared/quota";
import { convertPdf, type ConvertedPdf, isPdf, toPdfDocument } from "@shared/pdf";
import type { PdfBindings } from "./env";
import { conversionTimeout, fetchPdfSource } from "./pdf-fetch";
import { admitHourly, conversionTimeoutMs, PDF_LIMITS, SlotsFull, withConversionSlot } from "./pdf-limits";

export const PDF_CONTENT_TYPE = "application/json; charset=utf-8";

export interface DocumentRequest {
  url: string;
  /** The bucket key of the hourly quota and of the slots. */
  clientIp: string;
  /** Told the quota decision once the request is admitted (for `X-RateLimit-*` headers). */
  onAdmitted?: (decision: QuotaDecision) => void;
}

/** The encoded document (`read.entry.body`, JSON + "\n") and how the cache served it. */
export async function readDocument(env: PdfBindings, request: DocumentRequest): Promise<CachedRead> {
  const target = checkedTarget(request.url, env);
  await assertSourceAllowed(env, target);
  // Not `onAdmitted?.(await admitHourly(…))`: an absent callback would skip the admission itself.
  const decision = await admitHourly(env, request.clientIp);
  request.onAdmitted?.(decision);
  const key = await cacheKey("pdf", normalizeUrlTarget(target));
  const read = () =>
    readThrough({
      store: kvCacheStore(env.CACHE),
      key,
      freshMs: freshMs("pdf", env),
      // The strict document body has no `meta.stale` to flag an old copy with, so none is served.
      isOutage: () => false,
      produce: () => withConversionSlot(env, request.clientIp, () => convertSource(env, target)),
    });
  // Concurrent requests for one URL share a conversion, started under its first client's slots: if
  // that client had none free, the others were not refused, so they try again with their own.
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (err) {
      if (!(err instanceof SlotsFull) || err.clientIp === request.clientIp || attempt >= MAX_SHARED_REFUSALS) throw err;
    }
  }
}

/** How often a request retries after another client's slot refusal reached it (each retry starts or joins a conversion). */
const MAX_SHARED_REFUSALS = 3;

function checkedTarget(url: string, env: PdfBindings): URL {
  let target: URL;
  try {
    target = validateTargetUrl(url, safeFetchDefaults(env));
  } catch (err) {
    if (err instanceof ApiError) throw new ApiError("invalid_request", `The URL is not a safe public URL: ${err.message}.`, { internal: err.internal });
    throw err;
  }
  // A host no DNS could ever answer (`-a-.com`, `x.invalid`) is refused here, free, not after admission.
  assertPlausibleHost(target, safeFetchDefaults(env));
  return target;
}

/** Download and conversion share one deadline: the spec's 60 s is for the whole job. */
async function convertSource(env: PdfBindings, target: URL): Promise<{ body: string; contentType: string }> {
  const timeoutMs = conversionTimeoutMs(env);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const bytes = await fetchPdfSource(target, env, timeoutMs, signal);
    if (!isPdf(bytes)) throw new ApiError("invalid_request", "The URL did not return a PDF (no %PDF- header in its first 1024 bytes).");
    const converted = await convertPdf(bytes, { maxPages: PDF_LIMITS.maxPages, signal });
    return { body: encodeDocument(converted), contentType: PDF_CONTENT_TYPE };
  } catch (err) {
    if (signal.aborted) throw conversionTimeout();
    throw err;
  }
}

/** The response body exactly as sent; over 1 MiB it is refused whole (docs/contract.md#limits: never truncated). */
export function encodeDocument(converted: ConvertedPdf): string {
  const body = `${JSON.stringify(toPdfDocument(converted))}\n`;
  const bytes = new TextEncoder().encode(body).byteLength;
  if (bytes > PDF_LIMITS.maxResponseBytes) {
    throw new ApiError(
      "upstream_unavailable",
      `The converted document is ${bytes} bytes as JSON, over the 1 MiB (1,048,576 bytes) response limit; responses are never truncated.`,
    );
  }
  return body;
}
