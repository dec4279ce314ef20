import { describe, expect, it } from "vitest";
import { CCI_EVENT_TYPES, diffTopicStates, eventDataSchema, type EventDraft, extractTopicState, MAX_EXCERPT_CHARS, sameTopicState, type TopicPage, type WatchTopic } from "@shared/watches";
import hc20180304 from "../fixtures/detectors/healthchecks-2018-03-04";
import hc20180515 from "../fixtures/detectors/healthchecks-2018-05-15";
import inlets0818 from "../fixtures/detectors/inlets-2020-08-18";
import inlets0821 from "../fixtures/detectors/inlets-2020-08-21";
import redash0331 from "../fixtures/detectors/redash-2018-03-31";
import redash0525 from "../fixtures/detectors/redash-2018-05-25";
import { customersPage, featuresPage, homePage, integrationsPage, minify, pricingPage, productsPage } from "../fixtures/watches/pages";

const at = (path: string, html: string): TopicPage[] => [{ url: `https://acme.com${path}`, html }];
/** Extracts both versions and diffs them with the pages, as the engine does. */
function run(topic: WatchTopic, before: TopicPage[], after: TopicPage[]): EventDraft[] {
  return diffTopicStates(topic, extractTopicState(topic, before), extractTopicState(topic, after), { before, after });
}
const brief = (events: EventDraft[]) => events.map((e) => `${e.type} ${e.subject}`);

const plans = [{ name: "Free", price: "$0/mo" }, { name: "Team", price: "$12/mo" }, { name: "Enterprise", price: null }];
const integrations = [
  { name: "Slack", domain: "slack.com", category: "Chat" },
  { name: "Gmail", domain: "google.com", category: "Mail" },
];

describe("pricing events", () => {
  it("pricing.price_changed carries the plan, old and new money, the kind of change and page excerpts", () => {
    const events = run("pricing", at("/pricing", pricingPage(plans)), at("/pricing", pricingPage([plans[0]!, { name: "Team", price: "$15/mo" }, plans[2]!])));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: "pricing.price_changed",
      topic: "pricing",
      subject: "Team",
      data: { plan: "Team", old_price: { amount: 12, currency: "USD", period: "month" }, new_price: { amount: 15, currency: "USD", period: "month" }, change_kind: "increase" },
      confidence: { calibrated: false, method: "deterministic-rules-v1" },
    });
    expect(events[0]?.evidence[0]?.before_excerpt).toContain("$12/mo");
    expect(events[0]?.evidence[0]?.after_excerpt).toContain("$15/mo");
    expect(events[0]?.summary).toBe('Plan "Team" price changed from Team: 12 USD/month to Team: 15 USD/month (+25.0%)');
  });

  it("pricing.plan_added and pricing.plan_removed name the plan and its price", () => {
    const added = run("pricing", at("/pricing", pricingPage(plans)), at("/pricing", pricingPage([...plans, { name: "Scale", price: "$49/mo" }])));
    expect(added.map((e) => [e.type, e.data.plan, e.data.price?.amount])).toEqual([["pricing.plan_added", "Scale", 49]]);
    const removed = run("pricing", at("/pricing", pricingPage(plans)), at("/pricing", pricingPage([plans[0]!, plans[2]!])));
    expect(removed.map((e) => [e.type, e.data.plan, e.data.price?.amount])).toEqual([["pricing.plan_removed", "Team", 12]]);
  });

  it("a real currency switch (inlets GBP → USD) is a price change of kind currency", () => {
    const events = run("pricing", at("/pricing", inlets0818), at("/pricing", inlets0821));
    expect(events.map((e) => [e.subject, e.data.change_kind, e.data.old_price?.currency, e.data.new_price?.currency])).toEqual([
      ["Personal", "currency", "GBP", "USD"],
      ["Professional", "currency", "GBP", "USD"],
    ]);
  });

  it("a real rename (Redash Startup → Pro) is the old plan removed and the new one added, both marked renamed", () => {
    const events = run("pricing", at("/pricing", redash0331), at("/pricing", redash0525));
    expect(events.filter((e) => e.data.change_kind === "renamed").map((e) => `${e.type} ${e.data.plan} (${e.data.name})`)).toEqual(["pricing.plan_removed Startup (Pro)", "pricing.plan_added Pro (Startup)"]);
  });

  it("reports nothing when a real page only moves its billing toggle's default (healthchecks 2018)", () => {
    expect(run("pricing", at("/pricing", hc20180304), at("/pricing", hc20180515))).toEqual([]);
  });
});

