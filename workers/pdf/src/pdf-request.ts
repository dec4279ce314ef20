/**
 * Reads `POST {pdf_url}/`'s body before any admission: JSON content type, a small capped body,
 * well-formed JSON, then the strict schema. Every refusal is 400 `invalid_request` naming what is
 * wrong, and costs the caller no quota.
 */
import type { Context } from "hono";
import { ApiError } from "@shared/errors";
import { describeValidationError } from "@shared/http/router";
import { readCappedBody } from "@shared/net";
import { type PdfRequest, PdfRequestSchema } from "@shared/contract/pdf";

/** `{url}` with an 8 KiB URL fits easily; anything bigger is not a PDF request. */
export const MAX_REQUEST_BYTES = 16 * 1024;

const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

export async function readPdfRequest(c: Context): Promise<PdfRequest> {
  const type = c.req.header("Content-Type");
  if (!type || !JSON_TYPE.test(type)) {
    throw new ApiError("invalid_request", `Content-Type must be application/json (got ${type ? `"${type}"` : "none"}).`);
  }
  let text: string;
  try {
    const bytes = await readCappedBody(new Response(c.req.raw.body, { headers: c.req.raw.headers }), MAX_REQUEST_BYTES);
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch (err) {
    throw new ApiError("invalid_request", `The request body must be UTF-8 JSON of at most ${MAX_REQUEST_BYTES} bytes.`, { internal: String(err) });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError("invalid_request", "The request body is not valid JSON; send {\"url\": \"https://…/file.pdf\"}.");
  }
  return parsePdfRequest(json, "json");
}

/** Validates an already-parsed body or tool input; `target` only names it in messages. */
export function parsePdfRequest(input: unknown, target: string): PdfRequest {
  refuseUnknownKeys(input);
  const parsed = PdfRequestSchema.safeParse(input);
  if (!parsed.success) throw new ApiError("invalid_request", describeValidationError(target, parsed.error));
  return parsed.data;
}

/**
 * The body has exactly `{url}` (docs/contract.md#pdf). zod's strict objects skip a `__proto__` key, which
 * `JSON.parse` does create as an own property, so own keys are checked here as well.
 */
function refuseUnknownKeys(input: unknown): void {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return;
  const unknown = Object.keys(input).filter((key) => !Object.hasOwn(PdfRequestSchema.shape, key));
  if (unknown.length > 0) {
    throw new ApiError("invalid_request", `Unknown body field${unknown.length > 1 ? "s" : ""}: ${unknown.map((k) => `"${k}"`).join(", ")}.`);
  }
}
