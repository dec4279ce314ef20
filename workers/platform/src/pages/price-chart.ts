/**
 * The price-over-time chart of a monitor page, drawn on the server as inline SVG: the pages run no
 * script and their CSP allows no inline style, so the chart is markup with presentation attributes
 * only. Prices hold until they change, so each line is a step line; every point is a circle with
 * its value written beside it, and the axes, the legend and a `<desc>` are text, so a screen reader
 * (and a test reading the page) gets every value. Every label comes from a page someone else wrote
 * (plan names, currencies): all of it goes through hono's `html`, which escapes it.
 */
import { html } from "hono/html";
import type { PricePoint, PriceSeries } from "@shared/monitors/price-history";
import { formatPrice, formatTime } from "./format";
import type { Markup } from "./layout.page";

const WIDTH = 720;
const HEIGHT = 300;
const MARGIN = { left: 64, right: 28, top: 20, bottom: 44 };
/** Distinct on white and for the common kinds of colour blindness (Okabe–Ito), then darker repeats. */
const COLORS = ["#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#000000", "#7a5195"];
/** Above this many points the values are left to the tooltips, the description and the table. */
const MAX_VALUE_LABELS = 60;

export const colorOf = (index: number) => COLORS[index % COLORS.length]!;

/** Round tick steps (1, 2, 5 × 10^n) covering [min, max] in about four intervals. */
function ticks(min: number, max: number): number[] {
  const span = max - min || Math.max(Math.abs(max) * 0.2, 1);
  const raw = span / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw)!;
  let lo = Math.floor(min / step) * step;
  let hi = Math.ceil(max / step) * step;
  if (lo === hi) {
    lo -= step;
    hi += step;
  }
  if (lo < 0 && min >= 0) lo = 0;
  const out: number[] = [];
  for (let v = lo; v <= hi + step / 2; v += step) out.push(Number(v.toFixed(10)));
  return out;
}

/** Consecutive points with a price: a null point ends a segment (no line through a gap). */
function segments(points: readonly PricePoint[]): PricePoint[][] {
  const out: PricePoint[][] = [[]];
  for (const p of points) {
    if (p.value === null) out.push([]);
    else out.at(-1)!.push(p);
  }
  return out.filter((s) => s.length > 0);
}

const pointsOf = (s: PriceSeries) => s.points.filter((p) => p.value !== null).length;

/** A chart needs a line: some series with two prices. Otherwise a sentence says so. */
export function priceChartSvg(series: readonly PriceSeries[]): Markup {
  const most = Math.max(0, ...series.map(pointsOf));
  if (most < 2) {
    return html`<p class="muted" id="price-chart-empty">No price chart yet: it needs at least two readings of a price, and this monitor has ${most === 0 ? "none" : "one"}.</p>`;
  }
  const all = series.flatMap((s) => s.points);
  const values = all.flatMap((p) => (p.value === null ? [] : [p.value]));
  const yTicks = ticks(Math.min(...values), Math.max(...values));
  const [yLo, yHi] = [yTicks[0]!, yTicks.at(-1)!];
  const [t0, t1] = [Math.min(...all.map((p) => p.at)), Math.max(...all.map((p) => p.at))];
  const plotW = WIDTH - MARGIN.left - MARGIN.right;
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const round = (n: number) => Math.round(n * 10) / 10;
  const x = (at: number) => round(MARGIN.left + (t1 === t0 ? plotW / 2 : ((at - t0) / (t1 - t0)) * plotW));
  const y = (v: number) => round(MARGIN.top + plotH - ((v - yLo) / (yHi - yLo)) * plotH);
  const labelValues = all.length <= MAX_VALUE_LABELS;
  const xLabels = t1 === t0 ? [t0] : [t0, t1];
  const description = series.map((s) => `${s.label}: ${s.points.map((p) => `${formatPrice(p.value, s.currency)} at ${formatTime(p.at)}`).join(", then ")}`).join(". ");

  return html`<figure class="chart" id="price-chart">
    <svg role="img" aria-labelledby="price-chart-title price-chart-desc" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" xmlns="http://www.w3.org/2000/svg">
      <title id="price-chart-title">Price over time</title>
      <desc id="price-chart-desc">${description}</desc>
      ${yTicks.map(
        (v) => html`<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${y(v)}" y2="${y(v)}" stroke="#e5e7eb" stroke-width="1" />
          <text class="y-tick" x="${MARGIN.left - 8}" y="${y(v) + 4}" text-anchor="end" font-size="12" fill="#4b5563">${formatPrice(v, null)}</text>`,
      )}
      <line x1="${MARGIN.left}" x2="${MARGIN.left}" y1="${MARGIN.top}" y2="${MARGIN.top + plotH}" stroke="#9ca3af" stroke-width="1" />
      <line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${MARGIN.top + plotH}" y2="${MARGIN.top + plotH}" stroke="#9ca3af" stroke-width="1" />
      ${xLabels.map(
        (at, i) =>
          html`<text class="x-tick" x="${x(at)}" y="${HEIGHT - 14}" text-anchor="${xLabels.length === 1 ? "middle" : i === 0 ? "start" : "end"}" font-size="12" fill="#4b5563">${formatTime(at)}</text>`,
      )}
      ${series.map(
        (s, i) => html`<g class="series" data-field="${s.field}">
          ${segments(s.points).map(
            (seg) =>
              html`<path d="${seg.map((p, k) => (k === 0 ? `M ${x(p.at)} ${y(p.value!)}` : `H ${x(p.at)} V ${y(p.value!)}`)).join(" ")}" fill="none" stroke="${colorOf(i)}" stroke-width="2.5" />`,
          )}
          ${s.points.map((p) =>
            p.value === null
              ? ""
              : html`<circle cx="${x(p.at)}" cy="${y(p.value)}" r="4.5" fill="${colorOf(i)}"><title>${s.label}: ${formatPrice(p.value, s.currency)} at ${formatTime(p.at)}</title></circle>
                  ${labelValues ? html`<text class="point-value" x="${x(p.at)}" y="${y(p.value) - 9}" text-anchor="middle" font-size="12" font-weight="600" fill="${colorOf(i)}">${formatPrice(p.value, null)}</text>` : ""}`,
          )}
        </g>`,
      )}
    </svg>
    <figcaption>
      <ul class="legend">
        ${series.map(
          (s, i) =>
            html`<li><svg width="14" height="14" aria-hidden="true"><rect width="14" height="14" rx="2" fill="${colorOf(i)}" /></svg> <span class="legend-label">${s.label}</span>${s.currency ? html` <span class="muted">(${s.currency})</span>` : ""}</li>`,
        )}
      </ul>
    </figcaption>
  </figure>`;
}
