/** Shared helpers of the brand tier (api + md + brand gateways against the fake site). */
import { env } from "cloudflare:test";
import { inject } from "vitest";
import { fakeSite } from "../fixtures/sites/control";

export const site = () => fakeSite(inject("siteUrl"));

export function freshIp(): string {
  const b = crypto.getRandomValues(new Uint8Array(3));
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/** The anonymous brand gateway (aux worker "brand", public fetch handler). */
export function brand(domain: string, o: { ip?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  return env.BRAND_PUBLIC.fetch(`http://brand.test/${domain}`, { headers: { "CF-Connecting-IP": o.ip ?? freshIp(), ...o.headers } });
}

let next = 0;
/** A harness domain (siteN.test → the fake Acme homepage at /acme/?site=N) no other test in this file uses. */
export function siteDomain(n?: number): { domain: string; key: string } {
  const i = n ?? ++next;
  return { domain: `site${i}.test`, key: `/acme/?site=${i}` };
}

declare module "vitest" {
  export interface ProvidedContext {
    /** An IPv4 loopback address whose port 80 serves the fake Acme homepage at `/`. */
    loopbackHost: string;
  }
}
