/**
 * `/docs` in a real browser against `npm run dev`: Swagger UI renders the api host's operations
 * under the page's own Content-Security-Policy (same-origin scripts and styles, no 'unsafe-inline'),
 * with no policy violation, no script error and no request to another origin, and a key pasted into
 * "Authorize" is kept nowhere in the browser's storage (docs/security.md "/docs").
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./chromium";
import { stackUrl } from "../support/stack";

const API = stackUrl("base_url");

describe("/docs in headless Chromium", () => {
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => browser?.close());

  it("renders and runs under its strict CSP with no violation, no error and nothing persisted", async () => {
    const page = await browser.context.newPage();
    // Violations are reported to the page as events; collect them from the first script on.
    await page.addInitScript({
      content: `window.__violations = [];
        document.addEventListener("securitypolicyviolation", (e) => window.__violations.push(e.violatedDirective + " " + e.blockedURI + " " + e.sample));`,
    });
    const errors: string[] = [];
    const foreign: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error" && /Content Security Policy/i.test(m.text())) errors.push(m.text());
    });
    page.on("request", (r) => {
      if (!r.url().startsWith(`${API}/`) && !r.url().startsWith("data:")) foreign.push(r.url());
    });

    await page.goto(`${API}/docs`);
    await page.waitForSelector(".opblock", { timeout: 30_000 });
    expect(await page.locator(".opblock").count()).toBeGreaterThan(10);
    // The stylesheet applied: Swagger UI's own rules give an operation block its border.
    expect(await page.evaluate<string>('getComputedStyle(document.querySelector(".opblock")).borderTopStyle')).toBe("solid");

    // Open an operation, try it out and run it: the request goes to this origin only.
    await page.locator(".opblock-summary").first().click();
    await page.locator(".try-out__btn").first().click();
    await page.locator(".execute").first().click();
    await page.waitForSelector(".responses-table.live-responses-table", { timeout: 30_000 });

    // Paste a key into "Authorize": it must not be persisted.
    await page.locator(".btn.authorize").first().click();
    await page.locator(".modal-ux input").first().fill(`svc_test_${"a".repeat(64)}`);
    await page.locator(".modal-ux .auth-btn-wrapper .authorize").first().click();
    const stored = await page.evaluate<string>("JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie");
    expect(stored).not.toContain("svc_test_");

    expect(await page.evaluate<string[]>("window.__violations")).toEqual([]);
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await page.close();
  });
});
