/** Helpers of the pdf tier: call the gateway as a given client IP, and steer the fake origin. */
import { SELF } from "cloudflare:test";
import { inject } from "vitest";

export const PDF_HOST = "http://pdf.test/";

export const origin = (path: string) => `${inject("pdfOrigin")}${path}`;

/** A fresh id: unique URLs (so no cache entry is shared) and unique client IPs (own buckets). */
let counter = 0;
export function uniqueId(label: string): string {
  counter += 1;
  return `${label}-${counter}-${crypto.randomUUID().slice(0, 8)}`;
}

/** A client IP nobody else in the run uses (the harness trusts CF-Connecting-IP). */
export function uniqueIp(): string {
  const n = crypto.getRandomValues(new Uint8Array(3));
  return `10.${n[0]}.${n[1]}.${n[2]}`;
}

export function convertRequest(url: unknown, ip: string, init: { body?: string; contentType?: string } = {}): Request {
  return new Request(PDF_HOST, {
    method: "POST",
    headers: { "Content-Type": init.contentType ?? "application/json", "CF-Connecting-IP": ip },
    body: init.body ?? JSON.stringify({ url }),
  });
}

export const convert = (url: unknown, ip: string, init?: { body?: string; contentType?: string }) => SELF.fetch(convertRequest(url, ip, init));

export async function originHits(prefix: string): Promise<number> {
  const res = await fetch(origin(`/__hits?prefix=${encodeURIComponent(prefix)}`));
  return ((await res.json()) as { hits: number }).hits;
}

export async function release(id: string): Promise<void> {
  await fetch(origin(`/__release/${id}`), { method: "POST" });
}

/** Resolves once the origin has received `count` requests under `prefix` (the conversions are in flight). */
export async function untilOriginHits(prefix: string, count: number): Promise<void> {
  while ((await originHits(prefix)) < count) await new Promise((r) => setTimeout(r, 20));
}
