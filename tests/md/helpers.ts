/** Shared helpers of the md tier: requests from a chosen client IP, and a fresh IP per test. */
import { SELF } from "cloudflare:test";
import { inject } from "vitest";
import { fakeSite } from "../fixtures/sites/control";

export const MD = "http://md.test";
export const site = () => fakeSite(inject("siteUrl"));

/** A client IP no other test uses, so each test starts with a full daily quota. */
export function freshIp(): string {
  const b = crypto.getRandomValues(new Uint8Array(3));
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export function md(target: string, o: { ip?: string; headers?: Record<string, string>; method?: string } = {}): Promise<Response> {
  return SELF.fetch(`${MD}/md/${target}`, {
    method: o.method ?? "GET",
    headers: { "CF-Connecting-IP": o.ip ?? freshIp(), ...o.headers },
  });
}

/** Next UTC midnight as Unix seconds, for `at` (ms). */
export const nextUtcMidnightS = (at = Date.now()) => Math.floor(at / 86_400_000 + 1) * 86_400;
