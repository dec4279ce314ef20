/**
 * Reads a response body without ever holding more than the cap: the declared length is checked
 * before the first read, and the stream is cancelled the moment the running total passes the cap.
 */
import { abortable } from "./deadline";
import { SafeFetchError } from "./safe-fetch-error";

const tooLarge = (maxBytes: number, internal: string) =>
  new SafeFetchError("too_large", `upstream body exceeds ${maxBytes} bytes`, internal);

/**
 * Reads `res.body` fully, up to `maxBytes`. Throws SafeFetchError `too_large` (413) when the
 * Content-Length or the streamed bytes exceed the cap, `timeout` (504) when `signal` aborts, and
 * `connection_failed` (502) when the stream breaks. The body is cancelled on every failure.
 *
 * @example const bytes = await readCappedBody(res, 1 << 20, AbortSignal.timeout(5000));
 */
export async function readCappedBody(res: Response, maxBytes: number, signal?: AbortSignal): Promise<Uint8Array> {
  const declared = res.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    await res.body?.cancel().catch(() => {});
    throw tooLarge(maxBytes, `content-length ${declared}`);
  }
  if (res.body === null) return new Uint8Array(0);

  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await abortable(reader.read(), signal);
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw tooLarge(maxBytes, `streamed past ${maxBytes} bytes`);
      chunks.push(value);
    }
  } catch (error) {
    // Not awaited: a stalled upstream may never acknowledge the cancel.
    reader.cancel().catch(() => {});
    if (error instanceof SafeFetchError) throw error;
    throw new SafeFetchError("connection_failed", "upstream connection failed while reading the body", String(error), error);
  }
  return concat(chunks, total);
}

function concat(chunks: readonly Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
