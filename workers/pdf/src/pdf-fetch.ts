/**
 * Downloads a PDF source through the safe fetcher under the PDF policy (docs/pdf-and-mcp.md):
 * over 10 MiB is 413 (the stream is cut at the cap, never buffered whole); past the conversion
 * deadline is 504; an origin that says the document is missing or private is the caller's input
 * (400); an origin that fails or cannot be reached is 502. Unsafe targets and redirects stay 400; a
 * redirect into an excluded source is 451 `source_excluded`.
 */
import { ApiError } from "@shared/errors";
import { safeFetch, safeFetchDefaults, SafeFetchError, sourceExclusionHook } from "@shared/net";
import type { PdfBindings } from "./env";
import { PDF_LIMITS } from "./pdf-limits";

const ACCEPT = "application/pdf, */*;q=0.5";
const USER_AGENT = "Mozilla/5.0 (compatible; svc-pdf-gateway/1.0; read-only PDF reader for AI agents)";

export async function fetchPdfSource(url: URL, env: PdfBindings, timeoutMs: number, signal: AbortSignal): Promise<Uint8Array> {
  let res;
  try {
    res = await safeFetch(url, {
      headers: { Accept: ACCEPT, "User-Agent": USER_AGENT },
      maxBytes: PDF_LIMITS.maxSourceBytes,
      timeoutMs,
      signal,
      ...safeFetchDefaults(env),
      beforeHop: sourceExclusionHook(env),
    });
  } catch (err) {
    throw sourceFetchError(err);
  }
  if (res.status >= 200 && res.status < 300) return res.body;
  if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
    throw new ApiError("invalid_request", `The source URL answered ${res.status}; only a publicly reachable PDF can be converted.`);
  }
  throw new ApiError("upstream_unavailable", `The source server answered ${res.status}; retry later.`, { internal: res.url });
}

function sourceFetchError(err: unknown): unknown {
  if (!(err instanceof SafeFetchError)) return err;
  const options = { internal: err.internal, cause: err };
  switch (err.kind) {
    case "too_large":
      return new ApiError("payload_too_large", "The PDF source is over 10 MiB (10,485,760 bytes).", options);
    case "timeout":
      return conversionTimeout();
    case "source_excluded":
      return err;
    case "unsafe_target":
    case "unsafe_redirect":
    case "unresolvable":
      return new ApiError("invalid_request", `The URL is not a safe public URL: ${err.message}.`, options);
    default:
      return new ApiError("upstream_unavailable", `The source server could not be reached: ${err.message}.`, options);
  }
}

export const conversionTimeout = () =>
  new ApiError("gateway_timeout", "The PDF could not be downloaded and converted within 60 seconds.");
