/**
 * Pricing topic: the plans of every pricing page, read by the saas_pricing detector's `readPlans`
 * (one reader for monitors and watches). Cards without names are keyed `#1`, `#2` by position.
 * Plans from several pages merge; the first page that lists a plan and term wins.
 */
import { readPlans } from "../../detectors/saas-plans";
import { readSafely } from "../../detectors/page";
import type { PricingPlan, PricingTopicState, TopicPage } from "../topics";

export function extractPricing(pages: readonly TopicPage[]): PricingTopicState | null {
  const plans: PricingPlan[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    const read = readSafely(() => readPlans(spaceBlocks(page.html)));
    let position = 0;
    for (const plan of read?.plans ?? []) {
      const cleaned = planName(plan.name, plan.amount);
      // A custom "plan" whose name is only its call to action ("Let's talk") is the button of another card.
      if (cleaned === null && plan.name !== null) continue;
      const name = cleaned ?? `#${++position}`;
      const key = `${name.toLowerCase()}|${plan.billing ?? ""}`;
      if (seen.has(key)) continue;
      seen.add(key);
      plans.push({ name, amount: plan.amount, currency: plan.currency, period: plan.period, billing: plan.billing, per: plan.per, page_url: page.url });
    }
  }
  if (plans.length === 0) return null;
  plans.sort((a, b) => compareText(a.name, b.name) || compareText(a.billing ?? "", b.billing ?? ""));
  return { plans: plans.slice(0, 120) };
}

export function compareText(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

const BLOCK_END = /(<\/(?:div|p|li|h[1-6]|section|article|td|th|tr|ul|ol|dd|dt|header|footer|span)>)(?=<)/gi;

/** Minified markup has no space between blocks ("Pro</h3><p>$10/mo</p><h3>Team"): read it as a browser shows it. */
function spaceBlocks(html: string): string {
  return html.replace(BLOCK_END, "$1\n");
}

const CALL_TO_ACTION = /\s*(?:contact (?:us|sales)|talk to (?:us|sales)|get (?:a )?quote|request (?:a )?(?:demo|quote)|let'?s talk|book a demo)\b.*$/i;

/** A custom plan's card read whole ("Enterprise Contact sales") is named by what precedes its call to action. */
function planName(name: string | null, amount: number | null): string | null {
  if (name === null) return null;
  const clean = (amount === null ? name.replace(CALL_TO_ACTION, "") : name).replace(/\s+/g, " ").trim();
  return clean ? clean.slice(0, 120) : null;
}
