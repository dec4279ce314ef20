/** The render tier's page world (tests/fixtures/render/render-site.mjs) as the workerd side sees it. */
import { env } from "cloudflare:test";
import { inject } from "vitest";
import { loadSourceExclusions, staticResolver } from "@shared/net";
import { openBrowser, releaseBrowser } from "@shared/render/browser-session";
import { type RenderPageOptions, type RenderedPage, renderPage } from "@shared/render/render-page";

export const site = inject("renderSite");
export const PAGE_HOST = "ssrf-page.example";
export const page = (path: string) => new URL(`http://${PAGE_HOST}${path}`);

/** Names as a public resolver would answer them: the page server public, the aliases not. */
export const resolver = staticResolver({
  [PAGE_HOST]: ["93.184.215.14"],
  "alias-loopback.example": ["127.0.0.1"],
  "alias-metadata.example": ["169.254.169.254"],
  "alias-private.example": ["10.0.0.1"],
});

/** The network as the renderer's fetch reaches it: every name and address of the page world lands on its local stand-in. */
export const siteFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const route = site.routes[url.hostname];
  if (route !== undefined) url.host = route;
  return fetch(url.href, init);
};

/** Production rules (harness off), the page world's resolver and network, the exclusion list in this tier's KV. */
export const production: RenderPageOptions = { allowPrivate: false, resolver, fetch: siteFetch, sourceExclusions: () => loadSourceExclusions(env) };

/** One render in a browser session of the binding, released afterwards as the render worker does. */
export async function render(path: string, options: Partial<RenderPageOptions> = {}): Promise<RenderedPage & { launched: boolean }> {
  const opened = await openBrowser(env.BROWSER, env.BROWSER_POOL);
  let broken = true;
  try {
    const result = await renderPage(opened.browser, page(path), { ...production, ...options });
    broken = false;
    return { ...result, launched: opened.launched };
  } finally {
    await releaseBrowser(opened, env.BROWSER_POOL, broken);
  }
}

/** What the forbidden listeners have recorded so far. */
export async function hits(): Promise<{ hits: string[]; ticks: number }> {
  return (await (await fetch(`http://127.0.0.1:${site.pagePort}/__hits`)).json()) as { hits: string[]; ticks: number };
}
