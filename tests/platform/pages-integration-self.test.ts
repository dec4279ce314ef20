/**
 * The human side: sign-in through OpenID Connect, code entry, the consent page, the dashboard,
 * and the protections around them (CSRF, cookies, headers, escaping, no secrets in URLs or logs).
 */
import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Browser, createClaim, csrfOf, PLATFORM, poll } from "./support";

describe("sign-in", () => {
  it("sends a signed-out human from verification_uri_complete to sign in, then back to the pre-filled code", async () => {
    const claim = await createClaim();
    const browser = new Browser();
    const signedOut = await browser.go(claim.verification_uri_complete);
    expect(signedOut.status).toBe(200);
    expect(signedOut.html).toContain("Sign in to continue");
    const link = /id="sign-in" href="([^"]+)"/.exec(signedOut.html)![1]!.replaceAll("&amp;", "&");
    expect(decodeURIComponent(link)).toContain(`/activate?code=${claim.user_code}`);

    const landed = await browser.signIn(undefined, `/activate?code=${claim.user_code}`);
    expect(landed.status).toBe(200);
    expect(landed.html).toContain(`value="${claim.user_code}"`);
  });

  it("creates the organization, user and workspace on the first sign-in, and reuses them on the next", async () => {
    const email = `${crypto.randomUUID()}@example.com`;
    await new Browser().signIn(email);
    await new Browser().signIn(email);
    const rows = await env.DB.prepare(
      "SELECT count(DISTINCT u.id) AS users, count(DISTINCT w.id) AS workspaces FROM users u JOIN workspaces w ON w.org_id = u.org_id WHERE u.email = ?1",
    )
      .bind(email)
      .first<{ users: number; workspaces: number }>();
    expect(rows).toEqual({ users: 1, workspaces: 1 });
  });

  it("refuses a callback whose state is not the one this browser was sent with", async () => {
    const browser = new Browser();
    const started = await browser.go(`${PLATFORM}/auth/login`); // lands on the issuer's form
    expect(browser.cookies.has("svc_signin")).toBe(true);
    expect(started.html).toContain("Sign in");
    const forged = await browser.go(`${PLATFORM}/auth/callback?code=x&state=not-ours&iss=http%3A%2F%2F127.0.0.1%3A8793`);
    expect(forged.status).toBe(400);
    expect(browser.cookies.has("svc_session")).toBe(false);
  });

  it("refuses a callback without the sign-in cookie", async () => {
    const res = await new Browser().go(`${PLATFORM}/auth/callback?code=x&state=y`);
    expect(res.status).toBe(400);
  });

  it("signs out with the CSRF-guarded form, which clears the session cookie", async () => {
    const browser = new Browser();
    const dashboard = await browser.signIn();
    const out = await browser.submit("/auth/logout", { csrf: csrfOf(dashboard.html) });
    expect(out.html).toContain("You are signed out");
    expect(browser.cookies.has("svc_session")).toBe(false);
    expect((await browser.go(`${PLATFORM}/dashboard`)).html).toContain("Sign in to continue");
  });

  it("never redirects after sign-in to another site", async () => {
    const landed = await new Browser().signIn(undefined, "//evil.example/steal");
    expect(landed.redirects.at(-1)).toBe(`${PLATFORM}/dashboard`);
  });
});

describe("code entry", () => {
  it.each([
    ["lower case", (c: string) => c.toLowerCase()],
    ["without the dash", (c: string) => c.replace("-", "")],
    ["with spaces", (c: string) => ` ${c.slice(0, 2)} ${c.slice(2).replace("-", " ")} `],
  ])("accepts the code %s", async (_name, spell) => {
    const claim = await createClaim();
    const browser = new Browser();
    await browser.signIn();
    const page = await browser.enterCode(spell(claim.user_code));
    expect(page.status).toBe(200);
    expect(page.html).toContain(claim.user_code);
  });

  it("says so for an unknown code", async () => {
    const browser = new Browser();
    await browser.signIn();
    const page = await browser.enterCode("BBBB-BBBB");
    expect(page.status).toBe(400);
    expect(page.html).toContain("No pending request has that code");
  });
});