describe("product events", () => {
  it("feature.launched and product.launched for items new to the lists, not for removals", () => {
    const before = [...at("/features", featuresPage({ Core: ["Shared Inbox"] })), ...at("/products", productsPage(["Acme Mail"]))];
    const after = [...at("/features", featuresPage({ Core: ["Shared Inbox", "Live Cursors"] })), ...at("/products", productsPage(["Acme Mail", "Acme Copilot"]))];
    const events = run("product", before, after);
    expect(brief(events)).toEqual(["product.launched Acme Copilot", "feature.launched Live Cursors"]);
    expect(events[1]?.data).toEqual({ name: "Live Cursors", product: "Core", surface: "/features" });
    expect(run("product", after, before)).toEqual([]);
  });
});

describe("integration events", () => {
  it("integration.added and integration.removed with the partner domain and category", () => {
    const events = run("integrations", at("/integrations", integrationsPage(integrations, "list")), at("/integrations", integrationsPage([integrations[0]!, { name: "Zoom", domain: "zoom.us", category: "Video" }], "list")));
    expect(events.map((e) => [e.type, e.data.integration_name, e.data.integration_domain, e.data.action])).toEqual([
      ["integration.added", "Zoom", "zoom.us", "added"],
      ["integration.removed", "Gmail", "google.com", "removed"],
    ]);
  });

  it("a listing renamed in place (same partner domain) is not a removal and an addition", () => {
    const renamed = [{ ...integrations[0]!, name: "Slack for Teams" }, integrations[1]!];
    expect(run("integrations", at("/integrations", integrationsPage(integrations)), at("/integrations", integrationsPage(renamed)))).toEqual([]);
  });
});

describe("customer events", () => {
  const stories = [{ slug: "globex", title: "How Globex ships daily" }];
  it("customer.reference_added for a new logo; case_study.added (not also a reference) for a story with a new customer", () => {
    const before = at("/customers", customersPage(["Globex", "Initech"], stories));
    const logo = run("customers", before, at("/customers", customersPage(["Globex", "Initech", "Hooli"], stories)));
    expect(logo.map((e) => [e.type, e.data.customer_name])).toEqual([["customer.reference_added", "Hooli"]]);
    const story = run("customers", before, at("/customers", customersPage(["Globex", "Initech"], [...stories, { slug: "pied-piper", title: "Pied Piper cut costs in half" }])));
    expect(story.map((e) => [e.type, e.data.customer_name, e.data.case_study_url])).toEqual([["case_study.added", "Pied Piper", "https://acme.com/customers/pied-piper"]]);
  });
});

describe("positioning events", () => {
  it("positioning.changed with old and new headline and category, the segment delta and the enterprise pitch", () => {
    const before = at("/", homePage("Acme is the analytics platform for startups", "Answers in seconds."));
    const after = at("/", homePage("Acme is the AI data cloud for enterprises", "Answers in seconds.", "<h2>SAML SSO and SOC 2</h2>"));
    const [event, ...rest] = run("positioning", before, after);
    expect(rest).toEqual([]);
    expect(event?.data).toEqual({
      old_headline: "Acme is the analytics platform for startups",
      new_headline: "Acme is the AI data cloud for enterprises",
      old_category: "analytics platform",
      new_category: "ai data cloud",
      target_market_delta: "+enterprise -startups",
      enterprise_messaging_added: true,
      change_kind: "headline,category,target_market,enterprise_messaging",
      surface: "/",
    });
  });

  it("a headline that differs only in case, spacing or punctuation is not a repositioning", () => {
    expect(run("positioning", at("/", homePage("Ship faster, together", "x y z w v")), at("/", homePage("Ship  faster — together!", "x y z w v")))).toEqual([]);
  });
});

