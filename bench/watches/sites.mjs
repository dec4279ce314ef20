// Fixture sites for bench/watches: one site per SaaS pricing model of
// ../shared/corpus/pricing-pages/saas-pricing-models-amint (6 SaaS × 2 dated versions, CC BY 4.0,
// ISA Group) rendered as five topic pages (home, /pricing, /features + /products, /integrations,
// /customers) in three markups. Plans, prices, currencies, features and add-ons come from the
// models; integrations, customers and positioning are generated lists into which the bench plants
// changes. Nothing here knows how the extractors work beyond ordinary HTML.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const MARKUPS = ["cards", "table", "toggle", "divs"];

export function loadModels(corpus) {
  const dir = join(corpus, "pricing-pages/saas-pricing-models-amint");
  const out = [];
  for (const saas of ["dropbox", "figma", "github", "notion", "slack", "zapier"]) {
    for (const year of ["2023", "2024"]) out.push({ saas, year, model: JSON.parse(readFileSync(join(dir, `${saas}_${year}.json`), "utf8").replace(/\bInfinity\b/g, "null")) });
  }
  return out;
}

export const words = (key) => key.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2").toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase()).replace(/\s+/g, " ").trim();
export const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
const title = (saas) => saas.charAt(0).toUpperCase() + saas.slice(1);
const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The site's content (what a visitor reads), independent of markup. */
export function siteContent({ saas, model }) {
  const plans = Object.entries(model.plans).map(([key, p]) => ({
    name: words(key),
    monthly: typeof p.monthlyPrice === "number" ? p.monthlyPrice : null,
    annual: typeof p.annualPrice === "number" ? p.annualPrice : null,
    custom: typeof p.monthlyPrice !== "number" && typeof p.annualPrice !== "number",
    unit: String(p.unit ?? "/month").replace(/^\//, "").replace(/\/month$/, "") || null,
  }));
  const features = Object.entries(model.features ?? {}).map(([key, f]) => ({ name: words(key), group: words(String(f.type ?? "General")) }));
  const products = [{ name: `${title(saas)} Core` }, ...Object.keys(model.addOns ?? {}).map((k) => ({ name: words(k) }))];
  const seed = hash(saas);
  return {
    saas,
    name: title(saas),
    currency: model.currency,
    plans,
    features,
    products,
    integrations: pick(INTEGRATIONS, 12, seed),
    customers: pick(CUSTOMERS, 8, seed + 1).map((name) => ({ name, domain: `${slug(name).replace(/-/g, "")}.example` })),
    caseStudies: pick(CUSTOMERS, 3, seed + 2).map((name) => ({ customer: name, url: `/customers/${slug(name)}`, title: `How ${name} scaled with ${title(saas)}` })),
    positioning: { headline: `${title(saas)} is the ${CATEGORIES[seed % CATEGORIES.length]} for modern teams`, sub: `Plan, build and ship together, from your first project to your hundredth.`, enterprise: false, markets: [] },
  };
}

export const INTEGRATIONS = [
  ["Slack", "slack.com", "Communication"], ["Microsoft Teams", "microsoft.com", "Communication"], ["Zoom", "zoom.us", "Communication"], ["Gmail", "google.com", "Communication"],
  ["Salesforce", "salesforce.com", "CRM"], ["HubSpot", "hubspot.com", "CRM"], ["Pipedrive", "pipedrive.com", "CRM"], ["Zendesk", "zendesk.com", "Support"],
  ["Intercom", "intercom.com", "Support"], ["Jira", "atlassian.com", "Engineering"], ["GitLab", "gitlab.com", "Engineering"], ["Bitbucket", "bitbucket.org", "Engineering"],
  ["Sentry", "sentry.io", "Engineering"], ["PagerDuty", "pagerduty.com", "Engineering"], ["Datadog", "datadoghq.com", "Engineering"], ["Stripe", "stripe.com", "Finance"],
  ["QuickBooks", "intuit.com", "Finance"], ["Xero", "xero.com", "Finance"], ["Shopify", "shopify.com", "Commerce"], ["Mailchimp", "mailchimp.com", "Marketing"],
  ["Typeform", "typeform.com", "Marketing"], ["Calendly", "calendly.com", "Productivity"], ["Trello", "trello.com", "Productivity"], ["Asana", "asana.com", "Productivity"],
  ["Airtable", "airtable.com", "Productivity"], ["Dropbox Sign", "hellosign.com", "Productivity"], ["Box", "box.com", "Storage"], ["Okta", "okta.com", "Security"],
  ["OneLogin", "onelogin.com", "Security"], ["Snowflake", "snowflake.com", "Data"], ["BigQuery", "cloud.google.com", "Data"], ["Segment", "segment.com", "Data"],
].map(([name, domain, category]) => ({ name, domain, category }));

export const CUSTOMERS = ["Northwind Traders", "Contoso", "Fabrikam", "Globex", "Initech", "Umbrella Health", "Hooli", "Stark Logistics", "Wayne Foods", "Tyrell Labs", "Cyberdyne Systems", "Soylent Grocers", "Wonka Confections", "Vandelay Imports", "Pied Piper", "Dunder Paper", "Prestige Media", "Gringotts Bank", "Oceanic Air", "Monarch Studios", "Blue Sun", "Massive Dynamic", "Virtucon", "Nakatomi Trading"];
export const CATEGORIES = ["collaboration platform", "workflow automation software", "developer platform", "file storage service", "design tool", "messaging app"];

export function hash(s) {
  return [...String(s)].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
}
function pick(list, n, seed) {
  const out = [];
  for (let i = 0; out.length < n && i < list.length * 2; i++) {
    const item = list[(seed + i * 7) % list.length];
    if (!out.includes(item)) out.push(item);
  }
  return out;
}

// --- rendering ---------------------------------------------------------------------------------

const SYMBOL = { USD: "$", EUR: "€", GBP: "£" };
function price(amount, currency, style) {
  const value = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  const symbol = SYMBOL[currency] ?? `${currency} `;
  return style === "suffix" && currency === "EUR" ? `${value.replace(".", ",")} €` : `${symbol}${value}`;
}
const unitText = (plan) => `${plan.unit ? ` per ${plan.unit}` : ""}/month`;

function page(c, path, body, opts) {
  const nav = `<header class="site-header"><a class="logo" href="/">${c.name}</a><nav><a href="/products">Product</a><a href="/features">Features</a><a href="/pricing">Pricing</a><a href="/integrations">Integrations</a><a href="/customers">Customers</a><a href="/login">Log in</a></nav></header>`;
  const footer = `<footer><p>© ${c.name} Inc.</p><a href="https://twitter.com/${c.saas}">Twitter</a><a href="https://www.linkedin.com/company/${c.saas}">LinkedIn</a><a href="/privacy">Privacy</a></footer>`;
  const head = `<head><meta charset="utf-8"><title>${esc(opts.title ?? `${c.name} | ${path}`)}</title>${opts.meta ?? ""}<link rel="stylesheet" href="/assets/site.css"><script src="/assets/app.js"></script></head>`;
  return `<!doctype html>\n<html lang="en">\n${head}\n<body>\n${nav}\n<main>\n${body}\n</main>\n${footer}\n</body>\n</html>\n`;
}

export function renderPricing(c, markup) {
  const style = markup === "table" ? "suffix" : "prefix";
  const priced = (plan) => plan.monthly ?? plan.annual;
  if (markup === "cards") {
    const cards = c.plans.map((p) => p.custom
      ? `<div class="pricing-card"><h3>${esc(p.name)}</h3><p class="desc">For organizations with advanced needs.</p><a class="btn" href="/contact">Contact sales</a></div>`
      : `<div class="pricing-card"><h3>${esc(p.name)}</h3><div class="price"><span class="amount">${price(priced(p), c.currency, style)}</span><span class="unit">${unitText(p)}${p.monthly === null ? ", billed annually" : ""}</span></div><a class="btn" href="/signup">Get started</a></div>`);
    return `<section class="pricing"><h1>Pricing</h1><div class="plans">\n${cards.join("\n")}\n</div></section>`;
  }
  if (markup === "divs") {
    const tiles = c.plans.map((p) => `<div class="c-tier"><div class="c-tier__name">${esc(p.name)}</div>${p.custom ? `<div class="c-tier__cta"><a href="/contact">Let's talk</a></div>` : `<div class="c-tier__cost"><span class="c-tier__currency">${price(priced(p), c.currency, style).replace(/[\d.,]+/, "").trim()}</span><span class="c-tier__value">${priced(p)}</span><span class="c-tier__per">${unitText(p)}</span></div>`}</div>`);
    return `<div class="c-pricing"><div class="c-pricing__title">Choose your plan</div><div class="c-pricing__tiers">${tiles.join("")}</div></div>`;
  }
  if (markup === "table") {
    const rows = c.plans.map((p) => `<tr><td class="plan-name">${esc(p.name)}</td><td>${p.custom ? "Contact sales" : `${price(priced(p), c.currency, style)}${unitText(p)}`}</td></tr>`);
    return `<h1>Plans and pricing</h1><table class="pricing-table"><thead><tr><th>Plan</th><th>Price</th></tr></thead><tbody>\n${rows.join("\n")}\n</tbody></table>`;
  }
  const block = (p, term) => {
    const amount = term === "monthly" ? p.monthly : p.annual;
    if (amount === null) return `<div class="price ${term}-price"><span>Not available ${term}</span></div>`;
    const perMonth = term === "annual" && p.monthly !== null && amount > p.monthly * 2 ? `/year` : unitText(p);
    return `<div class="price ${term}-price">${price(amount, c.currency, style)}<small>${perMonth}${term === "annual" ? " billed yearly" : ""}</small></div>`;
  };
  const cards = c.plans.map((p) => p.custom
    ? `<article class="tier"><h2 class="tier-name">${esc(p.name)}</h2><p>Tailored to your organization.</p><a href="/contact">Talk to sales</a></article>`
    : `<article class="tier"><h2 class="tier-name">${esc(p.name)}</h2>${block(p, "monthly")}${block(p, "annual")}<button>Choose ${esc(p.name)}</button></article>`);
  return `<h1>Simple pricing</h1><div class="toggle"><input type="radio" name="billing" id="billing-monthly" value="monthly" checked><label for="billing-monthly">Monthly</label><input type="radio" name="billing" id="billing-annual" value="annual"><label for="billing-annual">Yearly</label></div><div class="tiers">\n${cards.join("\n")}\n</div>`;
}

export function renderFeatures(c, markup) {
  const groups = new Map();
  for (const f of c.features) groups.set(f.group, [...(groups.get(f.group) ?? []), f]);
  if (markup === "cards") {
    return `<h1>Features</h1>${[...groups].map(([g, fs]) => `<section class="features"><h2>${esc(g)}</h2><div class="feature-grid">${fs.map((f) => `<div class="feature"><h3>${esc(f.name)}</h3><p>Everything you need for ${esc(f.name.toLowerCase())}.</p></div>`).join("\n")}</div></section>`).join("\n")}`;
  }
  if (markup === "divs") {
    return `<div class="c-page-title">Features</div>${[...groups].map(([g, fs]) => `<div class="c-features" id="features-${slug(g)}"><h2>${esc(g)}</h2>${fs.map((f) => `<div class="c-feature"><span class="c-feature__title">${esc(f.name)}</span><span class="c-feature__text">Built in.</span></div>`).join("")}</div>`).join("")}`;
  }
  if (markup === "table") {
    return `<h1>Compare features</h1><table class="compare"><thead><tr><th>Feature</th><th>Included</th></tr></thead><tbody>${c.features.map((f) => `<tr><td>${esc(f.name)}</td><td>✓</td></tr>`).join("\n")}</tbody></table>`;
  }
  return `<h1>All features</h1>${[...groups].map(([g, fs]) => `<h2>${esc(g)}</h2><ul class="feature-list">${fs.map((f) => `<li>${esc(f.name)}</li>`).join("")}</ul>`).join("\n")}`;
}

export function renderProducts(c, markup) {
  if (markup === "divs") return `<div class="c-products">${c.products.map((p) => `<a class="c-product" href="/products/${slug(p.name)}"><span class="c-product__name">${esc(p.name)}</span></a>`).join("")}</div>`;
  const items = c.products.map((p) => markup === "table"
    ? `<tr><td><a href="/products/${slug(p.name)}">${esc(p.name)}</a></td><td>Learn more about ${esc(p.name)}</td></tr>`
    : markup === "cards" ? `<div class="product-card"><a href="/products/${slug(p.name)}"><h3>${esc(p.name)}</h3></a><p>One product of the ${esc(c.name)} platform.</p></div>`
    : `<li><a href="/products/${slug(p.name)}">${esc(p.name)}</a></li>`);
  return markup === "table" ? `<h1>Products</h1><table><tbody>${items.join("\n")}</tbody></table>` : markup === "cards" ? `<h1>Products</h1><div class="grid">${items.join("\n")}</div>` : `<h1>Products</h1><ul class="products">${items.join("")}</ul>`;
}

export function renderIntegrations(c, markup) {
  const list = c.integrations;
  if (markup === "cards") return `<h1>Integrations</h1><div class="integration-grid">${list.map((i) => `<div class="integration-card"><img src="/logos/${slug(i.name)}.svg" alt="${esc(i.name)} logo"><h3>${esc(i.name)}</h3><p>${esc(i.category)}</p><a href="https://${i.domain}/">Visit site</a></div>`).join("\n")}</div>`;
  if (markup === "divs") return `<div class="c-apps">${list.map((i) => `<a class="c-app" href="https://${i.domain}/"><picture><img src="/logos/${slug(i.name)}.svg" alt="${esc(i.name)}"></picture><span class="c-app__category">${esc(i.category)}</span></a>`).join("")}</div>`;
  if (markup === "table") return `<h1>App directory</h1><table><thead><tr><th>App</th><th>Category</th></tr></thead><tbody>${list.map((i) => `<tr><td><a href="https://${i.domain}/">${esc(i.name)}</a></td><td>${esc(i.category)}</td></tr>`).join("\n")}</tbody></table>`;
  const groups = new Map();
  for (const i of list) groups.set(i.category, [...(groups.get(i.category) ?? []), i]);
  return `<h1>Integrations</h1>${[...groups].map(([g, is]) => `<h2>${esc(g)}</h2><ul>${is.map((i) => `<li><a href="https://${i.domain}/">${esc(i.name)}</a></li>`).join("")}</ul>`).join("\n")}`;
}

export function renderCustomers(c, markup) {
  const logos = markup === "table"
    ? `<ul class="customer-list">${c.customers.map((x) => `<li>${esc(x.name)}</li>`).join("")}</ul>`
    : `<div class="logo-wall">${c.customers.map((x) => `<img src="/logos/${slug(x.name)}.png" alt="${esc(x.name)}">`).join("")}</div>`;
  if (markup === "divs") return `<div class="c-logos" id="customers">${c.customers.map((x) => `<picture><img src="/logos/${slug(x.name)}.png" alt="${esc(x.name)} logo"></picture>`).join("")}</div><div class="c-stories">${c.caseStudies.map((s) => `<a class="c-story" href="${s.url}"><span class="c-story__title">${esc(s.title)}</span></a>`).join("")}</div>`;
  const stories = markup === "cards"
    ? `<div class="stories">${c.caseStudies.map((s) => `<div class="story-card"><h3><a href="${s.url}">${esc(s.title)}</a></h3><p>Read the story.</p></div>`).join("\n")}</div>`
    : `<ul class="stories">${c.caseStudies.map((s) => `<li><a href="${s.url}">${esc(s.title)}</a></li>`).join("")}</ul>`;
  return `<h1>Customers</h1><section class="customers"><h2>Trusted by teams everywhere</h2>${logos}</section><section class="case-studies"><h2>Customer stories</h2>${stories}</section>`;
}

export function renderHome(c, markup) {
  const p = c.positioning;
  const extra = [p.enterprise ? `<h2>Enterprise-grade security with SSO and SOC 2</h2>` : "", ...p.markets.map((m) => `<h2>Built for ${m}</h2>`)].join("");
  const hero = markup === "divs" ? `<div class="c-hero"><h1><span>${esc(p.headline)}</span></h1><span class="c-hero__text">${esc(p.sub)}</span></div>` : markup === "cards" ? `<section class="hero"><h1>${esc(p.headline)}</h1><p class="lead">${esc(p.sub)}</p></section>` : `<div class="hero"><div class="hero-inner"><h1 class="title">${esc(p.headline)}</h1><div class="subtitle">${esc(p.sub)}</div></div></div>`;
  return `${hero}${extra}<section class="highlights"><h2>Why ${c.name}</h2><p>Fast, reliable and secure.</p></section>`;
}

/** Every page of the site: url → html. */
export function renderSite(c, markup) {
  const base = `https://${c.saas}.example`;
  const wrap = (path, body) => page(c, path, body, {});
  return {
    [`${base}/`]: page(c, "home", renderHome(c, markup), { title: `${c.name} | ${c.positioning.headline}`, meta: `<meta name="description" content="${esc(c.positioning.sub)}">` }),
    [`${base}/pricing`]: wrap("pricing", renderPricing(c, markup)),
    [`${base}/features`]: wrap("features", renderFeatures(c, markup)),
    [`${base}/products`]: wrap("products", renderProducts(c, markup)),
    [`${base}/integrations`]: wrap("integrations", renderIntegrations(c, markup)),
    [`${base}/customers`]: wrap("customers", renderCustomers(c, markup)),
  };
}

export const TOPIC_PATHS = { pricing: ["/pricing"], product: ["/features", "/products"], integrations: ["/integrations"], customers: ["/customers"], positioning: ["/"] };
