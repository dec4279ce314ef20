/**
 * What a Markdown request asks for, read and validated before admission: an invalid target or
 * selector is refused without spending the caller's quota.
 */
import type { Context } from "hono";
import { wantsFresh } from "../../../shared/cache";
import { mdTargetFromRequestUrl, parseUrlTarget } from "../../../shared/gateway/url-target";
import { parseDocument } from "../../../shared/markdown/parse-document";
import { selectContent } from "../../../shared/markdown/select-content";
import { safeFetchDefaults } from "../../../shared/net";
import type { MdEnv } from "./env";

/** Request header naming the part of the page to keep (a CSS selector), instead of the main content. */
export const SELECTOR_HEADER = "X-Target-Selector";

export interface MarkdownRequest {
  target: URL;
  selector: string | undefined;
  /** `Cache-Control: no-cache`: skip cached copies. */
  bypass: boolean;
}

/** `GET /md/{target}`: target from the raw path and query, selector from `X-Target-Selector`. */
export function publicMarkdownRequest(c: Context<MdEnv>): MarkdownRequest {
  return {
    target: mdTargetFromRequestUrl(c.req.url, safeFetchDefaults(c.env)),
    selector: checkedSelector(c.req.header(SELECTOR_HEADER)),
    bypass: wantsFresh(c.req.header("Cache-Control")),
  };
}

/** Internal `GET /__internal/markdown?url=U&selector=S` (the api's keyed route). */
export function internalMarkdownRequest(c: Context<MdEnv>): MarkdownRequest {
  return {
    target: parseUrlTarget(c.req.query("url") ?? "", safeFetchDefaults(c.env)),
    selector: checkedSelector(c.req.query("selector")),
    bypass: wantsFresh(c.req.header("Cache-Control")),
  };
}

/** A selector that parses, or undefined for none; throws 400 `invalid_request` otherwise. */
function checkedSelector(raw: string | undefined): string | undefined {
  const selector = raw?.trim();
  if (!selector) return undefined;
  selectContent(parseDocument("<p></p>"), selector);
  return selector;
}
