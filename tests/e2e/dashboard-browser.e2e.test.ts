/**
 * The dashboard's monitor and watch pages in headless Chromium against `npm run dev` (issue 35):
 * a human approves an agent's claim; the agent creates a watch on a local site whose price change
 * is retracted at the next run, then a saas_pricing monitor on the site's pricing page with a
 * webhook to a receiver that fails at first, and checks now after each price change (49 → 59 →
 * 69: three prices). The human then opens every page: the price chart shows the three prices and the
 * plans, the events their before and after values, the delivery log the receiver's status codes;
 * Redeliver queues a new delivery that the recovered receiver takes (204); the watch page shows
 * the topics, the retraction's lineage and evidence links to the stored snapshots. On every page
 * no script is loaded or run and nothing violates the CSP. Screenshots go to tests/artifacts/.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type MonitorWeb, startMonitorWeb } from "../fakes/monitor-web.mjs";
import { stackUrl } from "../support/stack";
import { launchChromium } from "./chromium";

const PLATFORM = stackUrl("platform_url");
const API = stackUrl("base_url");
const ARTIFACTS = path.join(import.meta.dirname, "../artifacts");
const WAIT = { timeout: 60_000, interval: 500 };
const HOUR = 3_600_000;

let web: MonitorWeb;
let browser: Awaited<ReturnType<typeof launchChromium>>;
beforeAll(async () => {
  web = await startMonitorWeb();
  browser = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await web?.close();
});

const site = (changes: unknown) => fetch(`${web.url}/__site`, { method: "POST", body: JSON.stringify(changes) });
const plans = (pro: number) => ({ plans: [{ name: "Starter", price: 19 }, { name: "Pro", price: pro }, { name: "Enterprise", price: null }] });
const hook = (config: unknown) => fetch(`${web.url}/__hook/dash-e2e`, { method: "POST", body: JSON.stringify(config) });
const received = async () => ((await (await fetch(`${web.url}/__hook/dash-e2e`)).json()) as { deliveries: Array<{ event_id: string; answered: number }> }).deliveries;
const cron = (time: number) => fetch(`${API}/cdn-cgi/handler/scheduled?cron=*+*+*+*+*&time=${time}`);

function api(key: string) {
  const headers = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
  return {
    send: (method: string, p: string, body?: unknown) => fetch(`${API}${p}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    async get(p: string) {
      const res = await fetch(`${API}${p}`, { headers });
      expect(res.status, p).toBe(200);
      return ((await res.json()) as { data: any }).data;
    },
  };
}

/** Every page the human opens is watched for scripts: none requested, none in the document, no CSP violation. */
async function watchedPage(): Promise<{ page: Page; check: () => Promise<void> }> {
  const page = await browser.context.newPage();
  await page.addInitScript({
    content: `window.__violations = [];
      document.addEventListener("securitypolicyviolation", (e) => window.__violations.push(e.violatedDirective + " " + e.blockedURI));`,
  });
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`error: ${e.message}`));
  page.on("console", (m) => {
    // The browser asks every origin for /favicon.ico, which the platform does not serve (404).
    if (m.type() === "error" && !m.location().url.endsWith("/favicon.ico")) problems.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on("request", (r) => {
    if (r.resourceType() === "script") problems.push(`script requested: ${r.url()}`);
  });
  return {
    page,
    async check() {
      const url = page.url();
      if (url.startsWith(PLATFORM)) {
        expect(await page.evaluate<number>("document.scripts.length"), url).toBe(0);
        expect(await page.content(), url).not.toMatch(/<script/i);
      }
      expect(await page.evaluate<string[]>("window.__violations"), url).toEqual([]);
      expect(problems, url).toEqual([]);
    },
  };
}

/** The human approves the agent's claim in the browser; the agent collects its key. */
async function claimKeyInBrowser(page: Page): Promise<string> {
  const open = await fetch(`${PLATFORM}/api/agent/claim`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ agent_name: "Dashboard e2e agent", agent_platform: "playwright" }) });
  const claim = (await open.json()) as { claim_id: string; device_code: string; user_code: string; verification_uri_complete: string };
  await page.goto(claim.verification_uri_complete);
  await page.click("#sign-in");
  await page.waitForURL(/127\.0\.0\.1:8793\/authorize/);
  await page.fill("#email", `dashboard-${Date.now()}@example.com`);
  await page.click("button[value=sign_in]");
  await page.waitForURL(`${PLATFORM}/activate?code=${claim.user_code}`);
  await page.click("#continue");
  await page.waitForURL(`${PLATFORM}/activate/approve`);
  await page.click("#approve");
  await page.waitForSelector("#message");
  const token = await fetch(`${PLATFORM}/api/agent/claim/token`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ claim_id: claim.claim_id, device_code: claim.device_code }) });
  expect(token.status).toBe(200);
  return ((await token.json()) as { api_key: string }).api_key;
}

