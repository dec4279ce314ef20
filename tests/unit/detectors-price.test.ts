import { describe, expect, it } from "vitest";
import { currencyToIso, detectors, parsePriceText, type PriceState } from "@shared/detectors";
import changedetectionA from "../fixtures/detectors/changedetection-itemprop-a";
import extructProduct from "../fixtures/detectors/extruct-schema-org-product";
import { PRICE_CASES } from "../fixtures/detectors/price-parser-cases";
import craigslist from "../fixtures/detectors/zyte-craigslist";

const price = detectors.price;
const URL_ = "https://shop.example/item";
const extract = (html: string) => price.extract(html, URL_) as PriceState | null;
const norm = (d: string | null) => (d === null ? null : (d.includes(".") ? d.replace(/0+$/, "").replace(/\.$/, "") : d).replace(/^0+(?=\d)/, ""));

describe("parsePriceText", () => {
  it("reads amount and raw currency exactly on price-parser's own cases (subset, XFAIL rows by their correct answer)", () => {
    const wrong = PRICE_CASES.filter((c) => {
      const parsed = parsePriceText(c.input, { currencyHint: c.currency_hint, decimalSeparator: c.decimal_separator_hint as "." | "," | "€" | null });
      const currencyOk = c.group === "test_price_decimal_separator" || parsed.currency === c.expected_currency;
      return norm(parsed.decimal) !== norm(c.expected_amount) || !currencyOk;
    });
    expect(wrong.map((c) => c.input)).toEqual([]);
  });

  it.each([
    ["1.299,00 €", 1299, "EUR"],
    ["US$ 12", 12, "USD"],
    ["Rs. 1,23,456", 123456, "INR"],
    ["¥1,000", 1000, "JPY"],
    ["from $5/mo", 5, "USD"],
    ["423.923 KD", 423.923, "KWD"],
    ["CHF 1'049,95", 1049.95, "CHF"],
  ])("parses %s", (text, amount, iso) => {
    const parsed = parsePriceText(text);
    expect(parsed.amount).toBe(amount);
    expect(parsed.iso).toBe(iso);
  });

  it("keeps long decimals exact and maps raw symbols to ISO codes", () => {
    expect(parsePriceText("1.11000000000000009770").decimal).toBe("1.11000000000000009770");
    expect(currencyToIso("zł")).toBe("PLN");
    expect(currencyToIso("руб.")).toBe("RUB");
    expect(currencyToIso("kr")).toBeNull();
  });

  it("finds no amount in dates, units and order thresholds", () => {
    expect(parsePriceText("15.08.2017").amount).toBeNull();
    expect(parsePriceText("16.00 ft").amount).toBeNull();
    expect(parsePriceText("Free Shipping on Orders $49+.").amount).toBeNull();
  });
});

