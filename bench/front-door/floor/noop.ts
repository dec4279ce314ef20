/** A second worker whose RPC entrypoint does nothing: the provider hop of bench/front-door/floor. */
import { WorkerEntrypoint } from "cloudflare:workers";

export class Noop extends WorkerEntrypoint {
  ping(method: string, url: string): string {
    return `${method} ${url.length}`;
  }
}
export default { fetch: () => new Response("noop") };