/** Check now; within the monitor's minute, waits out the Retry-After the 429 names. */
async function checkNow(client: ReturnType<typeof api>, id: string) {
  for (;;) {
    const res = await client.send("POST", `/v1/monitors/${id}/runs`);
    if (res.status === 202) return;
    expect(res.status).toBe(429);
    await new Promise((r) => setTimeout(r, (Number(res.headers.get("Retry-After")) + 1) * 1000));
  }
}

const texts = (page: Page, selector: string) => page.locator(selector).allTextContents();

describe("the dashboard's monitor and watch pages in headless Chromium", () => {
  it("show the price chart, the changes, the delivery log with redeliver, and a watch's timeline with evidence, with no script", { timeout: 360_000 }, async () => {
    const { page, check } = await watchedPage();
    const client = api(await claimKeyInBrowser(page));
    await site({ reset: true, ...plans(49) });
    await hook({ secret: "dash-e2e-secret", status: 500 });

    // The watch first: its runs are cron ticks at later engine times, which would also send any
    // webhook retry then due (the engine's clock is the tick's), so no monitor event exists yet.
    // Baseline at 49, a change to 59 at the next run, 49 again at the one after: retracted.
    const made = await client.send("POST", "/v1/watches", { target: web.url, topics: ["pricing", "positioning"], requested_frequency: "6h" });
    expect(made.status).toBe(201);
    const watch = ((await made.json()) as { data: { id: string; created_at: string } }).data;
    const tw = Date.parse(watch.created_at);
    expect((await cron(tw + 1_000)).status).toBe(200);
    await vi.waitFor(async () => expect((await client.get(`/v1/watches/${watch.id}`)).coverage.state).toBe("healthy"), WAIT);
    await site(plans(59));
    expect((await cron(tw + 6 * HOUR + 1_000)).status).toBe(200);
    await vi.waitFor(async () => expect(await client.get(`/v1/watches/${watch.id}/events`)).toHaveLength(1), WAIT);
    await site(plans(49));
    expect((await cron(tw + 12 * HOUR + 1_000)).status).toBe(200);
    await vi.waitFor(async () => expect((await client.get(`/v1/watches/${watch.id}/events`)).map((e: any) => e.status)).toEqual(["active", "retracted"]), WAIT);

    // The monitor: baseline at 49, then 59 by a check now; the receiver answers 500 twice (the
    // third attempt would wait 5 minutes).
    const created = await client.send("POST", "/v1/monitors", { url: `${web.url}/pricing`, detector: "saas_pricing", frequency: "24h", webhook: { url: `${web.url}/hook/dash-e2e`, secret: "dash-e2e-secret" } });
    expect(created.status).toBe(202);
    const monitorId = ((await created.json()) as { data: { id: string } }).data.id;
    await vi.waitFor(async () => expect((await client.get(`/v1/monitors/${monitorId}`)).initialization_state).toBe("ready"), WAIT);
    await site(plans(59));
    await checkNow(client, monitorId);
    await vi.waitFor(async () => expect((await received()).map((d) => d.answered)).toEqual([500, 500]), WAIT);

    // The receiver recovers; the third price comes with the next check now, a minute after the first.
    await hook({ status: 0 });
    await site(plans(69));
    await checkNow(client, monitorId);
    await vi.waitFor(async () => expect(await client.get(`/v1/monitors/${monitorId}/events`)).toHaveLength(2), WAIT);
    await vi.waitFor(async () => expect((await received()).map((d) => d.answered)).toEqual([500, 500, 204]), WAIT);
    const [newer, older] = (await client.get(`/v1/monitors/${monitorId}/events`)) as Array<{ event_id: string }>;

    // The dashboard: its links lead to the monitors.
    await page.goto(`${PLATFORM}/dashboard`);
    await page.click("#monitors-link");
    await page.waitForURL(`${PLATFORM}/dashboard/monitors`);
    expect(await page.locator(`tr.monitor-row[data-id="${monitorId}"] td`).allTextContents()).toEqual([`${web.url}/pricing`, "saas_pricing", "24h", "ready", "2", expect.stringMatching(/ UTC$/), "yes"]);
    await check();
    await page.screenshot({ path: path.join(ARTIFACTS, "dashboard-monitors.png"), fullPage: true });

    // The monitor: the chart with the three prices of Pro and the flat Starter, the changes, the runs.
    await page.click(`tr.monitor-row[data-id="${monitorId}"] a`);
    await page.waitForURL(`${PLATFORM}/dashboard/monitors/${monitorId}`);
    expect(await page.locator("#price-chart > svg").isVisible()).toBe(true);
    expect(await texts(page, '#price-chart g.series[data-field="plans.pro.price"] text.point-value')).toEqual(["49", "59", "69"]);
    expect(await texts(page, '#price-chart g.series[data-field="plans.starter.price"] text.point-value')).toEqual(["19", "19"]);
    expect(await texts(page, "#price-chart .legend-label")).toEqual(["Starter", "Pro"]);
    expect(await texts(page, "#events li.change")).toEqual(["plans.pro.price 59 → 69", "plans.pro.price 49 → 59"]);
    expect((await texts(page, "#runs tr.run-row td:nth-child(3)")).map((t) => t.trim())).toEqual(["changed", "changed", "baseline"]);
    await check();
    await page.screenshot({ path: path.join(ARTIFACTS, "dashboard-monitor.png"), fullPage: true });

    // The delivery log: each attempt's status code; Redeliver the failed event.
    await page.goto(`${PLATFORM}/dashboard/monitors/${monitorId}/deliveries`);
    expect(await texts(page, `#event-${older!.event_id} td.status-code`)).toEqual(["500", "500"]);
    expect(await texts(page, `#event-${newer!.event_id} td.status-code`)).toEqual(["204"]);
    await check();
    await page.screenshot({ path: path.join(ARTIFACTS, "dashboard-deliveries.png"), fullPage: true });
    await page.click(`#event-${older!.event_id} button.redeliver`);
    await page.waitForURL(new RegExp(`/deliveries\\?redelivered=${older!.event_id}`));
    expect(await page.textContent("#redelivered")).toContain(older!.event_id);
    // The new delivery: pending when the page was drawn (or already delivered, if the engine was that quick).
    expect(["pending", "delivered"]).toContain((await page.textContent(`#event-${older!.event_id} .delivery-status`))!.trim());
    await check();
    await page.screenshot({ path: path.join(ARTIFACTS, "dashboard-redelivered.png"), fullPage: true });
    await vi.waitFor(async () => {
      await page.reload();
      expect(await texts(page, `#event-${older!.event_id} td.status-code`)).toEqual(["500", "500", "204"]);
    }, WAIT);
    expect((await page.textContent(`#event-${older!.event_id} .delivery-status`))!.trim()).toBe("delivered");
    expect((await received()).at(-1)).toMatchObject({ event_id: older!.event_id, answered: 204 });
    await check();

    // The watch: its topics, the timeline with the retraction's lineage, the evidence.
    await page.goto(`${PLATFORM}/dashboard/watches`);
    expect(await page.locator(`tr.watch-row[data-id="${watch.id}"] a`).textContent()).toBe("Acme Analytics");
    await check();
    await page.screenshot({ path: path.join(ARTIFACTS, "dashboard-watches.png"), fullPage: true });
    await page.click(`tr.watch-row[data-id="${watch.id}"] a`);
    await page.waitForURL(`${PLATFORM}/dashboard/watches/${watch.id}`);
    expect(await texts(page, '#topics tr[data-topic="pricing"] li.plan')).toEqual(expect.arrayContaining(["Pro: 49 USD/month", "Starter: 19 USD/month"]));
    const [correction, retracted] = (await client.get(`/v1/watches/${watch.id}/events`)) as Array<{ id: string }>;
    expect(await page.locator(`#event-${retracted!.id} .badge`).first().textContent()).toBe("retracted");
    expect(await page.locator(`#event-${retracted!.id} .lineage a`).getAttribute("href")).toBe(`#event-${correction!.id}`);
    expect(await page.locator(`#event-${correction!.id} .lineage a`).getAttribute("href")).toBe(`#event-${retracted!.id}`);
    expect(await page.locator(`#event-${retracted!.id} .after-excerpt`).textContent()).toContain("59");
    await check();
    await page.screenshot({ path: path.join(ARTIFACTS, "dashboard-watch.png"), fullPage: true });
    // An evidence link: the stored page after the change, as sandboxed text (no script can run in it
    // whatever it holds, so the page checks above do not apply: its headers say so instead).
    const [snapshot] = await Promise.all([page.waitForNavigation(), page.click(`#event-${retracted!.id} a.snapshot-after`)]);
    expect(page.url()).toMatch(new RegExp(`/dashboard/watches/${watch.id}/snapshots/`));
    expect(snapshot!.status()).toBe(200);
    expect(snapshot!.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(snapshot!.headers()["content-security-policy"]).toMatch(/default-src 'none';.*sandbox/);
    expect(await page.textContent("body")).toContain("$59");
    await page.close();
  });
});
