/**
 * Platform sessions: server-side, so signing out ends them for good; a key rotation needs a
 * recent sign-in; and the platform's own URL never comes from the Host header outside the harness.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SWAGGER_UI_ASSETS } from "@shared/http/docs-page";
import { HARNESS_NOW_HEADER } from "../../workers/platform/src/config";
import platformWrangler from "../../workers/platform/wrangler.toml?raw";
import { productionVars } from "../support/production-vars";
import { Browser, csrfOf, directFetch, PLATFORM } from "./support";

const NEW_KEY = /svc_test_[0-9a-f]{64}/;

describe("platform sessions", () => {
  it("ends the session on sign-out: a copy of the old cookie no longer signs anyone in", async () => {
    const human = new Browser();
    await human.signIn();
    const copy = new Browser();
    for (const [name, value] of human.cookies) copy.cookies.set(name, value);
    expect((await copy.go(`${PLATFORM}/dashboard`)).html).toContain("Sign out");

    const dashboard = await human.go(`${PLATFORM}/dashboard`);
    expect((await human.submit("/auth/logout", { csrf: csrfOf(dashboard.html) })).status).toBe(200);

    const replay = await copy.go(`${PLATFORM}/dashboard`);
    expect(replay.html).not.toContain("Sign out");
    expect(replay.html).toContain("Sign in to see your workspace");
  });

  it("asks for a fresh sign-in before a key rotation when the sign-in is older than 10 minutes", async () => {
    const human = new Browser();
    await human.signIn();
    const csrf = csrfOf((await human.go(`${PLATFORM}/dashboard`)).html);
    const later = { [HARNESS_NOW_HEADER]: String(Date.now() + 11 * 60_000) };
    const stale = await human.submit("/dashboard/rotate", { csrf }, later);
    expect(stale.redirects[0]).toBe(`${PLATFORM}/auth/login?next=%2Fdashboard&fresh=1`);
    expect(stale.html).not.toMatch(NEW_KEY);

    const fresh = await human.submit("/dashboard/rotate", { csrf });
    expect(fresh.status).toBe(200);
    expect(fresh.html).toMatch(NEW_KEY);
  });

  it("refuses to guess its own URL from the Host header outside the harness: 503 and not ready", async () => {
    const production = { ...env, ...productionVars(platformWrangler), SVC_HARNESS: undefined, SVC_PLATFORM_URL: undefined } as unknown as Cloudflare.Env;
    const login = await directFetch("https://evil.example/auth/login", { headers: { Host: "evil.example" } }, production);
    expect(login.status).toBe(503);
    expect(login.headers.get("Location")).toBeNull();
    const ready = await directFetch(`${PLATFORM}/fetcher/readyz`, {}, production);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { checks: { auth: string } }).checks.auth).toBe("SVC_PLATFORM_URL not configured");
  });
});

describe("/docs on the platform host", () => {
  it("is a script-free list of the host's operations linking to the api host's interactive reference; no Swagger UI on the cookie's origin", async () => {
    for (const page of ["/docs/init.js", SWAGGER_UI_ASSETS.script.path, SWAGGER_UI_ASSETS.style.path]) {
      expect((await directFetch(`${PLATFORM}${page}`, {})).status, page).toBe(404);
    }
    const res = await directFetch(`${PLATFORM}/docs`, {});
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("script-src");
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("/api/agent/claim/token");
    expect(html).toMatch(/href="http[^"]+\/docs"/);
    const doc = (await (await directFetch(`${PLATFORM}/openapi.json`, {})).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain("/docs");
  });
});
