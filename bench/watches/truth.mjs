// Expected events between two versions of a fixture site's content (sites.mjs), computed from the
// content alone (what a visitor would be told changed), and the planted changes of every topic.
import { CUSTOMERS, INTEGRATIONS, slug } from "./sites.mjs";

const key = (type, subject, term = "") => `${type}|${subject.toLowerCase()}|${term}`;
const clone = (c) => structuredClone(c);

/** Expected pricing and product events from `a` to `b` for pages rendered in `markup`. */
export function contentTruth(a, b, markup) {
  const out = [];
  const was = new Map(a.plans.map((p) => [p.name.toLowerCase(), p]));
  const now = new Map(b.plans.map((p) => [p.name.toLowerCase(), p]));
  for (const [k, p] of now) if (!was.has(k)) out.push(key("pricing.plan_added", p.name));
  for (const [k, p] of was) if (!now.has(k)) out.push(key("pricing.plan_removed", p.name));
  for (const [k, p] of was) {
    const q = now.get(k);
    if (!q) continue;
    const terms = markup === "toggle" ? [["monthly", (x) => x.monthly], ["annual", (x) => perMonth(x)]] : [["", (x) => (x.custom ? null : x.monthly ?? x.annual)]];
    for (const [term, read] of terms) {
      const [x, y] = [read(p), read(q)];
      if (markup === "toggle" && (x === null || y === null)) continue;
      const changed = x === null || y === null ? x !== y : Math.abs(x - y) > 1e-6 || (a.currency !== b.currency && (x > 0 || y > 0));
      if (changed) out.push(key("pricing.price_changed", q.name, term));
    }
  }
  const known = new Set([...a.products, ...a.features].map((i) => i.name.toLowerCase()));
  const products = new Set(b.products.map((p) => p.name.toLowerCase()));
  for (const p of b.products) if (!known.has(p.name.toLowerCase())) out.push(key("product.launched", p.name));
  for (const f of b.features) if (!known.has(f.name.toLowerCase()) && !products.has(f.name.toLowerCase())) out.push(key("feature.launched", f.name));
  return out;
}

/** The annual price per month as the toggle shows it (a yearly total is divided by 12). */
function perMonth(p) {
  if (p.annual === null) return null;
  return p.monthly !== null && p.annual > p.monthly * 2 ? p.annual / 12 : p.annual;
}

/** Planted changes: [name, topic, mutate(content) → expected keys]. Each is applied to a copy. */
export const PLANTS = [
  ["price raised 20%", "pricing", (c) => {
    const p = c.plans.find((x) => !x.custom && (x.monthly ?? 0) > 0);
    if (!p) return null;
    const term = c.__markup === "toggle" ? "monthly" : "";
    p.monthly = Math.round(p.monthly * 120) / 100;
    return [key("pricing.price_changed", p.name, term)];
  }],
  ["plan added", "pricing", (c) => {
    const ref = c.plans.find((x) => !x.custom && (x.monthly ?? 0) > 0) ?? c.plans[0];
    c.plans.splice(1, 0, { ...ref, name: "Growth Max", monthly: 77, annual: 70, custom: false });
    return [key("pricing.plan_added", "Growth Max")];
  }],
  ["plan removed", "pricing", (c) => {
    if (c.plans.length < 3) return null;
    const [gone] = c.plans.splice(c.plans.length - 2, 1);
    return [key("pricing.plan_removed", gone.name)];
  }],
  ["feature launched", "product", (c) => {
    c.features.splice(Math.floor(c.features.length / 2), 0, { name: "Realtime Insights Dashboard", group: c.features[0]?.group ?? "General" });
    return [key("feature.launched", "Realtime Insights Dashboard")];
  }],
  ["product launched", "product", (c) => {
    c.products.push({ name: `${c.name} Copilot` });
    return [key("product.launched", `${c.name} Copilot`)];
  }],
  ["two features and a product launched", "product", (c) => {
    c.features.push({ name: "Audit Trail Export", group: c.features.at(-1)?.group ?? "General" }, { name: "Offline Mode", group: c.features[0]?.group ?? "General" });
    c.products.splice(0, 0, { name: "Insights Hub" });
    return [key("feature.launched", "Audit Trail Export"), key("feature.launched", "Offline Mode"), key("product.launched", "Insights Hub")];
  }],
  ["integration added", "integrations", (c) => {
    const add = INTEGRATIONS.find((i) => !c.integrations.some((x) => x.name === i.name));
    c.integrations.splice(3, 0, add);
    return [key("integration.added", add.name)];
  }],
  ["integration removed", "integrations", (c) => {
    const [gone] = c.integrations.splice(5, 1);
    return [key("integration.removed", gone.name)];
  }],
  ["two integrations added, one removed", "integrations", (c) => {
    const adds = INTEGRATIONS.filter((i) => !c.integrations.some((x) => x.name === i.name)).slice(1, 3);
    const [gone] = c.integrations.splice(0, 1);
    c.integrations.push(...adds);
    return [...adds.map((i) => key("integration.added", i.name)), key("integration.removed", gone.name)];
  }],
  ["customer logo added", "customers", (c) => {
    const name = CUSTOMERS.find((n) => !c.customers.some((x) => x.name === n) && !c.caseStudies.some((s) => s.customer === n));
    c.customers.splice(2, 0, { name, domain: `${slug(name)}.example` });
    return [key("customer.reference_added", name)];
  }],
  ["case study with a new customer", "customers", (c) => {
    const name = CUSTOMERS.filter((n) => !c.customers.some((x) => x.name === n) && !c.caseStudies.some((s) => s.customer === n))[1];
    c.caseStudies.push({ customer: name, url: `/customers/${slug(name)}`, title: `${name} doubled output with ${c.name}` });
    return [key("case_study.added", name)];
  }],
  ["case study with a listed customer", "customers", (c) => {
    const name = c.customers.find((x) => !c.caseStudies.some((s) => s.customer === x.name)).name;
    c.caseStudies.splice(0, 0, { customer: name, url: `/customers/${slug(name)}`, title: `Inside ${name}'s rollout of ${c.name}` });
    return [key("case_study.added", name)];
  }],
  ["headline and category changed", "positioning", (c) => {
    c.positioning.headline = `${c.name} is the AI-native knowledge platform for every team`;
    return [key("positioning.changed", "positioning")];
  }],
  ["headline reworded", "positioning", (c) => {
    c.positioning.headline = `Where ${c.name} teams do their best work`;
    return [key("positioning.changed", "positioning")];
  }],
  ["enterprise pitch added", "positioning", (c) => {
    c.positioning.enterprise = true;
    c.positioning.markets = ["enterprises"];
    return [key("positioning.changed", "positioning")];
  }],
];

export function plant(content, markup, mutate) {
  const c = clone(content);
  c.__markup = markup;
  const expected = mutate(c);
  delete c.__markup;
  return expected ? { content: c, expected } : null;
}

/** Event key as scored: type, subject (the plan for pricing), billing term for price changes. */
export function eventKey(e) {
  const subject = e.type.startsWith("pricing.") ? e.data.plan ?? e.subject : e.type === "case_study.added" ? e.data.customer_name ?? e.subject : e.subject;
  return key(e.type, subject, e.type === "pricing.price_changed" ? e.data.billing_period ?? "" : "");
}
