import { describe, expect, it } from "vitest";
import { detectors, type PricingState, readPlans } from "@shared/detectors";
import hc20171105 from "../fixtures/detectors/healthchecks-2017-11-05";
import hc20180304 from "../fixtures/detectors/healthchecks-2018-03-04";
import hc20180515 from "../fixtures/detectors/healthchecks-2018-05-15";
import hc20191030 from "../fixtures/detectors/healthchecks-2019-10-30";
import hc20200407 from "../fixtures/detectors/healthchecks-2020-04-07";
import inlets0818 from "../fixtures/detectors/inlets-2020-08-18";
import inlets0821 from "../fixtures/detectors/inlets-2020-08-21";
import redash0331 from "../fixtures/detectors/redash-2018-03-31";
import redash0525 from "../fixtures/detectors/redash-2018-05-25";

const saas = detectors.saas_pricing;
const URL_ = "https://saas.example/pricing";
const plans = (html: string) => (saas.extract(html, URL_) as PricingState | null)?.plans ?? [];
const changes = (a: string, b: string) => saas.compare(saas.extract(a, URL_), saas.extract(b, URL_)).map((c) => `${c.change_type} ${c.summary}`);

describe("saas_pricing extraction", () => {
  it("reads the hand-checked healthchecks plans, both billing blocks of a template page", () => {
    expect(plans(hc20171105).map((p) => [p.name, p.amount, p.currency, p.period, p.billing])).toEqual([
      ["Free", 0, "USD", "month", "monthly"],
      ["Standard", 5, "USD", "month", "monthly"],
      ["Plus", 50, "USD", "month", "monthly"],
      ["Free", 0, "USD", "month", "annual"],
      ["Standard", 4, "USD", "month", "annual"],
      ["Plus", 40, "USD", "month", "annual"],
    ]);
  });

  it("reads a custom 'Contact us' plan with no price and the currency of split currency/amount markup", () => {
    expect(plans(inlets0818)).toEqual([
      { name: "Personal", amount: 20, currency: "GBP", period: "month", billing: null, per: null },
      { name: "Professional", amount: 100, currency: "GBP", period: "month", billing: null, per: null },
      { name: "Enterprise", amount: null, currency: null, period: null, billing: null, per: null },
    ]);
  });

  it("is exported as a reusable function", () => {
    expect(readPlans(redash0525)?.plans.map((p) => `${p.name} ${p.amount}`)).toEqual(["Starter 49", "Pro 99", "Business 450"]);
  });

  it("counts hidden duplicates of a toggle block only when they differ (script placeholder vs real price)", () => {
    const card = (hidden: string) => `<div class="plans"><div class="card"><h3>Team</h3><div class="monthly" hidden><span>$</span><span>${hidden}</span> per user/month</div><div class="yearly"><span>$</span><span>3.67</span> per user/month</div></div><div class="card"><h3>Pro</h3><p>$9/mo</p></div></div>`;
    expect(plans(card("3.67")).filter((p) => p.name === "Team").map((p) => [p.amount, p.billing])).toEqual([[3.67, "annual"]]);
    expect(plans(card("4")).filter((p) => p.name === "Team").map((p) => [p.amount, p.billing])).toEqual([[4, "monthly"], [3.67, "annual"]]);
  });

  it("takes the billing term of cards from a note beside them, not from a FAQ question (Postman 2023 layout)", () => {
    const page = (note: string) =>
      `<section><div class="cards"><div class="card"><h4>Essentials</h4><p class="plan-price"><sup>$</sup>49</p><p>Per user/month</p></div>` +
      `<div class="card"><h4>Ultimate</h4><p>Contact sales for pricing.</p></div></div><div class="row"><p class="small">${note}</p></div></section>` +
      `<section><h2>FAQ</h2><p>Can plans be billed annually?</p></section>`;
    expect(plans(page("Enterprise plans are billed annually.")).map((p) => [p.name, p.amount, p.billing])).toEqual([["Essentials", 49, "annual"], ["Ultimate", null, null]]);
    expect(plans(page("All prices exclude VAT.")).map((p) => [p.name, p.amount, p.billing])).toEqual([["Essentials", 49, null], ["Ultimate", null, null]]);
  });

  it("reads a free plan named only in a sentence at 0, in the priced plans' currency and period", () => {
    const page = (line: string) => `<div class="cards"><div><h3>Basic</h3><p>$19 per user/month</p></div><div><h3>Pro</h3><p>$39 per user/month</p></div></div><p class="subtitle">${line}</p>`;
    expect(plans(page("Check out our Free plan to start building.")).at(-1)).toEqual({ name: "Free", amount: 0, currency: "USD", period: "month", billing: null, per: null });
    expect(plans(page("Is there a free plan?")).map((p) => p.name)).toEqual(["Basic", "Pro"]);
    expect(plans(page("Start building today.")).map((p) => p.name)).toEqual(["Basic", "Pro"]);
  });

  it("yields null for a page without plans and for hostile input", () => {
    expect(saas.extract("<html><body><h1>About</h1><p>We build things.</p></body></html>", URL_)).toBeNull();
    expect(saas.extract("<div>".repeat(50_000), URL_)).toBeNull();
  });
});

