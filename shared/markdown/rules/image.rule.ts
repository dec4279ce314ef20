import type TurndownService from "turndown";
import type { DomElement } from "../dom";
import { absoluteUrl } from "../resolve-url";
import { escapeDestination } from "./link.rule";

/** Attributes lazy-loading scripts read the real address from, in order of trust. */
const LAZY_SOURCES = ["data-src", "data-original", "data-lazy-src", "data-url", "data-hi-res-src"];

/** Images become `![alt](absolute-src)`; inline `data:` images are dropped (bytes, not text). */
export function imageRule(baseUrl: string): TurndownService.Rule {
  return {
    filter: "img",
    replacement: (_content, node) => {
      const img = node as unknown as DomElement;
      const src = imageSource(img, baseUrl);
      if (!src) return "";
      const alt = (img.getAttribute("alt") ?? "").replace(/\s+/g, " ").trim().replace(/[[\]\\]/g, "\\$&");
      return `![${alt}](${escapeDestination(src)})`;
    },
  };
}

function imageSource(img: DomElement, baseUrl: string): string | null {
  const src = absoluteUrl(img.getAttribute("src"), baseUrl);
  if (src) return src;
  for (const name of LAZY_SOURCES) {
    const lazy = absoluteUrl(img.getAttribute(name), baseUrl);
    if (lazy) return lazy;
  }
  const firstCandidate = (img.getAttribute("srcset") ?? img.getAttribute("data-srcset"))?.trim().split(/\s+/)[0];
  return absoluteUrl(firstCandidate ?? null, baseUrl);
}
