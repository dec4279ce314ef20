/**
 * The production Resolver: DNS-over-HTTPS with the JSON API, because Workers have no raw DNS.
 * A and AAAA are asked in parallel; CNAME records in the answer are skipped (the resolver has
 * already followed them).
 */
import { readCappedBody } from "./capped-body";
import { abortable } from "./deadline";
import type { Resolver } from "./resolver";
import { SafeFetchError } from "./safe-fetch-error";

/** Default DoH endpoint (Cloudflare's JSON API). */
export const DEFAULT_DOH_ENDPOINT = "https://cloudflare-dns.com/dns-query";

export interface DohResolverOptions {
  /** DoH JSON endpoint; `name` and `type` are appended as query parameters. */
  endpoint?: string;
  fetch?: typeof fetch;
}

const RECORD_TYPES = [
  { name: "A", code: 1 },
  { name: "AAAA", code: 28 },
] as const;

const NOERROR = 0;
const NXDOMAIN = 3;
/** DoH answers are small; anything bigger is not a DNS answer. */
const MAX_ANSWER_BYTES = 64 * 1024;

interface DohAnswer {
  Status?: unknown;
  Answer?: unknown;
}

const failure = (internal: string, cause?: unknown) =>
  new SafeFetchError("dns_failure", "could not resolve the target host", internal, cause);

/**
 * Creates a DoH resolver. @example await dohResolver().resolve("example.com") // ["93.184.215.14", "2606:…"]
 */
export function dohResolver(options: DohResolverOptions = {}): Resolver {
  const endpoint = options.endpoint ?? DEFAULT_DOH_ENDPOINT;
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));

  async function lookup(host: string, type: (typeof RECORD_TYPES)[number], signal?: AbortSignal): Promise<string[]> {
    const url = new URL(endpoint);
    url.searchParams.set("name", host);
    url.searchParams.set("type", type.name);
    let res: Response;
    try {
      res = await abortable(fetcher(url.href, { headers: { accept: "application/dns-json" }, signal }), signal);
    } catch (error) {
      if (error instanceof SafeFetchError) throw error;
      throw failure(`DoH request failed: ${String(error)}`, error);
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw failure(`DoH answered HTTP ${res.status}`);
    }
    let answer: DohAnswer;
    try {
      answer = JSON.parse(new TextDecoder().decode(await readCappedBody(res, MAX_ANSWER_BYTES, signal))) as DohAnswer;
    } catch (error) {
      if (error instanceof SafeFetchError && error.kind === "timeout") throw error;
      throw failure(`DoH answer unreadable: ${String(error)}`, error);
    }
    if (answer.Status === NXDOMAIN) return [];
    if (answer.Status !== NOERROR) throw failure(`DoH status ${String(answer.Status)} for ${type.name} ${host}`);
    if (!Array.isArray(answer.Answer)) return [];
    return answer.Answer.flatMap((record: unknown) => {
      const r = record as { type?: unknown; data?: unknown };
      return r.type === type.code && typeof r.data === "string" ? [r.data] : [];
    });
  }

  return {
    async resolve(host, signal) {
      const lists = await Promise.all(RECORD_TYPES.map((type) => lookup(host, type, signal)));
      return lists.flat();
    },
  };
}
