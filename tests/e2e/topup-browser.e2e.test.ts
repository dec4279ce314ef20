/**
 * A whole top-up in headless Chromium against `npm run dev` (docs/payments.md): a human signs in
 * at the dev issuer, tops up from the dashboard, pays on the fake Stripe Checkout page (the fake
 * upstream, SVC_UPSTREAM_STRIPE), the fake sends the signed webhook to the platform, and the
 * dashboard shows the new balance and a top-up ledger row. Screenshots go to tests/artifacts/.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { keyPrefix } from "@shared/auth/keys";
import { launchChromium } from "./chromium";
import { stackUrl } from "../support/stack";

const PLATFORM = stackUrl("platform_url");
const API = stackUrl("base_url");
const ARTIFACTS = path.join(import.meta.dirname, "../artifacts");

describe("top-up in headless Chromium", () => {
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => browser?.close());

  it("signs in, pays 10 USD on the provider's checkout, and sees the credits and the ledger row", async () => {
    const upstream = inject("upstreamUrl");
    const page = await browser.context.newPage();
    await page.goto(`${PLATFORM}/dashboard`);
    await page.click("#sign-in");
    await page.waitForURL(/127\.0\.0\.1:8793\/authorize/);
    await page.fill("#email", `topup-${Date.now()}@example.com`);
    await page.click("button[value=sign_in]");
    await page.waitForURL(`${PLATFORM}/dashboard`);
    expect(await page.textContent("#balance")).toBe("0 credits");

    await page.fill("#amount_usd", "10");
    await page.click("#topup");
    await page.waitForSelector("#checkout");
    await page.click("#checkout");
    // The platform sent the browser (303) to the provider's hosted checkout.
    await page.waitForURL(new RegExp(`^${upstream.replaceAll(".", "\\.")}/__stripe/pay/cs_test_`));
    expect(await page.textContent("#amount")).toBe("10.00 USD");
    await page.click("#pay");
    // Paid: the provider signed a webhook to the platform, then sent the human back.
    await page.waitForURL(new RegExp(`^${PLATFORM}/dashboard\\?topup=tpi_`));
    const topupUrl = page.url();
    expect(await page.textContent("#balance")).toBe("10,000 credits");
    expect(await page.locator('.ledger-row[data-kind="topup"]').count()).toBe(1);

    // A key for the workspace: the dashboard shows its prefix, and the api sees the same money.
    await page.click("#rotate");
    const apiKey = (await page.textContent("#new-key"))!.trim();
    await page.goto(`${PLATFORM}/dashboard`);
    expect(await page.textContent("#key-prefix")).toContain(keyPrefix(apiKey));
    // The first key's 500 free credits join the paid ones (the account was loaded before the key).
    expect(await page.textContent("#balance")).toBe("10,500 credits");
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, "topup-dashboard.png"), fullPage: true });
    const intentId = new URL(topupUrl).searchParams.get("topup")!;
    const intent = (await (await fetch(`${API}/v1/billing/topup/intents/${intentId}`, { headers: { Authorization: `Bearer ${apiKey}` } })).json()) as { data: { status: string; amount_micro: number } };
    expect(intent.data).toMatchObject({ status: "succeeded", amount_micro: 10_000_000 });
    const ledger = (await (await fetch(`${API}/v1/billing/ledger`, { headers: { Authorization: `Bearer ${apiKey}` } })).json()) as { data: Array<{ id: string; kind: string }> };
    expect(ledger.data.filter((r) => r.kind === "topup").map((r) => r.id)).toEqual([intentId]);

    const fake = (await (await fetch(`${upstream}/__stripe/sessions`)).json()) as { sessions: Array<{ status: string; amount_total: number }>; deliveries: Array<{ status: number }> };
    expect(fake.sessions.map((s) => [s.status, s.amount_total])).toEqual([["complete", 1000]]);
    expect(fake.deliveries.map((d) => d.status)).toEqual([200]);

    // The checkout link of a paid intent now says so instead of charging again.
    await page.goto(`${PLATFORM}/billing/checkout/${intentId}`);
    expect(await page.textContent("#message")).toContain("This top-up is paid");
  }, 120_000);
});
