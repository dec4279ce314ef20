import { describe, expect, it } from "vitest";
import { extractTopicState, topicStateSchemas } from "@shared/watches";
import inlets0818 from "../fixtures/detectors/inlets-2020-08-18";
import { customersPage, featuresPage, homePage, integrationsPage, minify, pricingPage, productsPage } from "../fixtures/watches/pages";

const at = (path: string, html: string) => [{ url: `https://acme.com${path}`, html }];

describe("pricing extraction", () => {
  it("reads plans with amount, currency, period and custom plans, through the saas_pricing reader", () => {
    const state = extractTopicState("pricing", at("/pricing", pricingPage([{ name: "Free", price: "$0/mo" }, { name: "Team", price: "€12 per user/month" }, { name: "Enterprise", price: null }])));
    expect(state?.plans.map((p) => [p.name, p.amount, p.currency, p.period])).toEqual([
      ["Enterprise", null, null, null],
      ["Free", 0, "USD", "month"],
      ["Team", 12, "EUR", "month"],
    ]);
    expect(state?.plans.find((p) => p.name === "Team")?.per).toBe("user");
    expect(topicStateSchemas.pricing.safeParse(state).success).toBe(true);
  });

  it("reads a real pricing page (inlets, 2020) with its 'Contact us' plan", () => {
    const state = extractTopicState("pricing", at("/pricing", inlets0818));
    expect(state?.plans.map((p) => `${p.name} ${p.amount} ${p.currency}`)).toEqual(["Enterprise null null", "Personal 20 GBP", "Professional 100 GBP"]);
  });

  it("reads minified markup as the browser shows it", () => {
    const page = pricingPage([{ name: "Basic", price: "$9/mo" }, { name: "Pro", price: "$29/mo" }]);
    expect(extractTopicState("pricing", at("/pricing", minify(page)))).toEqual(extractTopicState("pricing", at("/pricing", page)));
  });

  it("gives no reading (null) for a page without plans, never an empty state", () => {
    expect(extractTopicState("pricing", at("/pricing", "<html><body><h1>Pricing</h1><p>Coming soon</p></body></html>"))).toBeNull();
    expect(extractTopicState("pricing", [])).toBeNull();
  });
});

describe("product extraction", () => {
  it("reads features from cards, lists and comparison tables alike, with their group", () => {
    const groups = { Collaboration: ["Shared Inbox", "Live Cursors"], Security: ["SAML Single Sign-On"] };
    const cards = extractTopicState("product", at("/features", featuresPage(groups, "cards")));
    expect(cards?.features.map((f) => [f.name, f.product])).toEqual([
      ["Live Cursors", "Collaboration"],
      ["SAML Single Sign-On", "Security"],
      ["Shared Inbox", "Collaboration"],
    ]);
    for (const markup of ["list", "table"] as const) {
      expect(extractTopicState("product", at("/features", featuresPage(groups, markup)))?.features.map((f) => f.name)).toEqual(["Live Cursors", "SAML Single Sign-On", "Shared Inbox"]);
    }
  });

  it("reads products from links to their own pages and keeps navigation, footer and calls to action out", () => {
    const state = extractTopicState("product", at("/products", productsPage(["Acme Analytics", "Acme Copilot"])));
    expect(state?.products.map((p) => p.name)).toEqual(["Acme Analytics", "Acme Copilot"]);
    const all = JSON.stringify(extractTopicState("product", at("/features", featuresPage({ A: ["Exports"] }))));
    expect(all).not.toMatch(/Learn more|Twitter|Pricing"/);
  });
});

describe("integrations extraction", () => {
  const list = [
    { name: "Slack", domain: "slack.com", category: "Chat" },
    { name: "BigQuery", domain: "cloud.google.com", category: "Data" },
  ];
  it("reads the directory's entries with the partner's registrable domain, in any markup", () => {
    for (const markup of ["cards", "table", "list"] as const) {
      const state = extractTopicState("integrations", at("/integrations", integrationsPage(list, markup)));
      expect(state?.integrations.map((i) => [i.name, i.domain])).toEqual([
        ["BigQuery", "google.com"],
        ["Slack", "slack.com"],
      ]);
    }
  });
});

describe("customers extraction", () => {
  it("reads logo walls and case-study links, naming the story's customer from its slug", () => {
    const state = extractTopicState("customers", at("/customers", customersPage(["Globex", "Initech"], [{ slug: "hooli-labs", title: "How Hooli Labs ships daily" }])));
    expect(state?.customers.map((c) => c.name)).toEqual(["Globex", "Hooli Labs", "Initech"]);
    expect(state?.case_studies).toEqual([{ url: "https://acme.com/customers/hooli-labs", title: "How Hooli Labs ships daily", customer_name: "Hooli Labs", page_url: "https://acme.com/customers" }]);
  });

  it("reads only the customer block of a home page", () => {
    const state = extractTopicState("customers", at("/", homePage("Ship faster", "The data platform for teams.")));
    expect(state?.customers.map((c) => c.name)).toEqual(["Globex"]);
  });
});

describe("positioning extraction", () => {
  it("reads the headline, the line under it, the claimed category, segments and the enterprise pitch", () => {
    const html = homePage("Acme is the observability platform for developers", "From startups to enterprises, one place for logs.", "<h2>SOC 2 Type II and SAML SSO</h2>");
    expect(extractTopicState("positioning", at("/", html))).toEqual({
      headline: "Acme is the observability platform for developers",
      subheadline: "From startups to enterprises, one place for logs.",
      category: "observability platform",
      target_markets: ["enterprise", "startups", "developers"],
      enterprise_messaging: true,
      page_url: "https://acme.com/",
    });
  });

  it("falls back to og:title without the brand when the page has no h1", () => {
    const html = `<html><head><meta property="og:title" content="Acme | Workflow automation software for agencies"></head><body><p>Hello there, friend.</p></body></html>`;
    const state = extractTopicState("positioning", at("/", html));
    expect([state?.headline, state?.category, state?.target_markets]).toEqual(["Workflow automation software for agencies", "workflow automation software", ["agencies"]]);
  });
});
