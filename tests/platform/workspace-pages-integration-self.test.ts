/**
 * The dashboard's monitor and watch pages (issue 35; docs/monitors.md#dashboard,
 * docs/watches.md#dashboard): what a signed-in human reads there (the price chart, each change's
 * before and after, runs, the delivery log's status codes, a watch's topics, timeline, lineage and
 * evidence), the redeliver button (the API's redelivery, behind CSRF), isolation (another
 * workspace's ids are 404 on every page, generated from the routers' page lists), escaping of
 * everything the watched pages wrote, and pages that carry no script and no inline style.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MONITOR_PAGES } from "../../workers/platform/src/monitors.routes";
import { PAGE_HEADERS, SNAPSHOT_HEADERS } from "../../workers/platform/src/page-kit";
import { WATCH_PAGES } from "../../workers/platform/src/watches.routes";
import { Browser, csrfOf, PLATFORM } from "./support";
import { plans, seedPricingMonitor, seedWatch, signedInWorkspace } from "./workspace-records";

const deliveryRows = async (eventId: string) =>
  (
    await env.DB.prepare("SELECT attempt, first_attempt, status, destination, attempted_at FROM webhook_deliveries WHERE event_id = ?1 ORDER BY attempt")
      .bind(eventId)
      .all<{ attempt: number; first_attempt: number; status: string; destination: string; attempted_at: number | null }>()
  ).results;

/** The page carries no script in any form and no inline style (both would break the CSP or need it loosened). */
function expectScriptFree(res: { headers: Headers; html: string }) {
  expect(res.headers.get("Content-Security-Policy")).toBe(PAGE_HEADERS["Content-Security-Policy"]);
  expect(res.headers.get("Content-Security-Policy")).not.toMatch(/script-src|unsafe-inline/);
  expect(res.html).not.toMatch(/<script/i);
  // Inside tags only: escaped text may well read "onerror=" (it is text).
  expect(res.html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(res.html).not.toMatch(/javascript:/i);
  expect(res.html).not.toMatch(/<style|<[^>]*\sstyle\s*=/i);
}

/** Visible text: tags dropped, entities of the escaped values decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

describe("a monitor's pages", () => {
  it("list the monitors, then show the price chart, every change's before and after, and the runs", async () => {
    const { browser, workspaceId } = await signedInWorkspace();
    const m = await seedPricingMonitor(workspaceId, [plans(["Starter", 19], ["Pro", 49]), plans(["Starter", 19], ["Pro", 59]), plans(["Starter", 19], ["Pro", 69])]);

    const list = await browser.go(`${PLATFORM}/dashboard/monitors`);
    expect(list.status).toBe(200);
    expectScriptFree(list);
    expect(list.html).toContain(`href="/dashboard/monitors/${m.id}"`);
    expect(textOf(list.html)).toContain("https://shop.example/pricing saas_pricing 1h ready 2");

    const page = await browser.go(`${PLATFORM}/dashboard/monitors/${m.id}`);
    expect(page.status).toBe(200);
    expectScriptFree(page);
    // The chart: one line per plan, a point per price held (baseline, each change), each value as text.
    const svg = /<svg role="img"[\s\S]*?<\/svg>\s*<figcaption>[\s\S]*?<\/figcaption>/.exec(page.html)![0];
    const series = [...svg.matchAll(/<g class="series" data-field="([^"]+)">([\s\S]*?)<\/g>/g)].map(([, field, body]) => ({
      field,
      values: [...body!.matchAll(/class="point-value"[^>]*>([^<]+)</g)].map((v) => v[1]),
    }));
    expect(series).toEqual([
      { field: "plans.starter.price", values: ["19", "19"] },
      { field: "plans.pro.price", values: ["49", "59", "69"] },
    ]);
    expect(textOf(svg)).toContain("Pro: 49 USD at 2026-05-01 09:00 UTC, then 59 USD at 2026-05-01 10:00 UTC, then 69 USD at 2026-05-01 11:00 UTC");
    expect(textOf(svg)).toMatch(/Starter \(USD\).*Pro \(USD\)/);
    // Each event's field changes, newest first, and the runs.
    const changes = [...page.html.matchAll(/<li class="change" data-field="([^"]+)">[\s\S]*?class="before">([^<]*)<[\s\S]*?class="after">([^<]*)</g)].map((x) => x.slice(1));
    expect(changes).toEqual([
      ["plans.pro.price", "59", "69"],
      ["plans.pro.price", "49", "59"],
    ]);
    const runs = [...page.html.matchAll(/<tr class="run-row">([\s\S]*?)<\/tr>/g)].map((r) => textOf(r[1]!).trim());
    expect(runs).toEqual(["2026-05-01 11:00 UTC succeeded changed 1", "2026-05-01 10:00 UTC succeeded changed 1", "2026-05-01 09:00 UTC succeeded baseline 1"]);
  });

  it("say in a sentence, not a chart, when a monitor has fewer than two prices", async () => {
    const { browser, workspaceId } = await signedInWorkspace();
    const m = await seedPricingMonitor(workspaceId, [plans(["Pro", 49])]);
    const page = await browser.go(`${PLATFORM}/dashboard/monitors/${m.id}`);
    expect(page.html).toContain('id="price-chart-empty"');
    expect(page.html).not.toContain("<svg role");
  });

  it("show the delivery log with each attempt's status code, and redeliver as the API does, behind the form's CSRF token", async () => {
    const { browser, workspaceId } = await signedInWorkspace();
    const m = await seedPricingMonitor(workspaceId, [plans(["Pro", 49]), plans(["Pro", 59]), plans(["Pro", 69])], { attempts: [[500, 503], [204]] });
    const [older, newer] = m.eventIds as [string, string];

    const log = await browser.go(`${PLATFORM}/dashboard/monitors/${m.id}/deliveries`);
    expect(log.status).toBe(200);
    expectScriptFree(log);
    const codes = (eventId: string, html: string) =>
      [...new RegExp(`<section class="card delivery" id="event-${eventId}">([\\s\\S]*?)</section>`).exec(html)![1]!.matchAll(/<td class="status-code">([\s\S]*?)<\/td>/g)].map((c) => textOf(c[1]!).trim());
    expect(codes(older, log.html)).toEqual(["500", "503"]);
    expect(codes(newer, log.html)).toEqual(["204"]);
    expect(textOf(log.html)).toContain("HTTP 503");

    // Without the token, with another token, or from another origin: refused, nothing written.
    const action = `/dashboard/monitors/${m.id}/events/${older}/redeliver`;
    expect(log.html).toContain(`action="${action}"`);
    const other = await signedInWorkspace();
    for (const [fields, headers] of [
      [{}, {}],
      [{ csrf: csrfOf((await other.browser.go(`${PLATFORM}/dashboard`)).html) }, {}],
      [{ csrf: csrfOf(log.html) }, { Origin: "https://evil.example" }],
    ] as const) {
      const refused = await browser.submit(action, fields, headers);
      expect(refused.status).toBe(400);
      expectScriptFree(refused);
    }
    expect((await deliveryRows(older)).map((r) => r.status)).toEqual(["failed", "failed"]);

    const done = await browser.submit(action, { csrf: csrfOf(log.html) });
    expect(done.redirects).toEqual([`${PLATFORM}/dashboard/monitors/${m.id}/deliveries?redelivered=${older}#event-${older}`]);
    expect(done.status).toBe(200);
    expect(done.html).toContain('id="redelivered"');
    const section = new RegExp(`<section class="card delivery" id="event-${older}">([\\s\\S]*?)</section>`).exec(done.html)![1]!;
    expect(textOf(/<span class="delivery-status">([\s\S]*?)<\/span>\s*<\/p>/.exec(section)![1]!).trim()).toBe("pending");
    // The API's redelivery: the next attempt number, a new delivery starting there, to the current webhook, not yet sent.
    expect((await deliveryRows(older)).at(-1)).toEqual({ attempt: 3, first_attempt: 3, status: "pending", destination: "https://hooks.example/receiver", attempted_at: null });
  });

  it("refuse to redeliver for a monitor without a webhook, as the API does (400), and write nothing", async () => {
    const { browser, workspaceId } = await signedInWorkspace();
    const m = await seedPricingMonitor(workspaceId, [plans(["Pro", 49]), plans(["Pro", 59])], { webhook: false });
    const log = await browser.go(`${PLATFORM}/dashboard/monitors/${m.id}/deliveries`);
    expect(log.html).toContain('id="webhook-none"');
    expect(log.html).not.toContain('class="redeliver"');
    const refused = await browser.submit(`/dashboard/monitors/${m.id}/events/${m.eventIds[0]}/redeliver`, { csrf: csrfOf(log.html) });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("This monitor has no webhook");
    expect(await deliveryRows(m.eventIds[0]!)).toEqual([]);
  });
});

describe("a watch's pages", () => {
  it("list the watches, then show the topics' state, the timeline with lineage, and evidence links", async () => {
    const { browser, workspaceId } = await signedInWorkspace();
    const w = await seedWatch(workspaceId);
    const [retracted, correction] = w.eventIds;

    const list = await browser.go(`${PLATFORM}/dashboard/watches`);
    expect(list.status).toBe(200);
    expectScriptFree(list);
    expect(textOf(list.html)).toContain("Competitor Inc competitor.example pricing, positioning active healthy 2");

    const page = await browser.go(`${PLATFORM}/dashboard/watches/${w.id}`);
    expect(page.status).toBe(200);
    expectScriptFree(page);
    const topics = [...page.html.matchAll(/<tr class="topic-row" data-topic="([^"]+)">([\s\S]*?)<\/tr>/g)].map(([, t, row]) => [t, textOf(row!).trim()]);
    expect(topics).toEqual([
      ["pricing", "pricing Pro : 49 USD/month 3 2026-05-02 21:00 UTC 2026-05-02 21:00 UTC"],
      ["positioning", "positioning not read yet — — —"],
    ]);
    const events = [...page.html.matchAll(/<li class="watch-event (\w+)" id="event-([^"]+)">([\s\S]*?)<\/li>\s*(?=<li class="watch-event|<\/ol>)/g)];
    expect(events.map((e) => [e[2], e[1]])).toEqual([
      [correction, "active"],
      [retracted, "retracted"],
    ]);
    expect(events[0]![3]).toContain(`Corrects <a href="#event-${retracted}">an earlier event</a>, now retracted.`);
    expect(events[1]![3]).toContain(`Retracted by <a href="#event-${correction}">a later event</a>.`);
    expect(textOf(events[1]![3]!)).toContain("Reason: revert: the price went back at the next run");
    // Evidence: the page it quotes, the snapshots before and after, the excerpts.
    expect(events[1]![3]).toContain(`<a href="https://competitor.example/pricing" rel="noreferrer noopener" target="_blank">`);
    expect(events[1]![3]).toContain(`class="snapshot-before" href="/dashboard/watches/${w.id}/snapshots/${w.snapshotIds.before}"`);
    expect(events[1]![3]).toContain(`class="snapshot-after" href="/dashboard/watches/${w.id}/snapshots/${w.snapshotIds.after}"`);
    expect(textOf(events[1]![3]!)).toMatch(/Pro \$49\/month.*Pro \$59\/month/);

    // The snapshot behind a link: the stored bytes as sandboxed text, to this workspace only.
    const snapshot = await browser.go(`${PLATFORM}/dashboard/watches/${w.id}/snapshots/${w.snapshotIds.after}`);
    expect(snapshot.status).toBe(200);
    expect(snapshot.html).toBe(w.snapshotBytes.after);
    expect(snapshot.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(snapshot.headers.get("Content-Security-Policy")).toBe(SNAPSHOT_HEADERS["Content-Security-Policy"]);
    expect(snapshot.headers.get("Content-Security-Policy")).toContain("sandbox");
    expect(snapshot.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const unknown = await browser.go(`${PLATFORM}/dashboard/watches/${w.id}/snapshots/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
  });
});

describe("isolation: another workspace's monitors, events, deliveries, watches and snapshots", () => {
  it("answer 404 on every page of the dashboard's routers (from their page lists), and a redeliver writes nothing", async () => {
    const a = await signedInWorkspace();
    const m = await seedPricingMonitor(a.workspaceId, [plans(["Pro", 49]), plans(["Pro", 59])], { attempts: [[500]] });
    const w = await seedWatch(a.workspaceId);
    const b = await signedInWorkspace();
    const own = await seedPricingMonitor(b.workspaceId, [plans(["Pro", 1]), plans(["Pro", 2])]);
    const ownWatch = await seedWatch(b.workspaceId);
    const csrf = csrfOf((await b.browser.go(`${PLATFORM}/dashboard`)).html);

    // A's real ids in every page pattern; B's own monitor or watch with A's sub-resource ids.
    const fill = (pattern: string, ids: Record<string, string>) => pattern.replace(/:(\w+)/g, (_, k: string) => ids[k]!);
    const cases: Array<{ method: "GET" | "POST"; path: string }> = [];
    for (const pattern of [...Object.values(MONITOR_PAGES), ...Object.values(WATCH_PAGES)]) {
      if (!pattern.includes(":id")) continue;
      const method = pattern.endsWith("/redeliver") ? "POST" : "GET";
      const watch = pattern.startsWith("/dashboard/watches");
      const foreign: Record<string, string> = watch ? { id: w.id, snapshot_id: w.snapshotIds.after } : { id: m.id, event_id: m.eventIds[0]! };
      cases.push({ method, path: fill(pattern, foreign) });
      if (pattern.split(":").length > 2) cases.push({ method, path: fill(pattern, { ...foreign, id: watch ? ownWatch.id : own.id }) });
    }
    expect(cases.length).toBeGreaterThanOrEqual(7);
    for (const { method, path } of cases) {
      const res = method === "GET" ? await b.browser.go(`${PLATFORM}${path}`) : await b.browser.submit(path, { csrf });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.html).not.toContain("shop.example/pricing");
    }
    expect((await deliveryRows(m.eventIds[0]!)).length).toBe(1);
    // B's listings show none of A's.
    expect((await b.browser.go(`${PLATFORM}/dashboard/monitors`)).html).not.toContain(m.id);
    expect((await b.browser.go(`${PLATFORM}/dashboard/watches`)).html).not.toContain(w.id);
    // A itself sees them.
    expect((await a.browser.go(`${PLATFORM}/dashboard/monitors/${m.id}`)).status).toBe(200);
  });

  it("send a signed-out visitor to sign in on every page, showing nothing", async () => {
    const a = await signedInWorkspace();
    const m = await seedPricingMonitor(a.workspaceId, [plans(["Pro", 49]), plans(["Pro", 59])]);
    const visitor = new Browser();
    for (const pattern of [...Object.values(MONITOR_PAGES), ...Object.values(WATCH_PAGES)]) {
      if (pattern.endsWith("/redeliver")) continue;
      const res = await visitor.go(`${PLATFORM}${pattern.replace(":id", m.id).replace(/:\w+/g, "x")}`);
      expect(res.status, pattern).toBe(200);
      expect(res.html).toContain("Sign in to continue");
      expect(res.html).not.toContain("shop.example");
    }
    const post = await visitor.submit(`/dashboard/monitors/${m.id}/events/${m.eventIds[0]}/redeliver`, {});
    expect(post.html).toContain("Sign in to continue");
    expect(await deliveryRows(m.eventIds[0]!)).toEqual([]);
  });
});

describe("escaping: what watched pages wrote is text on every page", () => {
  const HOSTILE = `<script>alert(1)</script><img src=x onerror=alert(2)>"'`;

  it("plan names, URLs, display names, summaries and excerpts", async () => {
    const { browser, workspaceId } = await signedInWorkspace();
    const m = await seedPricingMonitor(workspaceId, [plans([HOSTILE, 10]), plans([HOSTILE, 20]), plans([HOSTILE, 30])], {
      url: `https://shop.example/p?q="><script>alert(3)</script>`,
      attempts: [[500]],
    });
    const w = await seedWatch(workspaceId, { displayName: HOSTILE, planName: HOSTILE, pageText: HOSTILE });
    for (const path of [`/dashboard/monitors`, `/dashboard/monitors/${m.id}`, `/dashboard/monitors/${m.id}/deliveries`, `/dashboard/watches`, `/dashboard/watches/${w.id}`]) {
      const page = await browser.go(`${PLATFORM}${path}`);
      expect(page.status, path).toBe(200);
      expectScriptFree(page);
      expect(page.html, path).not.toContain("<img");
      expect(page.html, path).toContain("&lt;script&gt;");
    }
    // The hostile plan name is the chart's legend, as text.
    const chart = await browser.go(`${PLATFORM}/dashboard/monitors/${m.id}`);
    expect(textOf(/<ul class="legend">[\s\S]*?<\/ul>/.exec(chart.html)![0]).trim()).toBe(`${HOSTILE} (USD)`);
  });
});
