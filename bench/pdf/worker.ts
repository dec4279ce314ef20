// Bench worker: POST PDF bytes, get JSON back with the conversion's own timing measured inside workerd.
import { convertPdf } from "@shared/pdf";

// workerd only advances its clock at I/O; a zero timer is an I/O turn, so the reading is fresh.
const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export default {
  async fetch(request: Request): Promise<Response> {
    const bytes = new Uint8Array(await request.arrayBuffer());
    const maxPages = Number(new URL(request.url).searchParams.get("maxPages") ?? 50);
    await tick();
    const t0 = Date.now();
    try {
      const result = await convertPdf(bytes, { maxPages });
      await tick();
      return Response.json({ ok: true, ms: Date.now() - t0, ...result });
    } catch (err) {
      await tick();
      const e = err as { code?: string; status?: number; message?: string; internal?: string };
      return Response.json({ ok: false, ms: Date.now() - t0, error: { code: e.code, status: e.status, message: e.message, internal: e.internal } });
    }
  },
};
