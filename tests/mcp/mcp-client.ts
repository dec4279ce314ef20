/** A bare JSON-RPC client over Streamable HTTP for the mcp tier (the SDK client runs in tests/e2e). */
import { SELF } from "cloudflare:test";

export const MCP_URL = "http://mcp.test/mcp";
export const PROTOCOL = "2025-11-25";

export interface RpcAnswer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

let nextId = 1;

export async function rpc(method: string, params: unknown, o: { key?: string | null; ip?: string; notification?: boolean } = {}): Promise<RpcAnswer> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/json, text/event-stream",
    "MCP-Protocol-Version": PROTOCOL,
    "CF-Connecting-IP": o.ip ?? "192.0.2.10",
  };
  if (o.key) headers.Authorization = `Bearer ${o.key}`;
  const message = o.notification ? { jsonrpc: "2.0", method, params } : { jsonrpc: "2.0", id: nextId++, method, params };
  const res = await SELF.fetch(MCP_URL, { method: "POST", headers, body: JSON.stringify(message) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

export const callTool = (name: string, args: unknown, o: { key?: string | null; ip?: string } = {}) =>
  rpc("tools/call", { name, arguments: args }, o);

/** The error envelope a tool error carries in its text. */
export function toolErrorBody(answer: RpcAnswer): { error: { code: string; message: string; request_id: string } } {
  const result = answer.body.result;
  if (result?.isError !== true) throw new Error(`not a tool error: ${JSON.stringify(answer.body)}`);
  return JSON.parse(result.content[0].text);
}