describe("saas_pricing compare on real version histories", () => {
  it("reports a plan added (healthchecks 2019-10-30 → 2020-04-07)", () => {
    expect(changes(hc20191030, hc20200407)).toEqual(['plan_added Plan "Supporter" added at 5 USD/month']);
  });

  it("reports price changes per billing term (healthchecks 2017-11-05 → 2018-03-04)", () => {
    expect(changes(hc20171105, hc20180304)).toEqual([
      'price_changed Plan "Standard" (monthly billing) price changed from 5 USD/month to 20 USD/month (+300.0%)',
      'price_changed Plan "Plus" (monthly billing) price changed from 50 USD/month to 80 USD/month (+60.0%)',
    ]);
  });

  it("reports nothing when only the monthly/annual toggle default changes (healthchecks 2018-03-04 → 2018-05-15)", () => {
    expect(changes(hc20180304, hc20180515)).toEqual([]);
  });

  it("reports a currency change (inlets 2020-08-18 → 2020-08-21)", () => {
    expect(changes(inlets0818, inlets0821)).toEqual([
      'currency_changed Plan "Personal" currency changed: 20 GBP/month → 20 USD/month',
      'currency_changed Plan "Professional" currency changed: 100 GBP/month → 130 USD/month',
    ]);
  });

  it("reports a rename, a removal and an addition (redash 2018-03-31 → 2018-05-25)", () => {
    expect(changes(redash0331, redash0525)).toEqual([
      'plan_renamed Plan "Startup" renamed to "Pro"',
      'plan_removed Plan "Lite" removed (was 29 USD/month)',
      'plan_added Plan "Starter" added at 49 USD/month',
    ]);
  });

  it("reports period changes and rates plan changes high", () => {
    const state = (period: "month" | "year", amount = 10): PricingState => ({ plans: [{ name: "Pro", amount, currency: "USD", period, billing: null, per: null }] });
    expect(saas.compare(state("month"), state("year"))[0]).toMatchObject({ change_type: "period_changed", importance: "medium" });
    expect(saas.compare(state("month"), { plans: [] })[0]).toMatchObject({ change_type: "plan_removed", importance: "high" });
    expect(saas.compare(state("month"), state("month", 10.5))[0]).toMatchObject({ change_type: "price_changed", importance: "medium" });
  });

  it("raises nothing for commented-out, hidden, script-filled, struck-through and template-only plans", () => {
    const traps = [
      `<!-- <div class="plan"><h3>Legacy</h3><p>$999/mo</p></div> -->`,
      `<div class="plan" style="display:none"><h3>Secret</h3><p>$777/mo</p></div>`,
      `<div hidden><h3>Internal</h3><p>$555/mo</p></div>`,
      `<script>document.write("$333/mo")</script><span class="price"></span>`,
      `<template><div><h3>Copy</h3><p>$222/mo</p></div></template>`,
      `<del>$1,234/mo</del>`,
    ];
    for (const trap of traps) expect(changes(redash0331, redash0331.replace("</section>", `${trap}</section>`))).toEqual([]);
  });
});
