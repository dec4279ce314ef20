// The outside world of a change monitor, for the monitors tier, the e2e test and bench/monitors:
// a shop whose product pages have a price you can change, and webhook receivers that record every
// delivery and verify it the way a customer would, with node:crypto (independent of the service's
// signer): HMAC-SHA256 over "<timestamp>.<raw body>", constant-time compare, 5-minute tolerance.
//
//   GET  /shop/<name>               product page (JSON-LD Product/Offer) at the current price
//   POST /__shop/<name>             {"price": "19.99", "currency": "USD", "status": 200}
//   POST /hook/<name>               a receiver; answers 204, or what /__hook/<name> configured
//   POST /__hook/<name>             {"secret": "...", "fail_rate": 0.5, "status": 500, "redirect": "http://..."}
//   GET  /__hook/<name>             {"deliveries": [{event_id, timestamp, signature, content_type, body, body_base64, verified, at}]}
//                                   (`body_base64`: the exact bytes received, for tests that check what was signed)
//   GET  /__shop/<name>             {"hits": n}
//   POST /__verify                  {"secret", "timestamp", "signature", "body", "now_s"} -> {"ok", "why"?}
//   GET  /, /pricing, /features, /integrations, /customers, /sitemap.xml
//                                   a competitor's site for watches (tests/fakes/competitor-site.mjs)
//   POST /__site                    {"plans": [...], "headline": "...", "status": {"/pricing": 503}} (merged; {"reset": true} first resets)
//   GET  /__site                    the site's state and page hits
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";
import { newSite, sitePage } from "./competitor-site.mjs";

export const TOLERANCE_S = 300;

/** A receiver's verification (docs/contract.md#monitors), written with node:crypto only. */
export function verifyDelivery({ secret, timestamp, signature, body, now_s }) {
  if (!/^\d+$/.test(timestamp ?? "")) return { ok: false, why: "timestamp" };
  if (Math.abs(now_s - Number(timestamp)) > TOLERANCE_S) return { ok: false, why: "tolerance" };
  const expected = "sha256=" + createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  const a = Buffer.from(expected);
  const b = Buffer.from(signature ?? "");
  if (a.length !== b.length || !timingSafeEqual(a, b)) return { ok: false, why: "signature" };
  return { ok: true };
}

export function productPage(name, { price = "19.99", currency = "USD" } = {}) {
  const offer = { "@type": "Offer", price, priceCurrency: currency, availability: "https://schema.org/InStock" };
  const ld = JSON.stringify({ "@context": "https://schema.org", "@type": "Product", name: `Widget ${name}`, offers: offer });
  return `<!doctype html><html><head><title>Widget ${name}</title><script type="application/ld+json">${ld}</script></head>
<body><h1>Widget ${name}</h1><p class="price">${currency} ${price}</p></body></html>`;
}

export async function startMonitorWeb({ port = 0, host = "127.0.0.1", unref = false } = {}) {
  const shops = new Map();
  const hooks = new Map();
  const hook = (name) => {
    if (!hooks.has(name)) hooks.set(name, { secret: "", fail_rate: 0, status: 0, redirect: "", deliveries: [] });
    return hooks.get(name);
  };
  let site = newSite();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://web");
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const bytes = Buffer.concat(chunks);
    const raw = bytes.toString("utf8");
    const [, area, name = ""] = url.pathname.split("/");
    const json = (status, value) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(value));
    };
    if (area === "shop") {
      const shop = shops.get(name) ?? { price: "19.99", currency: "USD", status: 200, hits: 0 };
      shops.set(name, shop);
      shop.hits++;
      res.writeHead(shop.status, { "content-type": "text/html; charset=utf-8" });
      return res.end(shop.status === 200 ? productPage(name, shop) : "unavailable");
    }
    if (area === "__shop") {
      const shop = shops.get(name) ?? { price: "19.99", currency: "USD", status: 200, hits: 0 };
      if (req.method === "POST") Object.assign(shop, JSON.parse(raw || "{}"));
      shops.set(name, shop);
      return json(200, { hits: shop.hits });
    }
    if (area === "hook") {
      const h = hook(name);
      const headers = { event_id: req.headers["x-service-event-id"], timestamp: req.headers["x-service-timestamp"], signature: req.headers["x-service-signature"] };
      const verified = verifyDelivery({ secret: h.secret, ...headers, body: raw, now_s: Math.floor(Date.now() / 1000) }).ok;
      const failed = h.status !== 0 || (h.fail_rate > 0 && Math.random() < h.fail_rate);
      h.deliveries.push({ ...headers, content_type: req.headers["content-type"], body: raw, body_base64: bytes.toString("base64"), verified, answered: failed ? h.status || 500 : 204, at: Date.now() });
      if (h.redirect) {
        res.writeHead(307, { location: h.redirect });
        return res.end();
      }
      res.writeHead(failed ? h.status || 500 : 204);
      return res.end();
    }
    if (area === "__hook") {
      const h = hook(name);
      if (req.method === "POST") Object.assign(h, JSON.parse(raw || "{}"));
      return json(200, { deliveries: h.deliveries });
    }
    if (area === "__verify") return json(200, verifyDelivery(JSON.parse(raw)));
    if (area === "__site") {
      if (req.method === "POST") {
        const { reset, ...changes } = JSON.parse(raw || "{}");
        if (reset) site = newSite();
        Object.assign(site, changes);
      }
      return json(200, site);
    }
    const page = sitePage(site, url.pathname, `http://${req.headers.host}`);
    if (page) {
      res.writeHead(page.status, { "content-type": page.type });
      return res.end(page.body);
    }
    json(404, { error: "no such path" });
  });
  // Longer than the runtime keeps idle connections: otherwise a reused socket the server just
  // closed fails the next request ("Network connection lost") under load.
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 121_000;
  await new Promise((resolve) => server.listen(port, host, resolve));
  if (unref) server.unref();
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.argv[process.argv.indexOf("--port") + 1] || 0);
  const web = await startMonitorWeb({ port });
  console.log(web.url);
}
