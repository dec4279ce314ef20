/**
 * A watch whose target names a page (docs/watches.md#target): that page is one of the watch's
 * pages for every topic it carries, beside what discovery finds, even when no page of the site
 * links it and it is not at a conventional path.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EventPageSchema } from "@shared/contract/watches.records";
import { call, seedWorkspace } from "./harness";
import { createWatch, json, runAt, setSite, siteHits } from "./watch-harness";

const HOUR = 3_600_000;
const HIDDEN = "/deals/launch-pricing";

beforeEach(async () => {
  // The pricing page lives at a path no page, sitemap or convention leads to.
  await setSite({ reset: true });
  await setSite({ pricing_path: HIDDEN, link_pricing: false });
});

const events = async (ws: string, id: string) => EventPageSchema.parse(await json(await call(ws, "GET", `/v1/watches/${id}/events`))).data;

describe("a watch given a page", () => {
  it("watches that page: a price change on it is a pricing event", async () => {
    const ws = await seedWorkspace();
    const w = await createWatch(ws, { target: `${env.WEB_URL}${HIDDEN}`, topics: ["pricing", "positioning"] });
    const t0 = Date.now();
    expect(await runAt(w.id, t0)).toMatchObject({ status: "succeeded", topicsRead: 2 });
    expect((await siteHits())[HIDDEN]).toBe(1);

    await setSite({ plans: [{ name: "Starter", price: 19 }, { name: "Pro", price: 59 }, { name: "Enterprise", price: null }] });
    expect(await runAt(w.id, t0 + 24 * HOUR)).toMatchObject({ status: "succeeded", states: 1 });
    const [event, ...rest] = await events(ws, w.id);
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      type: "pricing.price_changed",
      topic: "pricing",
      subject: "Pro",
      data: { old_price: { amount: 49 }, new_price: { amount: 59 } },
    });
    expect(event!.source.urls).toEqual([`${env.WEB_URL}${HIDDEN}`]);
  });

  it("a watch of the same site's domain cannot find that page (discovery alone)", async () => {
    const ws = await seedWorkspace();
    const w = await createWatch(ws, { target: env.WEB_URL, topics: ["pricing"] });
    expect(await runAt(w.id, Date.now())).toMatchObject({ status: "failed", topicsRead: 0 });
    expect((await siteHits())[HIDDEN]).toBeUndefined();
  });
});
