/**
 * A trivial "news" provider for bench/front-door: answers at once, so only the front door is
 * measured. It exposes the same RPC entrypoint (`ProviderRpc.answer`) as the real providers.
 */
import { providerEntrypoint } from "@shared/provider/provider-entrypoint";

const app = {
  async fetch(req: Request): Promise<Response> {
    const url = new URL(req.url);
    if (url.pathname === "/__status") return Response.json({ status: "available", circuit: "closed" });
    return Response.json({ data: [{ id: 1 }], meta: { request_id: req.headers.get("x-request-id") } });
  },
};

export default app;
export const ProviderRpc = providerEntrypoint(app);
