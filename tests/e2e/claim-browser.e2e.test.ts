/**
 * The whole key claim in a real browser against `npm run dev`: an agent opens a claim, a human in
 * headless Chromium opens verification_uri_complete, signs in at the dev OpenID Connect issuer and
 * approves; the agent's next poll gets the key once, a later poll 409 existing_key, and the key
 * works on the api host. The approval page is saved to tests/artifacts/ for a human to look at.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./chromium";
import { stackUrl } from "../support/stack";

const PLATFORM = stackUrl("platform_url");
const API = stackUrl("base_url");
const ARTIFACTS = path.join(import.meta.dirname, "../artifacts");

async function agentPost(path: string, body: unknown) {
  const res = await fetch(`${PLATFORM}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe("key claim in headless Chromium", () => {
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => browser?.close());

  it("agent claims, human signs in and approves, the agent gets the key once and it works on the api", async () => {
    const claim = await agentPost("/api/agent/claim", { agent_name: "E2E <b>browser</b> agent", agent_platform: "playwright" });
    expect(claim.status).toBe(201);
    const { claim_id, device_code, user_code, verification_uri_complete } = claim.body;
    expect((await agentPost("/api/agent/claim/token", { claim_id, device_code })).status).toBe(428);

    const page = await browser.context.newPage();
    const visited: string[] = [];
    page.on("request", (r) => visited.push(r.url()));
    await page.goto(verification_uri_complete);
    await page.click("#sign-in");
    // The dev issuer's form: an email and a button, no password.
    await page.waitForURL(/127\.0\.0\.1:8793\/authorize/);
    await page.fill("#email", `browser-${Date.now()}@example.com`);
    await page.click("button[value=sign_in]");
    // Back on the platform with the code pre-filled.
    await page.waitForURL(`${PLATFORM}/activate?code=${user_code}`);
    expect(await page.inputValue("#user_code")).toBe(user_code);
    await page.click("#continue");
    await page.waitForURL(`${PLATFORM}/activate/approve`);
    expect(await page.textContent("#grant-statement")).toContain("An AI agent is asking for a read-only API key to your workspace");
    expect(await page.textContent("#agent-name")).toBe("E2E <b>browser</b> agent");
    expect(await page.textContent("#user-code")).toBe(user_code);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, "claim-approval.png"), fullPage: true });
    await page.click("#approve");
    await page.waitForSelector("#message");
    expect(await page.textContent("#message")).toContain("Approved");

    const delivered = await agentPost("/api/agent/claim/token", { claim_id, device_code });
    expect(delivered.status).toBe(200);
    const apiKey = delivered.body.api_key as string;
    expect(apiKey).toMatch(/^svc_test_[0-9a-f]{64}$/);
    expect(delivered.body.api_base_url).toBe(API);

    const later = await agentPost("/api/agent/claim/token", { claim_id, device_code });
    expect(later.status).toBe(409);
    expect(later.body.key_state).toBe("existing_key");
    expect(later.body.existing_key.key_id).toBe(delivered.body.key_id);
    expect(later.body.api_key).toBeUndefined();

    // The platform wrote the key to the D1 database the api worker (another process) reads.
    const keyed = await fetch(`${API}/v1/news/stories_top?limit=1`, { headers: { Authorization: `Bearer ${apiKey}` } });
    expect(keyed.status).not.toBe(401);
    expect(keyed.status).not.toBe(402);

    // The browser never showed the key, nor carried it or the device code in a URL.
    await page.goto(`${PLATFORM}/dashboard`);
    expect(await page.textContent("#key-prefix")).toContain(delivered.body.key_prefix);
    expect(await page.content()).not.toContain(apiKey);
    for (const url of visited) {
      expect(url).not.toContain(apiKey);
      expect(url).not.toContain(device_code);
    }
    await page.screenshot({ path: path.join(ARTIFACTS, "claim-dashboard.png"), fullPage: true });
  }, 120_000);
});