describe("consent page", () => {
  it("says plainly that an AI agent gets a read-only key to this workspace, and shows the agent and the code", async () => {
    const claim = await createClaim({ agent_name: "Research bot", agent_platform: "claude-code" });
    const browser = new Browser();
    await browser.signIn();
    const page = await browser.enterCode(claim.user_code);
    expect(page.html).toContain("An AI agent is asking for a read-only API key to your workspace");
    expect(page.html).toContain("Research bot");
    expect(page.html).toContain("claude-code");
    expect(page.html).toContain(`id="user-code">${claim.user_code}<`);
    expect(page.html).toContain("If someone sent you this link or code");
  });

  it("escapes a hostile agent name and strips direction-override characters", async () => {
    const hostile = `<script>alert(1)</script>"><img src=x onerror=alert(2)>\u202E`;
    const claim = await createClaim({ agent_name: hostile.slice(0, 64), agent_platform: "<b>x</b>" });
    const browser = new Browser();
    await browser.signIn();
    const page = await browser.enterCode(claim.user_code);
    expect(page.html).not.toContain("<script>alert");
    expect(page.html).not.toContain("<img src=x");
    expect(page.html).not.toContain("<b>x</b>");
    expect(page.html).not.toContain("\u202E");
    expect(page.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("cannot be framed, sends no Referer to other sites, is never cached and allows no script", async () => {
    const browser = new Browser();
    const page = await browser.signIn(undefined, "/activate");
    expect(page.headers.get("X-Frame-Options")).toBe("DENY");
    const csp = page.headers.get("Content-Security-Policy")!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("script-src");
    expect(page.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(page.headers.get("Cache-Control")).toBe("no-store");
  });

  it("takes its styles only from its own stylesheet: no inline style is allowed or used", async () => {
    const browser = new Browser();
    const page = await browser.signIn(undefined, "/activate");
    const csp = page.headers.get("Content-Security-Policy")!;
    expect(csp).toMatch(/(^|; )style-src 'self'(;|$)/);
    expect(csp).not.toContain("unsafe-");
    expect(page.html).not.toMatch(/<style|\sstyle=/i);
    const links = [...page.html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href!);
    expect(links).toHaveLength(1);
    const sheet = await SELF.fetch(new URL(links[0]!, PLATFORM));
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get("Content-Type")).toBe("text/css; charset=utf-8");
    expect(await sheet.text()).toContain("button.primary");
  });
});

describe("CSRF", () => {
  it("refuses a form post without the token, with another session's token, or from another origin", async () => {
    const claim = await createClaim();
    const victim = new Browser();
    await victim.signIn();
    const other = new Browser();
    const otherPage = await other.signIn(undefined, "/activate");

    const missing = await victim.submit("/activate", { user_code: claim.user_code });
    const foreign = await victim.submit("/activate", { user_code: claim.user_code, csrf: csrfOf(otherPage.html) });
    const own = csrfOf((await victim.go(`${PLATFORM}/activate`)).html);
    const crossSite = await victim.submit("/activate", { user_code: claim.user_code, csrf: own }, { Origin: "https://evil.example" });
    const opaque = await victim.submit("/activate", { user_code: claim.user_code, csrf: own }, { Origin: "null" });
    for (const res of [missing, foreign, crossSite, opaque]) expect(res.status).toBe(400);
    // None of them got as far as the claim.
    expect((await poll(claim)).body.error).toBe("authorization_pending");
    // What a browser sends from our own page: our origin and the session's token.
    expect((await victim.submit("/activate", { user_code: claim.user_code, csrf: own }, { Origin: PLATFORM })).status).toBe(200);
  });

  it("guards the decision and the rotation too", async () => {
    const claim = await createClaim();
    const browser = new Browser();
    await browser.signIn();
    await browser.enterCode(claim.user_code);
    expect((await browser.submit("/activate/approve", { decision: "approve", csrf: "forged" })).status).toBe(400);
    expect((await browser.submit("/dashboard/rotate", { csrf: "forged" })).status).toBe(400);
    expect((await poll(claim)).status).toBe(428);
  });
});

describe("cookies", () => {
  it("are HttpOnly and SameSite=Lax, without Secure only on http://127.0.0.1", async () => {
    const browser = new Browser();
    await browser.signIn();
    const session = browser.setCookieHeaders.find((h) => h.startsWith("svc_session="))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Secure/);
  });

  it("are Secure with the __Host- prefix over https", async () => {
    const res = await SELF.fetch("https://platform.example/auth/login", { redirect: "manual" });
    const cookie = res.headers.getAll("Set-Cookie").find((h: string) => h.includes("svc_signin="))!;
    expect(cookie).toMatch(/^__Host-svc_signin=/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/HttpOnly/);
  });

  it("are ignored when tampered with", async () => {
    const browser = new Browser();
    await browser.signIn();
    const value = browser.cookies.get("svc_session")!;
    browser.cookies.set("svc_session", value.replace(/^./, (ch) => (ch === "e" ? "f" : "e")));
    expect((await browser.go(`${PLATFORM}/dashboard`)).html).toContain("Sign in to continue");
  });
});

describe("dashboard", () => {
  it("shows the key's prefix, never the key, and rotation shows the new key once", async () => {
    const claim = await createClaim();
    const browser = new Browser();
    await browser.approve(claim.user_code);
    const delivered = (await poll(claim)).body;
    const dashboard = await browser.go(`${PLATFORM}/dashboard`);
    expect(dashboard.html).toContain(delivered.key_prefix);
    expect(dashboard.html).not.toContain(delivered.api_key);

    const rotated = await browser.submit("/dashboard/rotate", { csrf: csrfOf(dashboard.html) });
    expect(rotated.status).toBe(200);
    const newKey = /id="new-key">(svc_test_[0-9a-f]{64})</.exec(rotated.html)![1]!;
    expect(newKey).not.toBe(delivered.api_key);
    const after = await browser.go(`${PLATFORM}/dashboard`);
    expect(after.html).toContain(newKey.slice(0, 17));
    expect(after.html).not.toContain(newKey);
    const old = await env.DB.prepare("SELECT status FROM api_keys WHERE id = ?1").bind(delivered.key_id).first<{ status: string }>();
    expect(old!.status).toBe("revoked");
  });

  it("asks a signed-out visitor to sign in", async () => {
    const page = await new Browser().go(`${PLATFORM}/dashboard`);
    expect(page.html).toContain("Sign in to continue");
    expect(page.html).not.toContain("key-prefix");
  });
});

describe("secrets stay out of URLs and logs", () => {
  let logged: string[];
  beforeEach(() => {
    logged = [];
    for (const level of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    }
  });
  afterEach(() => vi.restoreAllMocks());

  it("no redirect, link or log line carries the key or the device code during a whole claim", async () => {
    const claim = await createClaim();
    const browser = new Browser();
    const pages = [await browser.signIn(undefined, `/activate?code=${claim.user_code}`)];
    pages.push(await browser.enterCode(claim.user_code), await browser.decide("approve"));
    const key = (await poll(claim)).body.api_key as string;
    await poll(claim);
    await poll({ claim_id: claim.claim_id, device_code: "wrong" });
    const urls = pages.flatMap((p) => [...p.redirects, ...[...p.html.matchAll(/(?:href|action)="([^"]+)"/g)].map((m) => m[1]!)]);
    for (const secret of [key, claim.device_code]) {
      for (const url of urls) expect(url).not.toContain(secret);
      for (const line of logged) expect(line).not.toContain(secret);
      for (const page of pages) expect(page.html).not.toContain(secret);
    }
  });
});
