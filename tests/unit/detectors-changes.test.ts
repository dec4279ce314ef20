/**
 * Each detector's `changes` (DECISIONS §7; docs/detectors.md "Changes"): the state fields behind
 * exactly the changes `compare` reports, with scalar values before and after and stable names, on
 * states read from real markup and on hand-built states.
 */
import { describe, expect, it } from "vitest";
import { detectors, type FieldChange, type PriceState, type PricingState, type ProductState } from "@shared/detectors";
import inlets0818 from "../fixtures/detectors/inlets-2020-08-18";
import inlets0821 from "../fixtures/detectors/inlets-2020-08-21";

const scalar = (v: unknown) => v === null || ["string", "number", "boolean"].includes(typeof v);

/** Every `changes` entry is `{field, before, after}` with scalar, different values, and there is one whenever compare reports something. */
function expectWellFormed(changes: FieldChange[], reported: number) {
  for (const c of changes) {
    expect(Object.keys(c).sort()).toEqual(["after", "before", "field"]);
    expect(scalar(c.before) && scalar(c.after), JSON.stringify(c)).toBe(true);
  }
  expect(changes.length === 0).toBe(reported === 0);
}

describe("price changes", () => {
  const price = detectors.price;
  const base: PriceState = { amount: 100, currency: "USD", currency_raw: "$", availability: "in_stock", source: "json-ld" };
  const diff = (before: PriceState | null, after: PriceState | null) => {
    const out = price.changes(before, after);
    expectWellFormed(out, price.compare(before, after).length);
    return out;
  };

  it("names the amount `price`, with both amounts", () => {
    expect(diff(base, { ...base, amount: 110 })).toEqual([{ field: "price", before: 100, after: 110 }]);
  });

  it("a currency change gives currency and price; availability its two states", () => {
    expect(diff(base, { ...base, currency: "EUR", amount: 90 })).toEqual([
      { field: "currency", before: "USD", after: "EUR" },
      { field: "price", before: 100, after: 90 },
    ]);
    expect(diff(base, { ...base, currency: "EUR" })).toEqual([{ field: "currency", before: "USD", after: "EUR" }]);
    expect(diff(base, { ...base, availability: "out_of_stock" })).toEqual([{ field: "availability", before: "in_stock", after: "out_of_stock" }]);
  });

  it("a price that appears or disappears has null on the side without it", () => {
    expect(diff({ ...base, amount: null, currency: null }, base)).toEqual([
      { field: "price", before: null, after: 100 },
      { field: "currency", before: null, after: "USD" },
    ]);
    expect(diff(base, { ...base, amount: null })).toEqual([{ field: "price", before: 100, after: null }]);
  });

  it("equal states, markup noise and availability that merely appears give nothing", () => {
    expect(diff(base, { ...base, source: "meta", currency_raw: "USD", amount: 100.0000001 })).toEqual([]);
    expect(diff({ ...base, availability: null }, base)).toEqual([]);
    expect(diff(null, null)).toEqual([]);
  });

  it("reads the pages it compares", () => {
    const page = (amount: string) => `<html><head><meta property="product:price:amount" content="${amount}"><meta property="product:price:currency" content="EUR"></head><body></body></html>`;
    expect(diff(price.extract(page("19.99"), "https://shop.example/") as PriceState, price.extract(page("24.50"), "https://shop.example/") as PriceState)).toEqual([
      { field: "price", before: 19.99, after: 24.5 },
    ]);
  });
});

