import type { FontProvider } from "./brand.schema";

/** A family named in a font-service stylesheet URL, with the weights the URL asks for. */
export interface LinkedFontFamily {
  family: string;
  weights: number[];
  provider: FontProvider;
}

const FONT_SERVICES: Readonly<Record<string, FontProvider>> = {
  "fonts.googleapis.com": "google",
  "fonts.bunny.net": "bunny",
};

/**
 * Families in a Google Fonts (or the API-compatible Bunny Fonts) CSS URL; null when the URL is not
 * one. Handles css2 (`family=Inter:ital,wght@0,400;1,700`, ranges `wght@100..900`) and the v1 API
 * (`family=Roboto:400,700italic|Open+Sans`).
 *
 * @example parseFontServiceUrl(new URL("https://fonts.googleapis.com/css2?family=Inter:wght@400;600"))
 *   // [{ family: "Inter", weights: [400, 600], provider: "google" }]
 */
export function parseFontServiceUrl(url: URL): LinkedFontFamily[] | null {
  const provider = FONT_SERVICES[url.hostname.toLowerCase()];
  if (!provider || !/^\/css2?$/.test(url.pathname)) return null;
  const css2 = url.pathname === "/css2";
  return url.searchParams
    .getAll("family")
    .flatMap((value) => value.split("|"))
    .flatMap((entry) => {
      const colon = entry.indexOf(":");
      const family = (colon < 0 ? entry : entry.slice(0, colon)).replace(/\s+/g, " ").trim();
      const spec = colon < 0 ? "" : entry.slice(colon + 1);
      if (!family) return [];
      return [{ family, weights: css2 ? css2Weights(spec) : v1Weights(spec), provider }];
    });
}

function css2Weights(spec: string): number[] {
  const [axes = "", tuples = ""] = spec.split("@");
  const index = axes.split(",").indexOf("wght");
  if (index < 0) return [];
  const weights = tuples.split(";").flatMap((tuple) => {
    const value = tuple.split(",")[index] ?? "";
    return value.split("..").map(Number);
  });
  return uniqueWeights(weights);
}

function v1Weights(spec: string): number[] {
  return uniqueWeights(
    spec.split(",").map((variant) => {
      const v = variant.trim().toLowerCase();
      if (v === "regular" || v === "italic" || v === "i") return 400;
      if (v.startsWith("bold")) return 700;
      return Number(/^\d{3}/.exec(v)?.[0] ?? NaN);
    }),
  );
}

export function uniqueWeights(weights: number[]): number[] {
  return Array.from(new Set(weights.filter((w) => Number.isInteger(w) && w >= 1 && w <= 1000))).sort((a, b) => a - b);
}
