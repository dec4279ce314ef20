/**
 * The monitor page's price chart: the series rebuilt from the current state and the events'
 * changes (`priceHistory`), and the SVG drawn from them (`priceChartSvg`): every value written as
 * text, a step line per plan broken where no price was shown, a sentence instead of a chart with
 * fewer than two prices, and every label (a plan name from someone's page) escaped.
 */
import { describe, expect, it } from "vitest";
import { priceFieldsOf } from "@shared/detectors";
import { priceHistory, type PriceSeries } from "@shared/monitors/price-history";
import { priceChartSvg } from "../../workers/platform/src/pages/price-chart";

const H = 3_600_000;
const T0 = Date.UTC(2026, 0, 1);
const svgOf = async (series: PriceSeries[]) => (await priceChartSvg(series)).toString();
const pointValues = (svg: string) => [...svg.matchAll(/class="point-value"[^>]*>([^<]*)</g)].map((m) => m[1]);
const pro = (values: Array<number | null>): PriceSeries => ({ field: "plans.pro.price", label: "Pro", currency: "USD", points: values.map((value, i) => ({ at: T0 + i * H, value })) });

describe("priceChartSvg", () => {
  it("draws a step line through every price, each value written as text, with axes and a description", async () => {
    const svg = await svgOf([pro([49, 59, 69])]);
    expect(svg).toContain('<svg role="img" aria-labelledby="price-chart-title price-chart-desc"');
    expect(pointValues(svg)).toEqual(["49", "59", "69"]);
    expect(svg.match(/<circle /g)).toHaveLength(3);
    expect(svg.match(/<path d="M [\d.]+ [\d.]+ H [\d.]+ V [\d.]+ H [\d.]+ V [\d.]+"/g)).toHaveLength(1);
    expect(svg).toContain("Pro: 49 USD at 2026-01-01 00:00 UTC, then 59 USD at 2026-01-01 01:00 UTC, then 69 USD at 2026-01-01 02:00 UTC");
    expect([...svg.matchAll(/class="x-tick"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(["2026-01-01 00:00 UTC", "2026-01-01 02:00 UTC"]);
    const yTicks = [...svg.matchAll(/class="y-tick"[^>]*>([^<]*)</g)].map((m) => Number(m[1]));
    expect(yTicks[0]).toBeLessThanOrEqual(49);
    expect(yTicks.at(-1)).toBeGreaterThanOrEqual(69);
  });

  it("breaks the line where no price was shown, never drawing it as zero", async () => {
    const svg = await svgOf([pro([49, null, 59, 69])]);
    expect(svg.match(/<path /g)).toHaveLength(2);
    expect(pointValues(svg)).toEqual(["49", "59", "69"]);
    expect(svg).toContain("no price at 2026-01-01 01:00 UTC");
  });

  it("is a sentence, not a chart, with fewer than two prices in every series", async () => {
    for (const series of [[], [pro([49])], [pro([49, null])], [pro([49]), { ...pro([12]), field: "plans.team.price", label: "Team" }]]) {
      const out = await svgOf(series);
      expect(out).toMatch(/^<p class="muted" id="price-chart-empty">No price chart yet: it needs at least two readings of a price, and this monitor has (none|one)\.<\/p>$/);
      expect(out).not.toContain("<svg");
    }
  });

  it("escapes every label: plan names, currencies and fields are text", async () => {
    const hostile = `</text></svg><script>alert(1)</script><img src=x onerror="alert(2)">`;
    const svg = await svgOf([{ field: `plans.${hostile}.price`, label: hostile, currency: `"><script>`, points: pro([1, 2]).points }]);
    expect(svg).not.toMatch(/<script|<img|<\/svg><|"><script/);
    expect(svg).toContain("&lt;/text&gt;&lt;/svg&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(svg).toContain('data-field="plans.&lt;/text&gt;');
  });
});

describe("priceHistory", () => {
  const current = (state: unknown) => priceFieldsOf.saas_pricing!(state);
  const state = (...plans: Array<[string, number | null]>) => ({ plans: plans.map(([name, amount]) => ({ name, amount, currency: "USD", period: "month", billing: null, per: null })) });

  it("walks back from the current prices through the changes to the baseline; an unchanged plan keeps a flat line to the latest run", () => {
    const series = priceHistory({
      current: current(state(["Starter", 19], ["Pro", 69])),
      events: [
        { at: T0 + 2 * H, changes: [{ field: "plans.pro.price", before: 59, after: 69 }] },
        { at: T0 + H, changes: [{ field: "plans.pro.price", before: 49, after: 59 }, { field: "plans.pro.currency", before: "EUR", after: "USD" }] },
      ],
      startAt: T0,
      lastRunAt: T0 + 3 * H,
    });
    expect(series).toEqual([
      { field: "plans.starter.price", label: "Starter", currency: "USD", points: [{ at: T0, value: 19 }, { at: T0 + 3 * H, value: 19 }] },
      {
        field: "plans.pro.price",
        label: "Pro",
        currency: "USD",
        points: [{ at: T0, value: 49 }, { at: T0 + H, value: 59 }, { at: T0 + 2 * H, value: 69 }, { at: T0 + 3 * H, value: 69 }],
      },
    ]);
  });

  it("starts an added plan at the event that added it and ends a removed plan with no price", () => {
    const series = priceHistory({
      current: current(state(["Team", 29])),
      events: [
        { at: T0 + 2 * H, changes: [{ field: "plans", before: "Basic", after: null }, { field: "plans.basic.price", before: 9, after: null }] },
        { at: T0 + H, changes: [{ field: "plans", before: null, after: "Team" }, { field: "plans.team.price", before: null, after: 29 }] },
      ],
      startAt: T0,
      lastRunAt: T0 + 2 * H,
    });
    expect(series).toEqual([
      { field: "plans.team.price", label: "Team", currency: "USD", points: [{ at: T0 + H, value: 29 }, { at: T0 + 2 * H, value: 29 }] },
      { field: "plans.basic.price", label: "basic", currency: null, points: [{ at: T0, value: 9 }, { at: T0 + 2 * H, value: null }] },
    ]);
  });

  it("names a plan's billing terms as the detector keys them", () => {
    const fields = current({ plans: [{ name: "Pro Plus", amount: 20, currency: "USD", period: "month", billing: "monthly", per: null }, { name: "Pro Plus", amount: 200, currency: "USD", period: "year", billing: "annual", per: null }] });
    expect(fields.map((f) => [f.field, f.label])).toEqual([
      ["plans.pro_plus.monthly.price", "Pro Plus (monthly)"],
      ["plans.pro_plus.annual.price", "Pro Plus (annual)"],
    ]);
    expect(priceFieldsOf.price!({ amount: 12.5, currency: "EUR", currency_raw: "€", availability: null, source: "json_ld" })).toEqual([{ field: "price", label: "Price", amount: 12.5, currency: "EUR" }]);
    expect(priceFieldsOf.product_change).toBeUndefined();
  });
});