describe("saas_pricing changes", () => {
  const saas = detectors.saas_pricing;
  const URL_ = "https://saas.example/pricing";
  const plan = (name: string | null, amount: number | null, extra: Partial<PricingState["plans"][number]> = {}) => ({ name, amount, currency: amount === null ? null : "USD", period: amount === null ? null : ("month" as const), billing: null, per: null, ...extra });
  const diff = (before: PricingState | null, after: PricingState | null) => {
    const out = saas.changes(before, after);
    expectWellFormed(out, saas.compare(before, after).length);
    return out;
  };
  const pro = (amount: number) => ({ plans: [plan("Starter", 19), plan("Pro", amount), plan("Enterprise", null)] });

  it("a plan's price: plans.<plan>.price with both prices (DECISIONS §7's example)", () => {
    expect(diff(pro(49), pro(59))).toEqual([{ field: "plans.pro.price", before: 49, after: 59 }]);
  });

  it("a plan added, removed, renamed; a custom plan priced", () => {
    expect(diff(pro(49), { plans: [...pro(49).plans, plan("Team Plus", 99)] })).toEqual([
      { field: "plans", before: null, after: "Team Plus" },
      { field: "plans.team_plus.price", before: null, after: 99 },
    ]);
    expect(diff(pro(49), { plans: [plan("Starter", 19), plan("Enterprise", null)] })).toEqual([
      { field: "plans", before: "Pro", after: null },
      { field: "plans.pro.price", before: 49, after: null },
    ]);
    // A custom plan removed has no price to name.
    expect(diff(pro(49), { plans: [plan("Starter", 19), plan("Pro", 49)] })).toEqual([{ field: "plans", before: "Enterprise", after: null }]);
    expect(diff({ plans: [plan("Basic", 10)] }, { plans: [plan("Basic Plus", 12)] })).toEqual([
      { field: "plans", before: "Basic", after: "Basic Plus" },
      { field: "plans.basic_plus.price", before: 10, after: 12 },
    ]);
    expect(diff(pro(49), { plans: [plan("Starter", 19), plan("Pro", 49), plan("Enterprise", 500)] })).toEqual([{ field: "plans.enterprise.price", before: null, after: 500 }]);
  });

  it("billing terms, currency and period are their own fields", () => {
    const terms = (monthly: number, annual: number) => ({ plans: [plan("Pro", monthly, { billing: "monthly" }), plan("Pro", annual, { billing: "annual" })] });
    expect(diff(terms(10, 8), terms(12, 8))).toEqual([{ field: "plans.pro.monthly.price", before: 10, after: 12 }]);
    expect(diff(terms(10, 8), terms(10, 7))).toEqual([{ field: "plans.pro.annual.price", before: 8, after: 7 }]);
    expect(diff({ plans: [plan("Pro", 10)] }, { plans: [plan("Pro", 10, { currency: "EUR" })] })).toEqual([{ field: "plans.pro.currency", before: "USD", after: "EUR" }]);
    expect(diff({ plans: [plan("Pro", 10)] }, { plans: [plan("Pro", 10, { period: "year" })] })).toEqual([{ field: "plans.pro.period", before: "month", after: "year" }]);
    // A term shown on one side only is not a change (as compare says).
    expect(diff(terms(10, 8), { plans: [plan("Pro", 10, { billing: "monthly" })] })).toEqual([]);
  });

  it("plans without names are keyed by position", () => {
    expect(diff({ plans: [plan(null, 5), plan(null, 9)] }, { plans: [plan(null, 5), plan(null, 11)] })).toEqual([{ field: "plans.#2.price", before: 9, after: 11 }]);
  });

  it("reads the plans of real pricing pages it compares", () => {
    const before = saas.extract(inlets0818, URL_) as PricingState;
    const after = saas.extract(inlets0821, URL_) as PricingState;
    const out = diff(before, after);
    expect(out.length).toBeGreaterThan(0);
    for (const c of out) expect(c.field).toMatch(/^plans(\.[^.]+(\.(monthly|annual))?\.(price|currency|period))?$/);
  });
});

describe("product_change changes", () => {
  const product = detectors.product_change;
  const base: ProductState = {
    title: "Trail shoe",
    description: "A light shoe with secret words.",
    images: ["https://shop.example/a.jpg", "https://shop.example/b.jpg"],
    variants: [{ id: "A", amount: 10 }, { id: "B", amount: 12 }],
    price: { amount: 10, currency: "USD", currency_raw: "$", availability: "in_stock", source: "json-ld" },
  };
  const diff = (after: Partial<ProductState>) => {
    const next = { ...base, ...after };
    const out = product.changes(base, next);
    expectWellFormed(out, product.compare(base, next).length);
    return out;
  };

  it("title with both titles; description named but never quoted", () => {
    expect(diff({ title: "Trail shoe 2" })).toEqual([{ field: "title", before: "Trail shoe", after: "Trail shoe 2" }]);
    const described = diff({ description: "Other secret words." });
    expect(described).toEqual([{ field: "description", before: null, after: null }]);
    expect(JSON.stringify(described)).not.toMatch(/secret/);
  });

  it("one entry per image and per variant added or removed", () => {
    expect(diff({ images: ["https://shop.example/a.jpg", "https://shop.example/c.jpg"] })).toEqual([
      { field: "images", before: null, after: "https://shop.example/c.jpg" },
      { field: "images", before: "https://shop.example/b.jpg", after: null },
    ]);
    expect(diff({ variants: [{ id: "A", amount: 10 }, { id: "C", amount: 12 }] })).toEqual([
      { field: "variants", before: null, after: "C" },
      { field: "variants", before: "B", after: null },
    ]);
  });

  it("the offer's price, currency and availability as the price detector names them", () => {
    expect(diff({ price: { ...base.price!, amount: 12 } })).toEqual([{ field: "price", before: 10, after: 12 }]);
    expect(diff({ price: { ...base.price!, availability: "out_of_stock" } })).toEqual([{ field: "availability", before: "in_stock", after: "out_of_stock" }]);
  });

  it("nothing for equal products or a page that stops yielding one", () => {
    expect(diff({ description: "A  light shoe\nwith secret words." })).toEqual([]);
    expect(product.changes(base, null)).toEqual([]);
  });
});
