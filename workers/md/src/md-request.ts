/**
 * What a Markdown request asks for, read and validated before admission: an invalid target or
 * selector is refused without spending the caller's quota.
 */
import type { Context } from "hono";
import { wantsFresh } from "@shared/cache";
import { ApiError } from "@shared/errors";
import { mdTargetFromRequestUrl, parseUrlTarget } from "@shared/gateway/url-target";
import { parseDocument } from "@shared/markdown/parse-document";
import { selectContent } from "@shared/markdown/select-content";
import { RENDER_ACCOUNT_HEADER, RENDER_HEADER, RENDER_PARAM } from "@shared/contract/render";
import { clientIp } from "@shared/http/client-ip";
import { safeFetchDefaults } from "@shared/net";
import { parseRenderMode } from "@shared/render/mode";
import type { RenderChoice } from "@shared/render/render-mode-page";
import type { MdEnv } from "./env";

/** Request header naming the part of the page to keep (a CSS selector), instead of the main content. */
export const SELECTOR_HEADER = "X-Target-Selector";
/**
 * Request header asking for YAML front matter (title, source, published, author, language,
 * canonical_url: what the page states) before the Markdown: `1`, `true` or `yes`. A header, not a
 * query parameter, because everything after `/md/` (query included) is the target.
 */
export const FRONT_MATTER_HEADER = "X-Front-Matter";

export interface MarkdownRequest {
  target: URL;
  selector: string | undefined;
  /** `Cache-Control: no-cache`: skip cached copies. */
  bypass: boolean;
  /** Serve the page's metadata as YAML front matter before the body (public route only). */
  frontMatter: boolean;
  /** `X-Render` (public) or `render` (keyed), and whose render slots a render takes. */
  render: RenderChoice;
}

/** `GET /md/{target}`: target from the raw path and query, selector from `X-Target-Selector`. */
export function publicMarkdownRequest(c: Context<MdEnv>): MarkdownRequest {
  return {
    target: mdTargetFromRequestUrl(c.req.url, safeFetchDefaults(c.env)),
    selector: checkedSelector(c.req.header(SELECTOR_HEADER)),
    bypass: wantsFresh(c.req.header("Cache-Control")),
    frontMatter: checkedFlag(c.req.header(FRONT_MATTER_HEADER)),
    render: { mode: parseRenderMode(c.req.header(RENDER_HEADER), RENDER_HEADER), account: `ip:${clientIp(c)}` },
  };
}

/**
 * Internal `GET /__internal/markdown?url=U&selector=S&render=M` (the api's keyed route, which has
 * already validated the mode and names the caller's account in `X-Render-Account`).
 */
export function internalMarkdownRequest(c: Context<MdEnv>): MarkdownRequest {
  return {
    target: parseUrlTarget(c.req.query("url") ?? "", safeFetchDefaults(c.env)),
    selector: checkedSelector(c.req.query("selector")),
    bypass: wantsFresh(c.req.header("Cache-Control")),
    frontMatter: false,
    render: { mode: parseRenderMode(c.req.query(RENDER_PARAM), RENDER_PARAM), account: c.req.header(RENDER_ACCOUNT_HEADER) || "internal" },
  };
}

/** A selector that parses, or undefined for none; throws 400 `invalid_request` otherwise. */
function checkedSelector(raw: string | undefined): string | undefined {
  const selector = raw?.trim();
  if (!selector) return undefined;
  selectContent(parseDocument("<p></p>"), selector);
  return selector;
}

/** `X-Front-Matter`: absent, `0`/`false`/`no` → false; `1`/`true`/`yes` → true; anything else is 400. */
function checkedFlag(raw: string | undefined): boolean {
  const value = raw?.trim().toLowerCase();
  if (!value || value === "0" || value === "false" || value === "no") return false;
  if (value === "1" || value === "true" || value === "yes") return true;
  throw new ApiError("invalid_request", `${FRONT_MATTER_HEADER} must be 1, true or yes (or 0, false, no); got "${raw?.slice(0, 40)}".`);
}
