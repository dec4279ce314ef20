/**
 * The own keys of each `tools/call`'s raw `arguments`, by JSON-RPC id, read from the request body
 * before the MCP SDK parses it. The SDK's zod parsing drops a `__proto__` key (which `JSON.parse`
 * makes an own property), so without this a call `{url, "__proto__": …}` would pass as `{url}`;
 * the tools take exactly their arguments and refuse any other (docs/contract.md#pdf).
 */
import { readCappedBody } from "@shared/net";

/** The SDK transport's own body limit: larger bodies are refused by it (413) anyway. */
const MAX_SCANNED_BYTES = 4 * 1024 * 1024;

export type RawArgumentKeys = ReadonlyMap<string | number, readonly string[]>;

/** Reads a clone of `request`, so the transport still gets the untouched body. Never throws. */
export async function rawArgumentKeys(request: Request): Promise<RawArgumentKeys> {
  const keys = new Map<string | number, string[]>();
  let parsed: unknown;
  try {
    const clone = request.clone();
    const bytes = await readCappedBody(new Response(clone.body, { headers: clone.headers }), MAX_SCANNED_BYTES);
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return keys; // too large or not JSON: the transport refuses it itself
  }
  for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
    if (typeof message !== "object" || message === null) continue;
    const { method, id, params } = message as { method?: unknown; id?: unknown; params?: { arguments?: unknown } };
    const args = params?.arguments;
    if (method !== "tools/call" || (typeof id !== "string" && typeof id !== "number")) continue;
    if (typeof args === "object" && args !== null && !Array.isArray(args)) keys.set(id, Object.keys(args));
  }
  return keys;
}
