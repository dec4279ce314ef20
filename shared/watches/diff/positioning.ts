/**
 * One `positioning.changed` event per run when the headline, the claimed category, the named
 * buyer segments or the enterprise pitch change. Headlines compare without case, spacing and
 * punctuation, so a re-render or a typographic quote is not a repositioning; a change of the
 * sub-headline alone is not reported (it is copy that is A/B-tested most).
 */
import type { EventDraft } from "../events";
import type { PositioningTopicState } from "../topics";
import { draft } from "./draft";
import type { PageTexts } from "./excerpt";
import { compact } from "./pricing";

const norm = (value: string | null): string => (value ?? "").toLowerCase().normalize("NFKC").replace(/[^\p{L}\p{N}]+/gu, " ").trim();

export function diffPositioning(before: PositioningTopicState, after: PositioningTopicState, texts: { before: PageTexts; after: PageTexts }): EventDraft[] {
  const kinds: string[] = [];
  const headline = norm(before.headline) !== norm(after.headline) && after.headline !== null;
  if (headline) kinds.push("headline");
  const category = norm(before.category) !== norm(after.category) && after.category !== null;
  if (category) kinds.push("category");
  const gained = after.target_markets.filter((m) => !before.target_markets.includes(m));
  const lost = before.target_markets.filter((m) => !after.target_markets.includes(m));
  if (gained.length || lost.length) kinds.push("target_market");
  const enterprise = before.enterprise_messaging !== after.enterprise_messaging;
  if (enterprise) kinds.push("enterprise_messaging");
  if (kinds.length === 0) return [];
  const delta = [...gained.map((m) => `+${m}`), ...lost.map((m) => `-${m}`)].join(" ");
  const parts = [
    headline ? `headline now "${after.headline}"` : null,
    category ? `category ${before.category ? `"${before.category}" → ` : ""}"${after.category}"` : null,
    delta ? `segments ${delta}` : null,
    enterprise ? (after.enterprise_messaging ? "now pitches to enterprises" : "no longer pitches to enterprises") : null,
  ].filter(Boolean);
  const score = headline ? 0.9 : category ? 0.75 : 0.6;
  const fields = [headline && "headline", category && "category", delta && "target_markets", enterprise && "enterprise_messaging"].filter((f): f is string => typeof f === "string");
  return [
    draft(
      "positioning.changed",
      "positioning",
      `Positioning changed: ${parts.join("; ")}`,
      compact({
        old_headline: before.headline ?? undefined,
        new_headline: after.headline ?? undefined,
        old_category: before.category ?? undefined,
        new_category: after.category ?? undefined,
        target_market_delta: delta || undefined,
        enterprise_messaging_added: enterprise ? after.enterprise_messaging : undefined,
        change_kind: kinds.join(","),
        surface: "/",
      }),
      score,
      [
        {
          page_url: after.page_url,
          before_excerpt: texts.before.around(before.page_url, before.headline ?? "") ?? [before.headline, before.subheadline].filter(Boolean).join(" — "),
          after_excerpt: texts.after.around(after.page_url, after.headline ?? "") ?? [after.headline, after.subheadline].filter(Boolean).join(" — "),
          fields,
        },
      ],
    ),
  ];
}
