// A competitor's web site for the watch tests (monitors tier, e2e): a home page with links to its
// topic pages, /pricing, /features, /integrations, /customers and /sitemap.xml, rendered from a
// state the test changes. tests/fakes/monitor-web.mjs serves it at its root.
//
//   POST /__site   {"plans": [{"name": "Pro", "price": 49}], "headline": "...", "status": {"/pricing": 503}}
//                  {"pricing_path": "/deals/launch", "link_pricing": false}: the pricing page moves
//                  there, and no page or sitemap links it (only a watch that names it can find it)
//   GET  /__site   the current state and {"hits": {"/pricing": 3}}

export const DEFAULT_SITE = {
  name: "Acme Analytics",
  headline: "Product analytics for growing teams",
  subheadline: "Understand what your users do, without writing SQL.",
  plans: [
    { name: "Starter", price: 19 },
    { name: "Pro", price: 49 },
    { name: "Enterprise", price: null },
  ],
  products: ["Acme Insights", "Acme Funnels"],
  features: ["Retention charts", "Cohort analysis", "Session replay"],
  integrations: [
    { name: "Slack", domain: "slack.com" },
    { name: "Salesforce", domain: "salesforce.com" },
    { name: "HubSpot", domain: "hubspot.com" },
  ],
  customers: [
    { name: "Globex", domain: "globex.com" },
    { name: "Initech", domain: "initech.com" },
  ],
  case_studies: [{ slug: "globex", title: "How Globex cut churn by 20%", customer: "Globex" }],
  /** Path → HTTP status to answer instead of the page. */
  status: {},
  /** Where the pricing page is served, and whether the nav, the hero and the sitemap link it. */
  pricing_path: "/pricing",
  link_pricing: true,
};

export function newSite() {
  return { ...structuredClone(DEFAULT_SITE), hits: {} };
}

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function layout(site, title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | ${esc(site.name)}</title>
<meta name="description" content="${esc(site.subheadline)}"></head>
<body><header><nav><a href="/">Home</a> <a href="/features">Product</a> ${pricingLink(site, "Pricing")}
<a href="/integrations">Integrations</a> <a href="/customers">Customers</a></nav></header>
<main>${body}</main><footer><p>&copy; ${esc(site.name)}</p></footer></body></html>`;
}

const pricingLink = (site, text) => (site.link_pricing ? `<a href="${esc(site.pricing_path)}">${text}</a>` : "");

const pages = {
  "/": (site) =>
    layout(site, site.name, `<section class="hero"><h1>${esc(site.headline)}</h1><p>${esc(site.subheadline)}</p>${pricingLink(site, "See pricing")}</section>`),
  "/pricing": (site) =>
    layout(
      site,
      "Pricing",
      `<h1>Pricing</h1><div class="plans">${site.plans
        .map(
          (p) => `<div class="plan card"><h3>${esc(p.name)}</h3>${
            p.price === null ? `<p class="price">Contact sales</p>` : `<p class="price"><span class="amount">$${p.price}</span> <span class="period">/month</span></p>`
          }<a href="/signup?plan=${esc(p.name)}">Choose ${esc(p.name)}</a></div>`,
        )
        .join("\n")}</div>`,
    ),
  "/features": (site) =>
    layout(
      site,
      "Product",
      `<h1>Product</h1>${site.products.map((p) => `<section class="product"><h2>${esc(p)}</h2></section>`).join("")}
<h2>Features</h2><ul class="features">${site.features.map((f) => `<li><h3>${esc(f)}</h3></li>`).join("")}</ul>`,
    ),
  "/integrations": (site) =>
    layout(
      site,
      "Integrations",
      `<h1>Integrations</h1><ul class="integrations">${site.integrations
        .map((i) => `<li class="integration"><a href="https://${esc(i.domain)}/">${esc(i.name)}</a></li>`)
        .join("")}</ul>`,
    ),
  "/customers": (site) =>
    layout(
      site,
      "Customers",
      `<h1>Customers</h1><ul class="logos">${site.customers
        .map((c) => `<li class="customer"><a href="https://${esc(c.domain)}/"><img alt="${esc(c.name)}" src="/logos/${esc(c.domain)}.svg">${esc(c.name)}</a></li>`)
        .join("")}</ul>
<h2>Case studies</h2>${site.case_studies.map((s) => `<article><a href="/customers/${esc(s.slug)}">${esc(s.title)}</a></article>`).join("")}`,
    ),
};

/** The answer for `path` of `site`, or null when the site has no such page. */
export function sitePage(site, path, origin) {
  site.hits[path] = (site.hits[path] ?? 0) + 1;
  const status = site.status[path];
  if (status) return { status, type: "text/html", body: "<h1>unavailable</h1>" };
  // The pricing page lives at `pricing_path` (and only there).
  const served = (p) => (p === "/pricing" ? site.pricing_path : p);
  if (path === "/sitemap.xml") {
    const listed = Object.keys(pages).filter((p) => p !== "/pricing" || site.link_pricing);
    const locs = listed.map((p) => `<url><loc>${origin}${served(p)}</loc></url>`);
    return { status: 200, type: "application/xml", body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.join("")}</urlset>` };
  }
  const page = Object.entries(pages).find(([p]) => served(p) === path)?.[1];
  return page ? { status: 200, type: "text/html; charset=utf-8", body: page(site) } : null;
}