describe("every draft", () => {
  const cases: Array<[WatchTopic, TopicPage[], TopicPage[]]> = [
    ["pricing", at("/pricing", pricingPage(plans)), at("/pricing", pricingPage([{ name: "Team", price: "$99/mo" }, { name: "Scale", price: "$199/mo" }]))],
    ["product", [...at("/features", featuresPage({ A: ["One"] })), ...at("/products", productsPage(["Acme Mail"]))], [...at("/features", featuresPage({ A: ["One", "Two Things"] })), ...at("/products", productsPage(["Acme Mail", "Acme Chat"]))]],
    ["integrations", at("/integrations", integrationsPage(integrations)), at("/integrations", integrationsPage([integrations[1]!, { name: "Zoom", domain: "zoom.us", category: "Video" }]))],
    ["customers", at("/customers", customersPage(["Globex"], [])), at("/customers", customersPage(["Globex", "Hooli"], [{ slug: "initech", title: "Initech story title" }]))],
    ["positioning", at("/", homePage("Old headline here", "Sub line text")), at("/", homePage(`${"Very long headline ".repeat(30)}`, "Sub line text"))],
  ];
  it("covers the ten SPEC types, with strict SPEC data, bounded excerpts and an uncalibrated confidence", () => {
    const seen = new Set<string>();
    for (const [topic, before, after] of cases) {
      for (const e of [...run(topic, before, after), ...run(topic, after, before)]) {
        seen.add(e.type);
        expect(eventDataSchema.safeParse(e.data).success).toBe(true);
        expect(e.topic).toBe(topic);
        expect(e.confidence.calibrated).toBe(false);
        expect(e.confidence.score).toBeGreaterThan(0);
        expect(e.confidence.score).toBeLessThan(1);
        for (const ev of e.evidence) expect(Math.max(ev.before_excerpt.length, ev.after_excerpt.length)).toBeLessThanOrEqual(MAX_EXCERPT_CHARS);
      }
    }
    expect([...seen].sort()).toEqual([...CCI_EVENT_TYPES].sort());
  });
});

describe("unchanged pages", () => {
  it("raise no event when re-rendered in another markup, minified or reordered", () => {
    const pairs: Array<[WatchTopic, string, string]> = [
      ["pricing", pricingPage(plans, "cards"), pricingPage([...plans].reverse(), "table")],
      ["pricing", pricingPage(plans), minify(pricingPage(plans))],
      ["product", featuresPage({ A: ["One Thing", "Two Things"] }, "cards"), featuresPage({ B: ["Two Things", "One Thing"] }, "table")],
      ["integrations", integrationsPage(integrations, "cards"), integrationsPage([...integrations].reverse(), "table")],
      ["customers", customersPage(["Globex", "Initech"], [{ slug: "globex", title: "Globex story" }], "cards"), customersPage(["Initech", "Globex"], [{ slug: "globex", title: "Globex story" }], "list")],
      ["positioning", homePage("Ship faster", "The data platform."), minify(homePage("Ship faster", "The data platform."))],
    ];
    for (const [topic, a, b] of pairs) {
      const [sa, sb] = [extractTopicState(topic, at("/x", a)), extractTopicState(topic, at("/x", b))];
      expect(sa).not.toBeNull();
      expect(diffTopicStates(topic, sa, sb)).toEqual([]);
    }
  });

  it("give no events on the baseline or on a run that read nothing, and equal states compare equal whatever their order", () => {
    const state = extractTopicState("integrations", at("/integrations", integrationsPage(integrations)));
    expect(diffTopicStates("integrations", null, state)).toEqual([]);
    expect(diffTopicStates("integrations", state, null)).toEqual([]);
    const moved = state && { integrations: [...state.integrations].reverse().map((i) => ({ ...i, page_url: "https://acme.com/apps" })) };
    expect(sameTopicState("integrations", state, moved)).toBe(true);
  });

  it("ignore a state that does not match the topic's schema instead of throwing", () => {
    expect(diffTopicStates("pricing", { plans: [{ name: 1 }] } as never, { plans: [] })).toEqual([]);
  });
});
