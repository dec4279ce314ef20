/**
 * CSS colour values to lowercase `#rrggbb`. Understands hex (3/4/6/8 digits), rgb()/rgba(),
 * hsl()/hsla() in comma and space syntax, oklch()/oklab() (Tailwind v4 palettes), the bare
 * `H S% L%` triplets shadcn-style themes keep in custom properties, and the basic named colours.
 * Alpha is dropped from the hex; callers decide whether a translucent colour counts.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const NAMED: Readonly<Record<string, string>> = {
  black: "#000000", white: "#ffffff", red: "#ff0000", green: "#008000", blue: "#0000ff",
  yellow: "#ffff00", orange: "#ffa500", purple: "#800080", gray: "#808080", grey: "#808080",
  navy: "#000080", teal: "#008080", maroon: "#800000", olive: "#808000", silver: "#c0c0c0",
  lime: "#00ff00", aqua: "#00ffff", fuchsia: "#ff00ff", rebeccapurple: "#663399",
};

/** Matches one colour inside a longer value (`1px solid #e5e5e5`, gradients, shadows). */
const COLOR_IN_VALUE = /#[0-9a-f]{3,8}\b|(?:rgba?|hsla?|oklch|oklab)\([^()]*\)/gi;

export function parseCssColor(raw: string): Rgba | null {
  const value = raw.trim().toLowerCase();
  if (value.startsWith("#")) return parseHex(value);
  const fn = /^(rgba?|hsla?|oklch|oklab)\((.*)\)$/s.exec(value);
  if (fn) return parseFunction(fn[1] ?? "", fn[2] ?? "");
  if (/^-?[\d.]+(deg)?\s+[\d.]+%\s+[\d.]+%(\s*\/\s*[\d.]+%?)?$/.test(value)) return parseFunction("hsl", value);
  const named = NAMED[value];
  return named ? parseHex(named) : null;
}

/** A single colour value as `#rrggbb`, or null when it is not one. */
export function toHex(raw: string): string | null {
  const rgba = parseCssColor(raw);
  return rgba ? rgbaToHex(rgba) : null;
}

export function rgbaToHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

/** Every colour literal inside a value, in order. */
export function colorsInValue(value: string): Rgba[] {
  return Array.from(value.matchAll(COLOR_IN_VALUE), (m) => parseCssColor(m[0])).filter((c): c is Rgba => c !== null);
}

/**
 * Greys, near-black and near-white carry no brand signal in usage counts (every site has them).
 * Chroma below ~19% of the channel range reads as grey; Tailwind's slate-800 (#1e293b) falls here.
 */
export function isNeutral({ r, g, b }: Rgba): boolean {
  return Math.max(r, g, b) - Math.min(r, g, b) < 48;
}

function parseHex(value: string): Rgba | null {
  const hex = value.slice(1);
  if (!/^[0-9a-f]+$/.test(hex)) return null;
  if (hex.length === 3 || hex.length === 4) {
    const [r, g, b, a] = Array.from(hex, (d) => parseInt(d + d, 16));
    return { r: r ?? 0, g: g ?? 0, b: b ?? 0, a: a === undefined ? 1 : a / 255 };
  }
  if (hex.length === 6 || hex.length === 8) {
    const channel = (i: number) => parseInt(hex.slice(i, i + 2), 16);
    return { r: channel(0), g: channel(2), b: channel(4), a: hex.length === 8 ? channel(6) / 255 : 1 };
  }
  return null;
}

function parseFunction(name: string, inner: string): Rgba | null {
  const [main = "", alphaPart] = inner.split("/");
  const parts = main.split(/[\s,]+/).filter(Boolean);
  const alphaRaw = alphaPart?.trim() ?? (parts.length === 4 ? parts.pop() : undefined);
  if (parts.length !== 3) return null;
  const [p0 = "", p1 = "", p2 = ""] = parts;
  const a = alphaRaw === undefined ? 1 : ratio(alphaRaw, 1);
  let rgb: [number, number, number] | null = null;
  if (name.startsWith("rgb")) rgb = [ratio(p0, 255) * 255, ratio(p1, 255) * 255, ratio(p2, 255) * 255];
  else if (name.startsWith("hsl")) rgb = hslToRgb(hue(p0), ratio(p1, 100), ratio(p2, 100));
  else if (name === "oklch") {
    const h = (hue(p2) * Math.PI) / 180;
    const c = ratio(p1, 1, 0.4);
    rgb = oklabToRgb(ratio(p0, 1), c * Math.cos(h), c * Math.sin(h));
  } else if (name === "oklab") rgb = oklabToRgb(ratio(p0, 1), ratio(p1, 1, 0.4), ratio(p2, 1, 0.4));
  if (!rgb || rgb.some((c) => Number.isNaN(c)) || Number.isNaN(a)) return null;
  const [r, g, b] = rgb.map((c) => Math.min(255, Math.max(0, c)));
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0, a: Math.min(1, Math.max(0, a)) };
}

/**
 * A number as a fraction of its full range: `50%` is 0.5, a bare number is divided by `scale`.
 * `percentFull` is what 100% means for this channel (oklch chroma: 100% = 0.4).
 */
function ratio(token: string, scale: number, percentFull = 1): number {
  if (token === "none") return 0;
  if (token.endsWith("%")) return (parseFloat(token) / 100) * percentFull;
  return parseFloat(token) / scale;
}

function hue(token: string): number {
  const n = parseFloat(token);
  if (token.endsWith("turn")) return n * 360;
  if (token.endsWith("grad")) return n * 0.9;
  if (token.endsWith("rad")) return (n * 180) / Math.PI;
  return n;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** OKLab to sRGB (Björn Ottosson's reference matrices), gamma-encoded, 0..255. */
function oklabToRgb(l: number, a: number, b: number): [number, number, number] {
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
  const encode = (x: number) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055) * 255;
  return [encode(linear[0] ?? 0), encode(linear[1] ?? 0), encode(linear[2] ?? 0)];
}
