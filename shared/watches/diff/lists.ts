/**
 * Events of the list topics: products and features launched, integrations added and removed,
 * customer references and case studies added. Items match by name (case-insensitive), an
 * integration also by its partner domain (a renamed listing is not a removal and an addition), a
 * case study by its URL path. SPEC has no "removed" type for products, features, customers or
 * case studies: those removals change the topic state but raise no event.
 */
import { pairOneToOne } from "../../detectors/pairing";
import type { EventDraft } from "../events";
import type { CustomersTopicState, IntegrationItem, IntegrationsTopicState, ProductTopicState } from "../topics";
import { damp, draft, q } from "./draft";
import { type PageTexts, surfaceOf } from "./excerpt";
import { compact } from "./pricing";

type Texts = { before: PageTexts; after: PageTexts };
const key = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

function evidence(texts: Texts, side: "before" | "after", pageUrl: string, needle: string, fallback: string, field: string) {
  const excerpt = texts[side].around(pageUrl, needle) ?? fallback;
  return [{ page_url: pageUrl, before_excerpt: side === "before" ? excerpt : "", after_excerpt: side === "after" ? excerpt : "", fields: [field] }];
}

export function diffProduct(before: ProductTopicState, after: ProductTopicState, texts: Texts): EventDraft[] {
  const known = new Set([...before.products, ...before.features].map((i) => key(i.name)));
  const out: EventDraft[] = [];
  for (const p of after.products) {
    if (known.has(key(p.name))) continue;
    out.push(draft("product.launched", p.name, `New product ${q(p.name)} listed on ${surfaceOf(p.page_url)}`, { product: p.name, name: p.name, surface: surfaceOf(p.page_url) }, 0.75, evidence(texts, "after", p.page_url, p.name, p.name, `products.${p.name}`)));
  }
  for (const f of after.features) {
    if (known.has(key(f.name))) continue;
    const where = f.product ? ` under ${q(f.product)}` : "";
    out.push(draft("feature.launched", f.name, `New feature ${q(f.name)}${where} on ${surfaceOf(f.page_url)}`, compact({ name: f.name, product: f.product ?? undefined, surface: surfaceOf(f.page_url) }), 0.7, evidence(texts, "after", f.page_url, f.name, f.name, `features.${f.name}`)));
  }
  return damp(out, before.products.length + before.features.length);
}

export function diffIntegrations(before: IntegrationsTopicState, after: IntegrationsTopicState, texts: Texts): EventDraft[] {
  const names = { before: new Set(before.integrations.map((i) => key(i.name))), after: new Set(after.integrations.map((i) => key(i.name))) };
  const added = after.integrations.filter((i) => !names.before.has(key(i.name)));
  const removed = before.integrations.filter((i) => !names.after.has(key(i.name)));
  const renamed = renamesByDomain(removed, added);
  const out: EventDraft[] = [];
  for (const i of added) {
    if (renamed.has(i)) continue;
    out.push(draft("integration.added", i.name, `Integration ${q(i.name)} added${i.category ? ` (${i.category})` : ""}`, integrationData(i, "added"), i.domain ? 0.85 : 0.8, evidence(texts, "after", i.page_url, i.name, i.name, `integrations.${i.name}`)));
  }
  for (const i of removed) {
    if (renamed.has(i)) continue;
    out.push(draft("integration.removed", i.name, `Integration ${q(i.name)} no longer listed${i.category ? ` (${i.category})` : ""}`, integrationData(i, "removed"), i.domain ? 0.8 : 0.75, evidence(texts, "before", i.page_url, i.name, i.name, `integrations.${i.name}`)));
  }
  return damp(out, before.integrations.length);
}

/**
 * A listing renamed in place ("Slack" → "Slack for Teams"): the only removed and the only added
 * entry with one partner domain. Several entries of one vendor (Gmail, BigQuery) never pair.
 */
function renamesByDomain(removed: IntegrationItem[], added: IntegrationItem[]): Set<IntegrationItem> {
  return new Set(pairOneToOne(removed, added, [(a, b) => a.domain !== null && a.domain === b.domain]).flat());
}

function integrationData(i: IntegrationItem, action: "added" | "removed") {
  return compact({ integration_name: i.name, integration_domain: i.domain ?? undefined, category: i.category ?? undefined, action, surface: surfaceOf(i.page_url) });
}

export function diffCustomers(before: CustomersTopicState, after: CustomersTopicState, texts: Texts): EventDraft[] {
  const knownCustomers = new Set([...before.customers.map((c) => key(c.name)), ...before.case_studies.map((s) => key(s.customer_name ?? ""))]);
  const knownStudies = new Set(before.case_studies.map((s) => studyKey(s.url)));
  const out: EventDraft[] = [];
  const viaNewStudy = new Set<string>();
  for (const s of after.case_studies) {
    if (knownStudies.has(studyKey(s.url))) continue;
    if (s.customer_name) viaNewStudy.add(key(s.customer_name));
    const label = s.customer_name ?? s.title ?? surfaceOf(s.url);
    out.push(draft("case_study.added", label, `New case study${s.customer_name ? ` with ${q(s.customer_name)}` : ""}: ${surfaceOf(s.url)}`, compact({ case_study_url: s.url, customer_name: s.customer_name ?? undefined, name: s.title ?? undefined, surface: surfaceOf(s.page_url) }), 0.85, evidence(texts, "after", s.page_url, s.title ?? s.customer_name ?? "", label, `case_studies.${s.url}`)));
  }
  for (const c of after.customers) {
    const k = key(c.name);
    if (knownCustomers.has(k) || viaNewStudy.has(k)) continue;
    out.push(draft("customer.reference_added", c.name, `New customer reference ${q(c.name)} on ${surfaceOf(c.page_url)}`, compact({ customer_name: c.name, customer_domain: c.domain ?? undefined, surface: surfaceOf(c.page_url) }), c.domain ? 0.8 : 0.75, evidence(texts, "after", c.page_url, c.name, c.name, `customers.${c.name}`)));
  }
  return damp(out, before.customers.length + before.case_studies.length);
}

function studyKey(url: string): string {
  try {
    return new URL(url).pathname.toLowerCase().replace(/\/+$/, "");
  } catch {
    return url.toLowerCase();
  }
}
