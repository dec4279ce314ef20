/**
 * A page reader's side of rendering (DECISIONS §6): given the static page it fetched and the
 * caller's mode, the HTML to convert — the static one, or the DOM the render worker returned — and
 * what the answer's `X-Rendered` / `X-Render-Fallback` say. Non-HTML bodies are never rendered.
 * `always` turns a failed render into 502 `upstream_unavailable` naming the failure, or 429
 * `rate_limited` with `Retry-After` when the account's render slots stayed busy. A render whose
 * navigation led into an excluded source is 451 `source_excluded` in every mode, as the static
 * read of that redirect is (docs/rendering.md#source-exclusions).
 */
import type { RenderFailure, RenderMode, RenderOutcome, RenderService } from "../contract/render";
import { ApiError } from "../errors";
import { type PageBody, readBody } from "../markdown/md-convert";
import { SafeFetchError, type SafeResponse } from "../net";
import { needsRender } from "./needs-render";

export interface RenderChoice {
  mode: RenderMode;
  /** Whose render slots: the key's account, or `ip:<client ip>` when anonymous. */
  account: string;
}

export interface PageToConvert {
  url: string;
  body: PageBody;
  rendered: boolean;
  /** `auto` wanted a render and fell back to the static page: why. */
  fallback?: RenderFailure;
}

/**
 * @example const page = await applyRenderMode(env.RENDER, res.url, readBody(res), { mode: "auto", account: "ip:203.0.113.7" });
 */
export async function applyRenderMode(binding: RenderService | undefined, url: string, body: PageBody, choice: RenderChoice): Promise<PageToConvert> {
  const staticPage: PageToConvert = { url, body, rendered: false };
  if (choice.mode === "never" || body.kind !== "html") return staticPage;
  if (choice.mode === "auto" && needsRender(body.text) === null) return staticPage;
  const outcome = await callRender(binding, url, choice);
  if (!outcome.ok && outcome.reason === "source_excluded") throw new SafeFetchError("source_excluded", outcome.message, "the render's navigation", undefined, outcome.detail);
  if (outcome.ok) {
    return { url: outcome.url, body: { kind: "html", text: outcome.html, contentType: "text/html; charset=utf-8" }, rendered: true };
  }
  if (choice.mode === "auto") return { ...staticPage, fallback: outcome.reason };
  if (outcome.reason === "busy") {
    const retryAfter = String(outcome.retryAfterS ?? 1);
    throw new ApiError("rate_limited", `Every render slot of this account is busy; retry after ${retryAfter} s, or read the page with X-Render: auto.`, {
      headers: { "Retry-After": retryAfter },
    });
  }
  throw new ApiError("upstream_unavailable", `The page could not be rendered (${outcome.reason}): ${outcome.message}. X-Render: auto answers from its static HTML instead.`);
}

/** The render worker's answer; a binding that is missing or throws counts as no browser. */
async function callRender(binding: RenderService | undefined, url: string, choice: RenderChoice): Promise<RenderOutcome> {
  if (binding === undefined) return { ok: false, reason: "browser_unavailable", message: "no headless browser is configured here" };
  try {
    return await binding.render({ url, account: choice.account, waitForSlot: choice.mode === "always" });
  } catch (error) {
    console.warn(`render call failed: ${String(error).slice(0, 300)}`);
    return { ok: false, reason: "browser_unavailable", message: "the render service is unavailable" };
  }
}

/** `X-Rendered` on every 200, `X-Render-Fallback` when `auto` fell back. */
export function renderHeaders(page: { rendered?: boolean; renderFallback?: string }): Record<string, string> {
  return { "X-Rendered": page.rendered === true ? "true" : "false", ...(page.renderFallback ? { "X-Render-Fallback": page.renderFallback } : {}) };
}

/**
 * A fetched page as brand and research read it (`auto`, DECISIONS §6): a script shell is replaced by
 * the DOM the browser rendered (so a shell's logo, colours and fonts come from the rendered page);
 * anything else — not HTML, no render needed, a render that failed — is returned as it was.
 */
export async function autoRendered(binding: RenderService | undefined, page: SafeResponse, account: string): Promise<SafeResponse> {
  let body: PageBody;
  try {
    body = readBody(page);
  } catch {
    return page;
  }
  const source = await applyRenderMode(binding, page.url, body, { mode: "auto", account });
  if (!source.rendered) return page;
  return { ...page, url: source.url, headers: new Headers({ "content-type": "text/html; charset=utf-8" }), body: new TextEncoder().encode(source.body.text) };
}
