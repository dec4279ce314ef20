/**
 * The client IP an anonymous quota is keyed on. In production the Cloudflare edge sets
 * `CF-Connecting-IP` and callers cannot forge it. Locally the header is only believed in the
 * harness (`SVC_HARNESS=1` and `SVC_TRUST_CLIENT_IP_HEADER=1`) so tests can simulate many clients;
 * otherwise all local callers share one bucket.
 */
import type { Context } from "hono";
import { setting } from "../config";

export interface ClientIpEnv {
  SVC_HARNESS?: string;
  SVC_TRUST_CLIENT_IP_HEADER?: string;
  /** Set by deployments behind the real edge (wrangler.toml [env.production]). */
  SVC_EDGE?: string;
}

const IP_SHAPE = /^[0-9A-Fa-f:.]{2,45}$/;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function clientIp(c: Context<any>): string {
  const env = (c.env ?? {}) as ClientIpEnv;
  const header = c.req.header("CF-Connecting-IP");
  const trusted = setting(env, "SVC_EDGE") || setting(env, "SVC_TRUST_CLIENT_IP_HEADER");
  if (trusted && header && IP_SHAPE.test(header)) return header.toLowerCase();
  return "local";
}
