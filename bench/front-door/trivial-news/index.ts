/** A trivial "news" provider for bench/front-door: answers at once, so only the front door is measured. */
export default {
  async fetch(req: Request): Promise<Response> {
    const url = new URL(req.url);
    if (url.pathname === "/__status") return Response.json({ status: "available", circuit: "closed" });
    return Response.json({ data: [{ id: 1 }], meta: { request_id: req.headers.get("x-request-id") } });
  },
};
