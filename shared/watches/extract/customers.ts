/**
 * Customers topic: customer references (logo walls, named customer cards) and case studies (links
 * to one customer's story under the customers/case-studies path). On the home page only a block
 * marked as a customer or logo wall is read; on a customers page, the whole content.
 */
import { getDomain } from "tldts";
import type { CaseStudyItem, CustomerItem, CustomersTopicState, TopicPage } from "../topics";
import { compareText } from "./pricing";
import { cleanLabel, listedItems, parseTopicPage, pathHas } from "./page-items";

const STORY_PATH = /^(?:customers|customer-stories|case-studies|case-study|casestudies|success-stories|stories|clients)$/;
const LOGO_WALL = /customer|client|logo|trusted|used-?by|loved-?by|brands|testimonial/i;
const MAX = 500;

export function extractCustomers(pages: readonly TopicPage[]): CustomersTopicState | null {
  const customers = new Map<string, CustomerItem>();
  const studies = new Map<string, CaseStudyItem>();
  for (const page of pages) {
    const parsed = parseTopicPage(page.html, page.url);
    if (!parsed) continue;
    const onCustomerPage = pathHas(page.url, STORY_PATH);
    const site = getDomain(new URL(page.url).hostname) ?? new URL(page.url).hostname;
    for (const item of listedItems(parsed, LOGO_WALL)) {
      if (!onCustomerPage && !item.inRegion) continue;
      const story = item.href ? storyUrl(item.href, page.url) : null;
      if (story) {
        const customer = customerOfStory(item.kind === "logo" ? item.name : null, story);
        if (!studies.has(story)) studies.set(story, { url: story, title: item.kind === "logo" ? null : item.name, customer_name: customer, page_url: page.url });
        else if (item.kind !== "logo" && studies.get(story)?.title === null) studies.set(story, { ...(studies.get(story) as CaseStudyItem), title: item.name });
        if (customer) addCustomer(customers, { name: customer, domain: null, page_url: page.url });
        continue;
      }
      if (item.kind !== "logo" && item.kind !== "title" && item.kind !== "heading" && item.kind !== "list") continue;
      const domain = item.href ? getDomain(new URL(item.href).hostname) : null;
      addCustomer(customers, { name: item.name, domain: domain && domain !== site ? domain : null, page_url: page.url });
    }
  }
  if (customers.size === 0 && studies.size === 0) return null;
  return {
    customers: [...customers.values()].sort((a, b) => compareText(a.name, b.name)).slice(0, MAX),
    case_studies: [...studies.values()].sort((a, b) => compareText(a.url, b.url)).slice(0, MAX),
  };
}

function addCustomer(map: Map<string, CustomerItem>, item: CustomerItem): void {
  const key = item.name.toLowerCase();
  const known = map.get(key);
  if (!known || (known.domain === null && item.domain !== null)) map.set(key, item);
}

/** A same-site link one level below a customers/case-studies path: one customer's story. */
function storyUrl(href: string, pageUrl: string): string | null {
  try {
    const url = new URL(href);
    if (url.host !== new URL(pageUrl).host) return null;
    const parts = url.pathname.split("/").filter(Boolean);
    const i = parts.findIndex((p) => STORY_PATH.test(p.toLowerCase()));
    return i >= 0 && parts.length === i + 2 ? url.href : null;
  } catch {
    return null;
  }
}

/** The story's customer: the card's logo, else its slug in words (`/customers/acme-corp` → "Acme Corp"). */
function customerOfStory(logoName: string | null, story: string): string | null {
  if (logoName) return logoName;
  const slug = new URL(story).pathname.split("/").filter(Boolean).pop() ?? "";
  const words = decodeURIComponent(slug).replace(/\.html?$/, "").split(/[-_]+/).filter(Boolean);
  return cleanLabel(words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" "));
}
