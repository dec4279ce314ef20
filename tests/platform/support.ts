/**
 * Drives the platform the way an agent and a browser would: the agent posts JSON; the "browser"
 * keeps cookies (the platform's, and the dev issuer's session, so a later sign-in there can be
 * silent as with a real provider), follows redirects by hand (so each Location can be inspected)
 * and signs in at the dev issuer through the worker's outbound (see vitest.config.ts).
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import worker from "../../workers/platform/src/index";
import type { CreatedClaimBody } from "@shared/claim/responses";

export const PLATFORM = "http://127.0.0.1:8792";
export const ISSUER = "http://127.0.0.1:8793";

// Test files share storage, so each file starts at a random point of a 24-bit space.
let ipCounter = Math.floor(Math.random() * 0xffffff);
/** A fresh client IP per call (the harness trusts CF-Connecting-IP), so buckets never collide. */
export function freshIp(): string {
  const n = ++ipCounter & 0xffffff;
  return `10.${n >> 16}.${(n >> 8) & 0xff}.${n & 0xff}`;
}

/** The 201 body of POST /api/agent/claim, as the platform renders it. */
export type Claim = CreatedClaimBody;

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${PLATFORM}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export async function createClaim(body: unknown = { agent_name: "Test agent", agent_platform: "vitest" }, ip = freshIp(), headers: Record<string, string> = {}): Promise<Claim> {
  const res = await postJson("/api/agent/claim", body, { "CF-Connecting-IP": ip, ...headers });
  expect(res.status).toBe(201);
  return res.json();
}

export async function poll(claim: Pick<Claim, "claim_id" | "device_code">, headers: Record<string, string> = {}) {
  const res = await postJson("/api/agent/claim/token", { claim_id: claim.claim_id, device_code: claim.device_code }, headers);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}

/** The hidden CSRF field of a page. */
export function csrfOf(html: string): string {
  const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("page has no CSRF field");
  return token;
}

export interface PageResponse {
  status: number;
  headers: Headers;
  html: string;
  /** Every Location followed to get here. */
  redirects: string[];
}

/**
 * The worker's own `fetch`, called in this isolate. For long request series: each `SELF.fetch`
 * in one test gets slower than the one before in this pool version (3 ms → 200 ms over 600).
 */
export async function directFetch(url: string, init: RequestInit, bindings: Cloudflare.Env = env): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(url, init), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** A cookie jar and a human. */
export class Browser {
  readonly cookies = new Map<string, string>();
  /** The dev issuer's cookies (its sign-in session). */
  readonly issuerCookies = new Map<string, string>();
  readonly setCookieHeaders: string[] = [];
  ip = freshIp();

  /** Bindings the platform sees when reached directly (tests swap in failing ones). */
  bindings: Cloudflare.Env = env;

  /** `direct`: reach the platform through `directFetch` rather than `SELF`. */
  constructor(private readonly options: { direct?: boolean } = {}) {}

  private async send(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const target = new URL(url);
    const jar = target.origin === PLATFORM ? this.cookies : target.origin === ISSUER ? this.issuerCookies : undefined;
    if (jar && jar.size > 0) headers.set("Cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    if (target.origin === PLATFORM) headers.set("CF-Connecting-IP", this.ip);
    const request = { ...init, headers, redirect: "manual" as const };
    const res =
      target.origin !== PLATFORM ? await fetch(url, request) : this.options.direct ? await directFetch(url, request, this.bindings) : await SELF.fetch(url, request);
    for (const line of jar ? res.headers.getAll("Set-Cookie") : []) {
      if (jar === this.cookies) this.setCookieHeaders.push(line);
      const [pair] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      if (/max-age=0/i.test(line) || value === "") jar!.delete(name!.trim());
      else jar!.set(name!.trim(), value);
    }
    return res;
  }

  /** GET or POST, following redirects (303 → GET) and recording them. */
  async go(url: string, init: RequestInit = {}): Promise<PageResponse> {
    const redirects: string[] = [];
    let res = await this.send(url, init);
    let current = url;
    while (res.status >= 300 && res.status < 400) {
      const location = new URL(res.headers.get("Location")!, current).toString();
      redirects.push(location);
      current = location;
      res = await this.send(location);
    }
    return { status: res.status, headers: res.headers, html: await res.text(), redirects };
  }

  submit(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.go(`${PLATFORM}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Full OpenID Connect sign-in at the dev issuer; lands on `next`. */
  async signIn(email = `${crypto.randomUUID()}@example.com`, next = "/dashboard"): Promise<PageResponse> {
    const start = await this.send(`${PLATFORM}/auth/login?next=${encodeURIComponent(next)}`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get("Location")!);
    expect(authorize.origin).toBe(ISSUER);
    const form = new URLSearchParams(authorize.searchParams);
    form.set("email", email);
    form.set("action", "sign_in");
    const issued = await this.send(`${ISSUER}/authorize`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(issued.status).toBe(302);
    return this.go(issued.headers.get("Location")!);
  }

  /** Enters a user code on /activate; lands on the approval page when the code is right. */
  async enterCode(userCode: string): Promise<PageResponse> {
    const form = await this.go(`${PLATFORM}/activate`);
    return this.submit("/activate", { csrf: csrfOf(form.html), user_code: userCode });
  }

  async decide(decision: "approve" | "deny"): Promise<PageResponse> {
    const page = await this.go(`${PLATFORM}/activate/approve`);
    return this.submit("/activate/approve", { csrf: csrfOf(page.html), decision });
  }

  /** Signs in (if needed), enters the code and decides. */
  async approve(userCode: string, decision: "approve" | "deny" = "approve"): Promise<PageResponse> {
    if (!this.cookies.has("svc_session")) await this.signIn();
    const approval = await this.enterCode(userCode);
    expect(approval.status, approval.html).toBe(200);
    return this.decide(decision);
  }
}
