import { describe, expect, it } from "vitest";
import { ApiError } from "@shared/errors";
import { parseRenderMode } from "@shared/render/mode";
import { needsRender } from "@shared/render/needs-render";

const page = (head: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>T</title>${head}</head><body>${body}</body></html>`;
const article = `<article><h1>A server-rendered article</h1>${"<p>Plenty of text that a reader can read without any script at all, sentence after sentence.</p>".repeat(20)}</article>`;

describe("needsRender: shells that only script fills", () => {
  it.each([
    ["create-react-app", page(`<script defer src="/static/js/main.js"></script>`, `<noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div>`)],
    ["Vue CLI", page("", `<div id="app"></div><script src="/js/app.js"></script>`)],
    ["Angular", page("", `<app-root></app-root><script src="main.js" type="module"></script>`)],
    ["docsify", page("", `<div id="app">Loading...</div><script>window.$docsify = {}</script><script src="//cdn/docsify.min.js"></script>`)],
    ["Swagger UI", page("", `<div id="swagger-ui"></div><script src="./swagger-ui-bundle.js"></script><script>SwaggerUIBundle({ url: "openapi.json", dom_id: "#swagger-ui" })</script>`)],
    ["Redoc", page("", `<redoc spec-url="openapi.json"></redoc><script src="redoc.standalone.js"></script>`)],
    ["petite-vue", page("", `<div v-scope="{ count: 0, plan: 'Pro' }"><h2>{{ plan }}</h2><p>Price: {{ price }} per month</p></div><script src="petite-vue.js" defer init></script>`)],
    ["Alpine", page("", `<div x-data="{ plans: [] }"><h2 x-text="plan.name"></h2><p x-text="plan.price"></p><p>Pick a plan.</p></div><script src="alpine.js" defer></script>`)],
    ["empty body with a bundle", page(`<script type="module" src="/assets/index.js"></script>`, `<div class="wrapper"></div>`)],
  ])("%s", (_name, html) => {
    expect(needsRender(html)).not.toBeNull();
  });
});

describe("needsRender: pages readable as they are", () => {
  it.each([
    ["an article without script", page("", article)],
    ["an article with analytics and a noscript pixel", page(`<script src="/gtag.js"></script>`, `${article}<noscript><img src="/pixel.gif"></noscript>`)],
    ["Next.js rendered on the server", page("", `<div id="__next">${article}</div><script id="__NEXT_DATA__" type="application/json">{}</script>`)],
    ["a noscript plea on a page full of text", page(`<script src="/app.js"></script>`, `<noscript>Please enable JavaScript for comments.</noscript>${article}`)],
    ["template syntax shown as code", page(`<script src="/highlight.js"></script>`, `${article}<pre><code>&lt;p v-if="ok"&gt;{{ message }} and {{ other }}&lt;/p&gt;</code></pre>`)],
    ["Alpine on a server-rendered page", page(`<script src="alpine.js" defer></script>`, `<nav x-data="{ open: false }"><button @click="open = !open">Menu</button></nav>${article}`)],
  ])("%s", (_name, html) => {
    expect(needsRender(html)).toBeNull();
  });
});

describe("parseRenderMode", () => {
  it("defaults to auto and accepts the three modes in any case", () => {
    expect(parseRenderMode(undefined, "X-Render")).toBe("auto");
    expect(parseRenderMode("", "X-Render")).toBe("auto");
    expect(parseRenderMode(" Always ", "X-Render")).toBe("always");
    expect(parseRenderMode("never", "render")).toBe("never");
  });

  it("refuses anything else with invalid_request naming the header or parameter", () => {
    for (const [raw, name] of [["yes", "X-Render"], ["1", "render"], ["auto,always", "X-Render"]] as const) {
      let error: unknown;
      try {
        parseRenderMode(raw, name);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe("invalid_request");
      expect((error as ApiError).message).toContain(name);
    }
  });
});
