/**
 * Integrations topic: the entries of the site's integration directory or marketplace: card
 * headings and titles, list items, table rows and logo images, with the partner's domain when the
 * entry links off-site (or the entry's own page as `/integrations/<slug>` when it does not).
 */
import { getDomain } from "tldts";
import type { IntegrationItem, IntegrationsTopicState, TopicPage } from "../topics";
import { compareText } from "./pricing";
import { listedItems, parseTopicPage } from "./page-items";

const REGION = /integrat|marketplace|app-?(?:list|grid|directory|card)|partner|connector|plugin|extension/i;
const MAX = 1_000;

export function extractIntegrations(pages: readonly TopicPage[]): IntegrationsTopicState | null {
  const found = new Map<string, IntegrationItem>();
  for (const page of pages) {
    const parsed = parseTopicPage(page.html, page.url);
    if (!parsed) continue;
    const site = getDomain(new URL(page.url).hostname) ?? new URL(page.url).hostname;
    for (const item of listedItems(parsed, REGION)) {
      const domain = item.href ? getDomain(new URL(item.href).hostname) : null;
      const key = item.name.toLowerCase();
      if (found.has(key)) continue;
      found.set(key, { name: item.name, domain: domain && domain !== site ? domain : null, category: item.group ? item.group.slice(0, 120) : null, page_url: page.url });
    }
  }
  if (found.size === 0) return null;
  return { integrations: [...found.values()].sort((a, b) => compareText(a.name, b.name)).slice(0, MAX) };
}
