/**
 * The RPC face of a provider worker. The api worker calls `answer(method, url, headers, body)`
 * over its service binding (a JS RPC call) instead of `fetch(request)`: the same Hono app answers
 * either way, but an RPC call is not an HTTP subrequest, so it skips the subrequest machinery on
 * the hot path; the request goes as plain values and the answer comes back as plain data, not as
 * a Request and a streamed Response (see docs/front-door.md for the measurements). `fetch` stays
 * for status and ad-hoc calls.
 */
import { WorkerEntrypoint } from "cloudflare:workers";

interface FetchApp {
  fetch(request: Request, env: unknown, ctx: ExecutionContext): Response | Promise<Response>;
}

/**
 * A provider's answer as plain data: status, headers and the whole body. Returned over RPC it is
 * one structured clone, where a `Response` crosses as a stream pumped between the two isolates
 * (docs/front-door.md#the-provider-hop). Provider answers are JSON envelopes of at most a page, far
 * below the RPC message limit.
 */
export interface ProviderAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** The answer of a provider app, read whole (see `ProviderAnswer`). */
export async function providerAnswer(res: Response): Promise<ProviderAnswer> {
  return { status: res.status, headers: [...res.headers], body: res.body ? await res.arrayBuffer() : null };
}

/** The api worker's side: a Response with mutable headers and a body of known length. */
export const answerResponse = (answer: ProviderAnswer): Response => new Response(answer.body, { status: answer.status, headers: answer.headers });

/**
 * The provider's side of `answer`: the request the api sent as plain values (a Request crossing
 * RPC is built, serialized and rebuilt; these are one small clone), served by the provider's app.
 */
export async function answerCall(app: FetchApp, env: unknown, ctx: ExecutionContext, ...call: ProviderCall): Promise<ProviderAnswer> {
  const [method, url, headers, body] = call;
  return providerAnswer(await app.fetch(new Request(url, { method, headers, body }), env, ctx));
}

/** A provider call as `answer` takes it: method, URL, header pairs, and the JSON body of a POST or PATCH (else null). */
export type ProviderCall = [method: string, url: string, headers: [string, string][], body: string | null];

/** What the api worker sees on a provider binding: `answer` on the hot path, `fetch` for status and ad-hoc calls. */
export interface ProviderService extends Fetcher {
  answer(...call: ProviderCall): Promise<ProviderAnswer>;
}

/**
 * A named entrypoint that serves `app` to another worker's service binding only (never the public
 * host), e.g. the md and brand gateways' keyed forms behind the api worker.
 *
 * @example export const MdInternal = internalEntrypoint(internalApp); // wrangler: entrypoint = "MdInternal"
 */
export function internalEntrypoint(app: FetchApp) {
  return class Internal extends WorkerEntrypoint {
    override async fetch(request: Request): Promise<Response> {
      return app.fetch(request, this.env, this.ctx);
    }
  };
}

/** @example export const ProviderRpc = providerEntrypoint(app); // wrangler: entrypoint = "ProviderRpc" */
export function providerEntrypoint(app: FetchApp) {
  return class ProviderRpc extends internalEntrypoint(app) {
    async answer(...call: ProviderCall): Promise<ProviderAnswer> {
      return answerCall(app, this.env, this.ctx, ...call);
    }
  };
}
