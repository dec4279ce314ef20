/**
 * One raw HTTP(S) request through node:http, so the path goes out byte for byte (no dot-segment
 * folding, no re-encoding, any method): what a hostile client sends. Never rejects on HTTP errors.
 */
import http from "node:http";
import https from "node:https";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  ms: number;
}

export interface RawOptions {
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

export function rawRequest(base: string, method: string, path: string, { headers = {}, body, timeoutMs = 15_000 }: RawOptions = {}): Promise<RawResponse> {
  const url = new URL(base);
  const client = url.protocol === "https:" ? https : http;
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = client.request(
      { host: url.hostname, port: url.port || (url.protocol === "https:" ? 443 : 80), method, path, headers: { Connection: "close", ...headers }, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: parseJson(text), ms: Date.now() - started });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout after ${timeoutMs} ms: ${method} ${path.slice(0, 120)}`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** The body as JSON, or undefined when it is empty or not JSON. */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
