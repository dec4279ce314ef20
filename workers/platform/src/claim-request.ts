/**
 * Reads a claim route's JSON body the way docs/contract.md#claim asks: `Content-Type:
 * application/json` required, at most 2 KB, valid JSON, then the zod schema. Every failure is
 * 400 `invalid_request`; nothing past the cap is ever buffered.
 */
import type { Context } from "hono";
import type { z } from "zod";
import { CLAIM_BODY_MAX_BYTES } from "@shared/claim/schemas";
import { ApiError } from "@shared/errors";
import { describeValidationError } from "@shared/http/router";
import { readCappedBody } from "@shared/net";

const JSON_TYPE = /^application\/json\s*(;|$)/i;

const invalid = (message: string) => new ApiError("invalid_request", message);

export async function readJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  options: { optional?: boolean } = {},
): Promise<z.infer<S>> {
  if (!JSON_TYPE.test(c.req.header("Content-Type") ?? "")) {
    throw invalid("Send the body as JSON with the header Content-Type: application/json.");
  }
  const text = await readText(c.req.raw);
  let value: unknown;
  if (text.trim() === "" && options.optional) value = {};
  else {
    try {
      value = JSON.parse(text);
    } catch {
      throw invalid("The body is not valid JSON.");
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(describeValidationError("json", parsed.error));
  return parsed.data;
}

async function readText(request: Request): Promise<string> {
  try {
    const declared = request.headers.get("Content-Length");
    const bytes = await readCappedBody(
      new Response(request.body, declared === null ? {} : { headers: { "Content-Length": declared } }),
      CLAIM_BODY_MAX_BYTES,
    );
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw invalid(`The body must be UTF-8 JSON of at most ${CLAIM_BODY_MAX_BYTES} bytes.`);
  }
}