describe("price detector extraction", () => {
  it("reads schema.org JSON-LD Product/Offer, tolerating a trailing comma (changedetection example)", () => {
    expect(extract(`<html><body>${changedetectionA}</body></html>`)).toMatchObject({ amount: 155.55, currency: "AUD" });
  });

  it("reads microdata and ignores the decoy regular price (schema.org example)", () => {
    expect(extract(extructProduct)).toMatchObject({ amount: 119.99, currency: "USD", availability: "in_stock", source: "microdata" });
  });

  it("reads a real product page (Zyte benchmark, craigslist)", () => {
    expect(extract(craigslist)?.amount).toBe(1899);
  });

  it("reads AggregateOffer inside @graph", () => {
    const html = `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage"},{"@type":"Product","name":"X","offers":{"@type":"AggregateOffer","lowPrice":"5.29","highPrice":"9.56","priceCurrency":"GBP","availability":"https://schema.org/OutOfStock"}}]}</script>`;
    expect(extract(html)).toMatchObject({ amount: 5.29, currency: "GBP", availability: "out_of_stock", source: "json-ld" });
  });

  it("reads microdata content attributes", () => {
    const html = `<div itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="EUR"><span itemprop="price" content="1299.00">1.299,00 €</span><link itemprop="availability" href="https://schema.org/InStock"></div>`;
    expect(extract(html)).toMatchObject({ amount: 1299, currency: "EUR", availability: "in_stock" });
  });

  it("reads OpenGraph product:price and og:price, preferring a sale price", () => {
    expect(extract(`<meta property="product:price:amount" content="48,00"><meta property="product:price:currency" content="USD">`)).toMatchObject({ amount: 48, currency: "USD", source: "meta" });
    expect(extract(`<meta property="og:price:amount" content="12.50"><meta property="og:price:currency" content="EUR">`)).toMatchObject({ amount: 12.5, currency: "EUR" });
    expect(extract(`<meta property="product:sale_price:amount" content="997.00"><meta property="product:price:amount" content="1148.00"><meta property="product:price:currency" content="PLN">`)?.amount).toBe(997);
  });

  it("takes OpenGraph's sale price over JSON-LD's standard price", () => {
    const html = `<meta content="150.00" property="og:price:standard_amount"><meta content="120.00" property="product:price:amount"><meta content="USD" property="product:price:currency"><script type="application/ld+json">{"@type":"Product","offers":{"@type":"Offer","price":"150.00","priceCurrency":"USD"}}</script>`;
    expect(extract(html)?.amount).toBe(120);
  });

  it("falls back to visible price text, skipping struck-through and hidden prices", () => {
    const html = `<body><div class="price"><del>$50.00</del></div><span class="price" style="display:none">$1.00</span><p class="price-now">Now $40.00</p></body>`;
    expect(extract(html)).toMatchObject({ amount: 40, currency: "USD", source: "text" });
  });

  it("skips a coupon's amount but not a price row that links to a coupon (pcstore.com.tw layout)", () => {
    const html = `<body><div class="coupon">折價券金額：<span>$170</span></div><table><tr><td class="t13"><strong>建議售價</strong> <del>$3200</del> 元</td></tr>` +
      `<tr><td class="t13"><strong>一次付清特價</strong><b> 72 折</b> <span>2320</span><span> 元 </span><a href="/coupon">適用折價券</a></td></tr></table></body>`;
    expect(extract(html)).toMatchObject({ amount: 2320, currency_raw: "元", source: "text" });
    expect(extract(`<body><div class="price-box">Coupon: $5 off</div><p class="price">Price: $40.00</p></body>`)).toMatchObject({ amount: 40 });
  });

  it("yields null when nothing is found and ignores prices inside comments and scripts", () => {
    expect(extract("<html><body><p>About us</p></body></html>")).toBeNull();
    expect(extract(`<body><!-- <span class="price">$10</span> --><script>var price = "$20";</script></body>`)).toBeNull();
    expect(extract("")).toBeNull();
  });
});

describe("price detector compare", () => {
  const base: PriceState = { amount: 100, currency: "USD", currency_raw: "$", availability: "in_stock", source: "json-ld" };
  const compare = (after: Partial<PriceState> | null) => price.compare(base, after === null ? null : { ...base, ...after });

  it("reports nothing for equal states", () => {
    expect(compare({})).toEqual([]);
    expect(compare({ source: "meta", currency_raw: "USD", amount: 100.0000001 })).toEqual([]);
  });

  it("rates a price change of 10 % or more high and a smaller one medium", () => {
    expect(compare({ amount: 110 })).toEqual([{ change_type: "price_changed", importance: "high", summary: "Price increased from 100 USD to 110 USD (+10.0%)", fields: ["amount"] }]);
    expect(compare({ amount: 95 })[0]).toMatchObject({ change_type: "price_changed", importance: "medium" });
  });

  it("reports a currency change, availability changes and a price that appears or disappears", () => {
    expect(compare({ currency: "EUR", amount: 90 })[0]).toMatchObject({ change_type: "currency_changed", importance: "high" });
    expect(compare({ availability: "out_of_stock" })[0]).toMatchObject({ change_type: "availability_changed", importance: "high" });
    expect(price.compare({ ...base, availability: "out_of_stock" }, base)[0]).toMatchObject({ change_type: "availability_changed" });
    expect(compare({ amount: null })[0]).toMatchObject({ change_type: "price_removed" });
    expect(price.compare({ ...base, amount: null }, base)[0]).toMatchObject({ change_type: "price_added" });
  });

  it("keeps summaries bounded and uses only detector fields", () => {
    for (const c of [...compare({ amount: 123456789.123 }), ...compare({ currency: "X".repeat(500) })]) {
      expect(c.summary.length).toBeLessThanOrEqual(200);
      expect(price.changeTypes).toContain(c.change_type);
    }
  });

  it("reports no change when the same page is re-rendered with noise", () => {
    const page = (noise: string) => `<html><head>${noise}<meta property="product:price:amount" content="19.99"><meta property="product:price:currency" content="USD"></head><body><a href="/x?utm_source=${noise.length}">x</a><img src="/i.png?cb=${noise.length}"></body></html>`;
    const before = extract(page(""));
    for (const noise of ["<!-- a -->", '<meta name="csrf" content="abc">', "\n\n   "]) expect(price.compare(before, extract(page(noise)))).toEqual([]);
  });
});
