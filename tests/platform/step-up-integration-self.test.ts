/**
 * Step-up sign-in before a key rotation (docs/security.md#platform-sessions): a session whose
 * authentication at the provider is older than 10 minutes is sent back to the provider with
 * `max_age=0` and `prompt=login`, and only an ID token whose `auth_time` is recent completes it.
 * A provider that signs the human in from its own older session (ignoring max_age), or says
 * nothing about when, changes nothing. The provider here is the dev issuer, through its real token
 * endpoint; codes it did not hand out itself are signed with its key to play such a provider.
 */
import { describe, expect, it } from "vitest";
import { deriveSigningKey } from "../../workers/dev-issuer/src/keys";
import { signInternal, type CodeGrant } from "../../workers/dev-issuer/src/tokens";
import { HARNESS_NOW_HEADER } from "../../workers/platform/src/config";
import { TEST_DEV_ISSUER_SEED } from "./dev-issuer-seed";
import { Browser, csrfOf, ISSUER, PLATFORM, type PageResponse } from "./support";

const NEW_KEY = /svc_test_[0-9a-f]{64}/;
const MINUTE_S = 60;
const nowS = () => Math.floor(Date.now() / 1000);

/** The authorization request the platform sent the browser to (the issuer hop of `page`). */
function authorizeRequestOf(page: PageResponse): URL {
  const url = page.redirects.map((r) => new URL(r)).find((u) => u.origin === ISSUER && u.pathname === "/authorize");
  if (!url) throw new Error(`no authorization request among ${JSON.stringify(page.redirects)}`);
  return url;
}

/**
 * Answers the authorization request `authorize` as a provider would that signs `email` in from a
 * session it already has, authenticated at `authTimeS` (undefined: it does not say when).
 */
async function providerAnswers(browser: Browser, authorize: URL, email: string, authTimeS: number | undefined): Promise<PageResponse> {
  const q = authorize.searchParams;
  const grant: CodeGrant = {
    client_id: q.get("client_id")!,
    redirect_uri: q.get("redirect_uri")!,
    code_challenge: q.get("code_challenge")!,
    scope: q.get("scope")!,
    nonce: q.get("nonce")!,
    email,
    ...(authTimeS === undefined ? {} : { auth_time: authTimeS }),
  };
  const code = await signInternal(await deriveSigningKey(TEST_DEV_ISSUER_SEED), "code", { ...grant }, ISSUER, Date.now());
  const callback = new URL(grant.redirect_uri);
  callback.search = new URLSearchParams({ code, state: q.get("state")!, iss: ISSUER }).toString();
  return browser.go(callback.toString());
}

/** Submits the issuer's form for the authorization request `authorize`: the human authenticates now. */
async function authenticateAt(browser: Browser, authorize: URL, email: string): Promise<PageResponse> {
  const form = new URLSearchParams(authorize.searchParams);
  form.set("email", email);
  form.set("action", "sign_in");
  return browser.go(`${ISSUER}/authorize`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: form.toString() });
}

const rotate = async (browser: Browser, headers: Record<string, string> = {}) =>
  browser.submit("/dashboard/rotate", { csrf: csrfOf((await browser.go(`${PLATFORM}/dashboard`)).html) }, headers);

describe("step-up sign-in before a key rotation", () => {
  it("asks the provider for a fresh authentication (max_age=0, prompt=login): the dev issuer shows its form although its session is live", async () => {
    const human = new Browser();
    await human.signIn();
    // The issuer remembers the sign-in: an ordinary sign-in is silent, straight back to the dashboard.
    const silent = await human.go(`${PLATFORM}/auth/login?next=%2Fdashboard`);
    expect(silent.redirects.at(-1)).toBe(`${PLATFORM}/dashboard`);
    expect(silent.html).toContain("Sign out");

    const stale = await rotate(human, { [HARNESS_NOW_HEADER]: String(Date.now() + 11 * 60_000) });
    expect(stale.redirects[0]).toBe(`${PLATFORM}/auth/login?next=%2Fdashboard&fresh=1`);
    const authorize = authorizeRequestOf(stale);
    expect(authorize.searchParams.get("max_age")).toBe("0");
    expect(authorize.searchParams.get("prompt")).toBe("login");
    expect(stale.status).toBe(200);
    expect(stale.html).toContain('name="email" type="email"');
    expect(stale.html).not.toMatch(NEW_KEY);
  });

  it("takes the session's sign-in time from the ID token's auth_time: a sign-in from a 30-minute-old provider session must step up", async () => {
    const human = new Browser();
    const email = `${crypto.randomUUID()}@example.com`;
    const login = await human.go(`${PLATFORM}/auth/login?next=%2Fdashboard`);
    const landed = await providerAnswers(human, authorizeRequestOf(login), email, nowS() - 30 * MINUTE_S);
    expect(landed.html).toContain("Sign out");

    const attempt = await rotate(human);
    expect(attempt.redirects[0]).toBe(`${PLATFORM}/auth/login?next=%2Fdashboard&fresh=1`);
    expect(attempt.html).not.toMatch(NEW_KEY);
  });

  it("completes the step-up only with a recent auth_time: old, missing or future ones change nothing; a fresh authentication rotates", async () => {
    const human = new Browser();
    const email = `${crypto.randomUUID()}@example.com`;
    const login = await human.go(`${PLATFORM}/auth/login?next=%2Fdashboard`);
    await providerAnswers(human, authorizeRequestOf(login), email, nowS() - 30 * MINUTE_S);
    const session = human.cookies.get("svc_session");

    for (const [name, authTimeS] of [
      ["11 minutes old", nowS() - 11 * MINUTE_S],
      ["missing", undefined],
      ["5 minutes in the future", nowS() + 5 * MINUTE_S],
    ] as const) {
      const stepUp = await rotate(human);
      const answered = await providerAnswers(human, authorizeRequestOf(stepUp), email, authTimeS);
      expect(answered.status, name).toBe(400);
      expect(answered.html, name).toContain("did not confirm a fresh sign-in");
      expect(human.cookies.get("svc_session"), name).toBe(session);
      expect((await rotate(human)).html, name).not.toMatch(NEW_KEY);
    }

    const stepUp = await rotate(human);
    const back = await authenticateAt(human, authorizeRequestOf(stepUp), email);
    expect(back.redirects.at(-1)).toBe(`${PLATFORM}/dashboard`);
    expect(human.cookies.get("svc_session")).not.toBe(session);
    const rotated = await rotate(human);
    expect(rotated.status).toBe(200);
    expect(rotated.html).toMatch(NEW_KEY);
  });

  it("accepts a step-up answered within 10 minutes of the authentication (a provider session of 9 minutes)", async () => {
    const human = new Browser();
    const email = `${crypto.randomUUID()}@example.com`;
    const login = await human.go(`${PLATFORM}/auth/login?next=%2Fdashboard`);
    await providerAnswers(human, authorizeRequestOf(login), email, nowS() - 30 * MINUTE_S);
    const stepUp = await rotate(human);
    await providerAnswers(human, authorizeRequestOf(stepUp), email, nowS() - 9 * MINUTE_S);
    expect((await rotate(human)).html).toMatch(NEW_KEY);
  });
});
