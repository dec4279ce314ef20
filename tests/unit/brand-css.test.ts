import { describe, expect, it } from "vitest";
import { toHex } from "@shared/brand/css-color";
import { parseStylesheet } from "@shared/brand/css-parse";
import { collectCustomProperties, resolveVars } from "@shared/brand/css-vars";
import { parseFontServiceUrl } from "@shared/brand/font-service-url";
import { cleanFamily } from "@shared/brand/fonts";
import { extractBrand } from "@shared/brand";

describe("toHex", () => {
  it.each([
    ["#4F46E5", "#4f46e5"],
    ["#abc", "#aabbcc"],
    ["#abcd", "#aabbcc"],
    ["#4f46e580", "#4f46e5"],
    ["rgb(79, 70, 229)", "#4f46e5"],
    ["rgba(79,70,229,0.5)", "#4f46e5"],
    ["rgb(79 70 229 / 50%)", "#4f46e5"],
    ["rgb(100% 0% 0%)", "#ff0000"],
    ["hsl(0, 100%, 50%)", "#ff0000"],
    ["hsl(120deg 100% 25%)", "#008000"],
    ["hsla(0.5turn, 100%, 50%, 1)", "#00ffff"],
    ["262 83% 58%", "#7c3bed"],
    ["oklch(62.8% 0.2577 29.23)", "#ff0000"],
    ["oklch(1 0 0)", "#ffffff"],
    ["oklab(0% 0 0)", "#000000"],
    ["White", "#ffffff"],
  ])("normalizes %s to %s", (raw, hex) => {
    expect(toHex(raw)).toBe(hex);
  });

  it.each(["transparent", "currentColor", "#12", "#ggg", "rgb(1, 2)", "var(--x)", "url(#a)", "inherit"])("rejects %s", (raw) => {
    expect(toHex(raw)).toBeNull();
  });
});

describe("parseStylesheet", () => {
  it("reads rules inside @media and @supports, skips @keyframes, and collects @font-face and @import", () => {
    const sheet = parseStylesheet(`
      @import "reset.css";
      @import url('https://fonts.googleapis.com/css?family=Lato');
      /* a { color: red } */
      @keyframes pulse { 0% { opacity: 1 } 100% { opacity: .5 } }
      @media (min-width: 600px) { @supports (display: grid) { .grid { display: grid; color: #123456 !important } } }
      @font-face { font-family: 'Brand Sans'; src: url("/f.woff2") }
      .after { content: "}{;"; color: blue }
    `);
    expect(sheet.imports).toEqual(["reset.css", "https://fonts.googleapis.com/css?family=Lato"]);
    expect(sheet.rules).toEqual([
      { selector: ".grid", declarations: [{ property: "display", value: "grid" }, { property: "color", value: "#123456" }] },
      { selector: ".after", declarations: [{ property: "content", value: '"}{;"' }, { property: "color", value: "blue" }] },
    ]);
    expect(sheet.fontFaces).toEqual([[{ property: "font-family", value: "'Brand Sans'" }, { property: "src", value: 'url("/f.woff2")' }]]);
  });
});

describe("custom properties", () => {
  it("prefers the default theme over later dark overrides and follows var() chains with fallbacks", () => {
    const sheets = [{ baseUrl: new URL("https://a.com/"), parsed: parseStylesheet(":root{--blue:#00f;--primary:var(--blue)} .dark{--primary:#fff} html.dark{--primary:#000} .x{--only-here:red}") }];
    const props = collectCustomProperties(sheets);
    expect(props.get("--primary")).toBe("var(--blue)");
    expect(props.get("--only-here")).toBe("red");
    expect(resolveVars("1px solid var(--primary)", props)).toBe("1px solid #00f");
    expect(resolveVars("var(--missing, var(--blue))", props)).toBe("#00f");
    expect(resolveVars("var(--loop)", new Map([["--loop", "var(--loop)"]]))).toBe("");
  });
});

describe("font families", () => {
  it("reads Google Fonts css2 axes and ranges, and the v1 API", () => {
    expect(parseFontServiceUrl(new URL("https://fonts.googleapis.com/css2?family=Roboto+Flex:ital,wght@0,300;0,700;1,300&family=Inter:wght@100..900&family=Lora"))).toEqual([
      { family: "Roboto Flex", weights: [300, 700], provider: "google" },
      { family: "Inter", weights: [100, 900], provider: "google" },
      { family: "Lora", weights: [], provider: "google" },
    ]);
    expect(parseFontServiceUrl(new URL("https://fonts.googleapis.com/css?family=Open+Sans:400,700italic|Merriweather:bold"))).toEqual([
      { family: "Open Sans", weights: [400, 700], provider: "google" },
      { family: "Merriweather", weights: [700], provider: "google" },
    ]);
    expect(parseFontServiceUrl(new URL("https://fonts.bunny.net/css?family=inter:400"))?.[0]?.provider).toBe("bunny");
    expect(parseFontServiceUrl(new URL("https://example.com/css2?family=Inter"))).toBeNull();
  });

  it("turns next/font hashed names back into the family and drops fallbacks, generics and icon fonts", () => {
    expect(cleanFamily("'__Inter_aaf875'")).toBe("Inter");
    expect(cleanFamily("__Space_Grotesk_3e1f0a")).toBe("Space Grotesk");
    expect(cleanFamily("__Inter_Fallback_aaf875")).toBeNull();
    expect(cleanFamily("sans-serif")).toBeNull();
    expect(cleanFamily("ui-monospace")).toBeNull();
    expect(cleanFamily('"Material Icons"')).toBeNull();
    expect(cleanFamily("  Helvetica   Neue ")).toBe("Helvetica Neue");
  });

  it("resolves @font-face URLs against the stylesheet, names the provider, and ignores system stacks", () => {
    const brand = extractBrand({
      domain: "shop.dev",
      url: "https://shop.dev/",
      html: "<html><body><p>x</p></body></html>",
      css: [
        {
          url: "https://use.typekit.net/abc1def.css",
          text: '@font-face{font-family:"proxima-nova";src:url("https://use.typekit.net/af/1/l?primer=7&fvd=n4&v=3") format("woff2");font-weight:400}',
        },
        {
          url: "https://shop.dev/_next/static/css/app.css",
          text: "@font-face{font-family:'__Inter_aaf875';src:url(../media/inter.p.woff2) format('woff2');font-weight:100 900}@font-face{font-family:'__Inter_Fallback_aaf875';src:local(\"Arial\")}body{font-family:'__Inter_aaf875','__Inter_Fallback_aaf875'}.ui{font-family:system-ui,Roboto}",
        },
      ],
    });
    expect(brand.fonts).toEqual([
      { family: "Inter", source: "font-face", provider: "self", weights: [100, 900], url: "https://shop.dev/_next/static/media/inter.p.woff2", count: 1, roles: ["body"] },
      { family: "proxima-nova", source: "font-face", provider: "adobe", weights: [400], url: "https://use.typekit.net/af/1/l?primer=7&fvd=n4&v=3", count: 0 },
    ]);
  });
});
