/**
 * `read_document {url}`: the PDF gateway's conversion, with the api's keys, limits and credits
 * (5 credits). Order as on every keyed route: arguments → keyed limits and charge (api gate) →
 * the pdf worker's own pipeline (target safety, hourly quota and active slots of the caller's IP,
 * 24 h cache, 10 MiB / 50 pages / 60 s / 1 MiB). A call that produces nothing is refunded.
 */
import { PdfDocumentSchema } from "@shared/pdf/pdf-document";
import { CLIENT_IP_HEADER, PdfRequestSchema, READ_DOCUMENT_PATH } from "@shared/contract/pdf";
import { answerError, callService } from "../service-answer";
import { jsonResult } from "./tool-results";
import { defineTool, type ToolContext } from "./tool";

async function gate(ctx: ToolContext, path: string, body?: unknown): Promise<Response> {
  const request = new Request(`https://api.internal${path}`, {
    method: "POST",
    headers: { Authorization: ctx.authorization, "X-Request-Id": ctx.requestId, "Content-Type": "application/json" },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return callService(ctx.env.API_GATE, "billing", request);
}

/** Reverses the call's own charge, named by the id the gate returned with it (single use). */
async function refund(ctx: ToolContext, chargeId: string | null): Promise<void> {
  if (!chargeId) return;
  const res = await gate(ctx, "/__gate/refund", { charge_id: chargeId }).catch((err: unknown) => err);
  if (!(res instanceof Response) || !res.ok) console.error(`[${ctx.requestId}] read_document refund failed`);
}

export const readDocumentTool = defineTool({
  name: "read_document",
  title: "Read a PDF as Markdown",
  description:
    "Convert one public PDF (http/https URL) to Markdown. Returns {type: \"document\", mime_type: \"application/pdf\", " +
    "markdown, metadata: {pages, title}}. Limits: 10 MiB, 50 pages, 60 s, 1 MiB of JSON; 20 conversions per client IP " +
    "per hour and 2 at once; results are cached 24 h. Costs 5 credits (refunded when the call fails).",
  input: PdfRequestSchema,
  output: PdfDocumentSchema,
  // A conversion reads a public PDF and changes nothing; a repeat is a cache hit.
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  async run({ url }, ctx) {
    const admitted = await gate(ctx, "/__gate/admit/read_document");
    if (!admitted.ok) throw await answerError(admitted, "billing");
    const { charge_id: chargeId } = (await admitted.json()) as { charge_id: string | null };

    let res: Response;
    try {
      res = await callService(ctx.env.PDF, "PDF", new Request(`https://pdf.internal${READ_DOCUMENT_PATH}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Request-Id": ctx.requestId, [CLIENT_IP_HEADER]: ctx.clientIp },
        body: JSON.stringify({ url }),
      }));
    } catch (err) {
      await refund(ctx, chargeId);
      throw err;
    }
    if (!res.ok) {
      await refund(ctx, chargeId);
      throw await answerError(res, "PDF");
    }
    return jsonResult(await res.text(), res.headers.get("X-Cache"));
  },
});
