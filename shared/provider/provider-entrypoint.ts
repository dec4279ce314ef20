/**
 * The RPC face of a provider worker. The api worker calls `handle(request)` over its service
 * binding (a JS RPC call) instead of `fetch(request)`: the same Hono app answers either way, but
 * an RPC call is not an HTTP subrequest, so it skips the subrequest machinery on the hot path
 * (see docs/front-door.md for the measurements). `fetch` stays for status and ad-hoc calls.
 */
import { WorkerEntrypoint } from "cloudflare:workers";

interface FetchApp {
  fetch(request: Request, env: unknown, ctx: ExecutionContext): Response | Promise<Response>;
}

/** What the api worker sees on a provider binding. */
export interface ProviderService extends Fetcher {
  handle(request: Request): Promise<Response>;
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
    async handle(request: Request): Promise<Response> {
      return app.fetch(request, this.env, this.ctx);
    }
  };
}
