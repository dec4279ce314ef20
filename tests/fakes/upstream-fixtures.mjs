// Answers upstream requests from the recorded (and SYNTHETIC) responses in
// tests/fixtures/upstream/. Pure routing: (pathname, query) → {status, headers, body} or null
// when no upstream serves that path. Recorded bodies are sent byte for byte whenever the request
// matches the recorded one; otherwise the answer is assembled from the recorded records the way
// the real API would (search filtering, paging, the RSS one-entry quirk), as noted per route.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const DEFAULT_FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "upstream");

const JSON_TYPE = "application/json; charset=utf-8";
// iTunes really answers JSON as text/javascript: clients must not insist on application/json.
const ITUNES_TYPE = "text/javascript; charset=utf-8";

const json = (body, status = 200, type = JSON_TYPE) => ({ status, headers: { "content-type": type }, body });

/** Which upstream a path belongs to (the names used by the control API and SVC_UPSTREAM_*). */
export function upstreamOf(pathname) {
  if (pathname.startsWith("/v0/")) return "hn_firebase";
  if (pathname.startsWith("/api/v1/")) return "hn_algolia";
  if (pathname === "/lookup" || pathname === "/search") return "itunes";
  if (/^\/[a-z]{2}\/rss\//i.test(pathname)) return "appstore_rss";
  if (pathname.startsWith("/youtubei/v1/") || pathname === "/api/timedtext") return "youtube";
  if (pathname === "/tweet-result") return "social";
  if (pathname.startsWith("/srv/timeline-profile/")) return "social_timeline";
  return null;
}

/** The upstream's own way of saying "no such thing", used by the `notfound` mode. */
export function notFoundResponse(upstream) {
  switch (upstream) {
    case "hn_firebase":
      return json("null");
    case "hn_algolia":
      return json('{"status":404,"error":"Not Found"}', 404);
    case "itunes":
      return json('{\n "resultCount":0,\n "results": []\n}', 200, ITUNES_TYPE);
    case "youtube":
      return json('{"playabilityStatus":{"status":"ERROR","reason":"This video is unavailable"}}');
    case "social":
      return { status: 404, headers: { "content-type": "text/plain" }, body: "" };
    default:
      return json('{"error":"Not Found"}', 404);
  }
}

export function loadFixtures(dir = DEFAULT_FIXTURES_DIR) {
  const read = (rel) => readFileSync(join(dir, rel), "utf8");
  const files = (sub) => readdirSync(join(dir, sub)).filter((f) => f.endsWith(".json"));

  // Firebase: recorded items by id (file names end in _<id>.json), then the synthetic map.
  const fbItems = new Map();
  const fbLists = new Map();
  const fbUsers = new Map();
  const fbOther = new Map();
  for (const f of files("hn-firebase")) {
    const rel = `hn-firebase/${f}`;
    let m;
    if ((m = /_item_[a-z]+_(\d+)\.json$/.exec(f))) fbItems.set(m[1], read(rel));
    else if ((m = /_user_(.+)\.json$/.exec(f))) fbUsers.set(m[1], read(rel));
    else if ((m = /_([a-z]+stories)_SYNTHETIC\.json$/.exec(f))) fbLists.set(m[1], read(rel));
    else if (f.endsWith("_items_SYNTHETIC.json")) {
      for (const [id, item] of Object.entries(JSON.parse(read(rel)))) if (!fbItems.has(id)) fbItems.set(id, JSON.stringify(item));
    } else if ((m = /_(maxitem|updates)\.json$/.exec(f))) fbOther.set(m[1], read(rel));
  }

  // Algolia: items and users by id; recorded searches by their normalized request; a hit pool.
  const alItems = new Map();
  const alUsers = new Map();
  const alSearches = new Map();
  const pool = new Map();
  const index = JSON.parse(read("hn-algolia/hn-algolia_index.json"));
  for (const { file, request_path } of index) {
    const url = new URL(request_path, "http://x");
    const body = read(`hn-algolia/${file}`);
    if (url.pathname.startsWith("/api/v1/search")) {
      alSearches.set(searchKey(url.pathname, url.searchParams), body);
      for (const hit of JSON.parse(body).hits) pool.set(hit.objectID, hit);
    }
  }
  for (const f of files("hn-algolia")) {
    let m;
    if ((m = /_items_(\d+)(?:_SYNTHETIC[^.]*)?\.json$/.exec(f))) alItems.set(m[1], read(`hn-algolia/${f}`));
    else if ((m = /_users_(.+)\.json$/.exec(f))) alUsers.set(m[1], read(`hn-algolia/${f}`));
  }
  // Both HN APIs serve the same items: every node of a recorded Algolia tree is also a Firebase
  // item (unless one was recorded), so a Firebase fan-out over a thread finds its comments.
  for (const tree of alItems.values()) {
    for (const [id, item] of firebaseItemsFromTree(JSON.parse(tree))) if (!fbItems.has(id)) fbItems.set(id, JSON.stringify(item));
  }

  // iTunes: lookups by id and bundle id; searches by term; every app record for other searches.
  const lookupsById = new Map();
  const lookupsByBundle = new Map();
  const searches = new Map();
  const apps = new Map();
  let noResults = '{"resultCount":0,"results":[]}';
  let invalidId = '{"errorMessage":"Invalid value(s) for key(s): [itunesId]"}';
  for (const f of files("itunes")) {
    const rel = `itunes/${f}`;
    let body = read(rel);
    let m;
    if (f.includes("_no-results")) {
      noResults = body;
      continue;
    }
    if (f.includes("_error")) {
      invalidId = body;
      continue;
    }
    // This recording is only the inner result object: serve it in the lookup envelope.
    if (f.includes("single-result-object-only")) body = JSON.stringify({ resultCount: 1, results: [JSON.parse(body)] }, null, 2);
    const parsed = JSON.parse(body);
    for (const app of parsed.results ?? []) if (app.trackId !== undefined) apps.set(String(app.trackId), app);
    if ((m = /_lookup_id-(\d+)/.exec(f))) lookupsById.set(m[1], body);
    else if ((m = /_lookup_bundleId-(.+?)\.json$/.exec(f))) lookupsByBundle.set(m[1], body);
    else if ((m = /_search_term-([^_]+)_/.exec(f))) searches.set(m[1].toLowerCase(), body);
  }
  for (const app of apps.values()) {
    if (app.bundleId !== undefined && !lookupsByBundle.has(app.bundleId)) lookupsByBundle.set(app.bundleId, JSON.stringify({ resultCount: 1, results: [app] }));
    if (!lookupsById.has(String(app.trackId))) lookupsById.set(String(app.trackId), JSON.stringify({ resultCount: 1, results: [app] }));
  }

  // App Store RSS: one SYNTHETIC feed per chart.
  const feeds = new Map();
  for (const f of files("appstore-rss")) {
    const m = /_([a-z]+applications)_SYNTHETIC\.json$/.exec(f);
    if (m) feeds.set(m[1], JSON.parse(read(`appstore-rss/${f}`)));
  }

  // YouTube (InnerTube) and social (syndication): SYNTHETIC, one file per request key.
  const youtube = new Map();
  for (const f of readdirSync(join(dir, "youtube"))) youtube.set(f.replace(/\.(json|xml)$/, ""), read(`youtube/${f}`));
  const social = new Map();
  for (const f of files("social")) social.set(f.replace(/\.json$/, ""), read(`social/${f}`));

  return { fbItems, fbLists, fbUsers, fbOther, alItems, alUsers, alSearches, pool: [...pool.values()], lookupsById, lookupsByBundle, searches, apps: [...apps.values()], noResults, invalidId, feeds, youtube, social };
}

/** Firebase items (id → item) for every node of an Algolia `items/{id}` tree, in Firebase's shape. */
export function firebaseItemsFromTree(root) {
  const out = new Map();
  const stack = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const kids = (node.children ?? []).filter((k) => k !== null && typeof k === "object");
    stack.push(...kids);
    // Firebase keeps a deleted comment as a stub: id, parent, time, type and `deleted: true`.
    const deleted = node.type === "comment" && node.author == null && node.text == null;
    const item = { id: node.id, type: node.type, time: node.created_at_i };
    if (deleted) item.deleted = true;
    if (!deleted && node.author != null) item.by = node.author;
    if (!deleted && node.text != null) item.text = node.text;
    if (node.title != null) item.title = node.title;
    if (node.url != null) item.url = node.url;
    if (node.points != null) item.score = node.points;
    if (node.parent_id != null) item.parent = node.parent_id;
    if (kids.length > 0) item.kids = kids.map((k) => k.id);
    out.set(String(node.id), item);
  }
  return out;
}

/** Routes one GET; null when no upstream serves the path (the server answers 404 "unhandled"). */
export function answer(fx, pathname, params) {
  let m;
  // --- HN Firebase: unknown ids and handles answer 200 `null`, as Firebase does.
  if ((m = /^\/v0\/item\/(\d+)\.json$/.exec(pathname))) return json(fx.fbItems.get(m[1]) ?? "null");
  if ((m = /^\/v0\/user\/([^/]+)\.json$/.exec(pathname))) return json(fx.fbUsers.get(decodeURIComponent(m[1])) ?? "null");
  if ((m = /^\/v0\/((?:top|new|best|ask|show|job)stories)\.json$/.exec(pathname))) return json(fx.fbLists.get(m[1]) ?? "[]");
  if ((m = /^\/v0\/(maxitem|updates)\.json$/.exec(pathname))) return json(fx.fbOther.get(m[1]) ?? "null");
  // --- HN Algolia.
  if ((m = /^\/api\/v1\/items\/(\d+)$/.exec(pathname))) return fx.alItems.has(m[1]) ? json(fx.alItems.get(m[1])) : notFoundResponse("hn_algolia");
  if ((m = /^\/api\/v1\/users\/([^/]+)$/.exec(pathname))) return fx.alUsers.has(m[1]) ? json(fx.alUsers.get(m[1])) : notFoundResponse("hn_algolia");
  if (pathname === "/api/v1/search" || pathname === "/api/v1/search_by_date") return algoliaSearch(fx, pathname, params);
  // --- iTunes.
  if (pathname === "/lookup") return itunesLookup(fx, params);
  if (pathname === "/search") return itunesSearch(fx, params);
  // --- App Store RSS: /{cc}/rss/{feed}[/limit=N][/genre=G]/json
  if ((m = /^\/([a-z]{2})\/rss\/([a-z]+)((?:\/[a-z]+=[^/]*)*)\/json$/i.exec(pathname))) return rssFeed(fx, m[2], m[3]);
  // --- YouTube caption tracks, social syndication.
  if (pathname === "/api/timedtext") return timedText(fx, params);
  if (pathname === "/tweet-result") return tweetResult(fx, params);
  if ((m = /^\/srv\/timeline-profile\/screen-name\/([^/]+)$/.exec(pathname))) return timelinePage(fx, decodeURIComponent(m[1]));
  return null;
}

/**
 * Routes one InnerTube POST (`/youtubei/v1/{search,player,next,browse}`) by its JSON query:
 * `continuation`, `videoId`, `browseId` or `query` names the fixture. Unknown videos get the
 * platform's "unavailable" answers, unknown browse ids its 400; a body that is not an InnerTube
 * query (no client context) is a 400 too, as the platform answers.
 */
export function answerInnertube(fx, pathname, rawBody) {
  const m = /^\/youtubei\/v1\/(search|player|next|browse)$/.exec(pathname);
  if (m === null) return null;
  const endpoint = m[1];
  let q;
  try {
    q = JSON.parse(rawBody);
  } catch {
    q = null;
  }
  if (q === null || typeof q !== "object" || q.context?.client?.clientName === undefined) return json(fx.youtube.get("browse__invalid"), 400);
  const key = q.continuation ?? q.videoId ?? q.browseId ?? (typeof q.query === "string" ? (fx.youtube.has(`search_query-${q.query}`) ? `query-${q.query}` : "query") : null);
  const body = key === null ? undefined : fx.youtube.get(`${endpoint}_${key}`);
  if (body !== undefined) return json(body);
  if (endpoint === "player" || endpoint === "next") return json(fx.youtube.get(`${endpoint}__unavailable`));
  return json(fx.youtube.get("browse__invalid"), 400);
}

function timedText(fx, params) {
  const key = `timedtext_${params.get("v")}_${params.get("lang")}${params.get("kind") === "asr" ? "-asr" : ""}`;
  const body = fx.youtube.get(key);
  return body === undefined ? { status: 404, headers: { "content-type": "text/html" }, body: "" } : { status: 200, headers: { "content-type": "text/xml; charset=UTF-8" }, body };
}

/** The embed endpoint checks the token derived from the id (react-tweet's getToken); a wrong one is refused. */
function tweetResult(fx, params) {
  const id = params.get("id") ?? "";
  const token = ((Number(id) / 1e15) * Math.PI).toString(36).replace(/(0+|\.)/g, "");
  if (!/^\d+$/.test(id) || params.get("token") !== token) return json('{"error":"Bad Request"}', 400);
  const body = fx.social.get(`tweet-result_${id}`);
  return body === undefined ? { status: 404, headers: { "content-type": "text/plain" }, body: "" } : json(body);
}

/** The timeline page is HTML; its `__NEXT_DATA__` script carries the JSON, as the real page does. */
function timelinePage(fx, handle) {
  const data = fx.social.get(`timeline-profile_${handle.toLowerCase()}`);
  if (data === undefined) return { status: 404, headers: { "content-type": "text/html" }, body: "<!DOCTYPE html><html><body>Not found</body></html>" };
  const html = `<!DOCTYPE html><html><head><title>Timeline</title></head><body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${data.trim()}</script></body></html>`;
  return { status: 200, headers: { "content-type": "text/html; charset=utf-8" }, body: html };
}

// Algolia treats `story` and `(story)` alike; top-level commas AND, commas in parentheses OR.
function tagGroups(tags) {
  const groups = [];
  for (const part of (tags ?? "").match(/\([^)]*\)|[^,()]+/g) ?? []) {
    const terms = part.replace(/[()]/g, "").split(",").map((t) => t.trim()).filter(Boolean);
    if (terms.length > 0) groups.push(terms.sort());
  }
  return groups.sort((a, b) => a.join().localeCompare(b.join()));
}

function searchKey(pathname, params) {
  const tags = tagGroups(params.get("tags")).map((g) => g.join("|")).join("&");
  return [pathname, params.get("query") ?? "", tags, params.get("hitsPerPage") ?? "20", params.get("page") ?? "0"].join(" ");
}

function algoliaSearch(fx, pathname, params) {
  const recorded = fx.alSearches.get(searchKey(pathname, params));
  if (recorded !== undefined) return json(recorded);
  const query = (params.get("query") ?? "").toLowerCase();
  const groups = tagGroups(params.get("tags"));
  const hitsPerPage = clampInt(params.get("hitsPerPage"), 20, 0, 1000);
  const page = clampInt(params.get("page"), 0, 0, 1000);
  const byDate = pathname.endsWith("_by_date");
  const matches = fx.pool
    .filter((h) => groups.every((g) => g.some((t) => h._tags.includes(t))))
    .filter((h) => query === "" || [h.title, h.url, h.story_text, h.comment_text, h.author].some((v) => typeof v === "string" && v.toLowerCase().includes(query)))
    .sort((a, b) => (byDate ? b.created_at_i - a.created_at_i : (b.points ?? 0) - (a.points ?? 0)));
  const hits = hitsPerPage === 0 ? [] : matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(matches.length / hitsPerPage);
  return json(JSON.stringify({ hits, nbHits: matches.length, page, nbPages, hitsPerPage, processingTimeMS: 1, query: params.get("query") ?? "", params: params.toString() }));
}

function itunesLookup(fx, params) {
  const id = params.get("id");
  const bundleId = params.get("bundleId");
  if (id !== null) {
    if (id !== "" && !/^\d+(,\d+)*$/.test(id)) return json(fx.invalidId, 400, ITUNES_TYPE);
    return json(fx.lookupsById.get(id) ?? fx.noResults, 200, ITUNES_TYPE);
  }
  if (bundleId !== null) return json(fx.lookupsByBundle.get(bundleId) ?? fx.noResults, 200, ITUNES_TYPE);
  return json(fx.noResults, 200, ITUNES_TYPE);
}

function itunesSearch(fx, params) {
  const term = (params.get("term") ?? "").trim().toLowerCase();
  const limit = clampInt(params.get("limit"), 50, 1, 200);
  const recorded = fx.searches.get(term);
  if (recorded !== undefined) {
    const body = JSON.parse(recorded);
    if (body.results.length <= limit) return json(recorded, 200, ITUNES_TYPE);
    const results = body.results.slice(0, limit);
    return json(JSON.stringify({ resultCount: results.length, results }), 200, ITUNES_TYPE);
  }
  const words = term.split(/\s+/).filter(Boolean);
  const results = fx.apps
    .filter((a) => words.length > 0 && words.every((w) => [a.trackName, a.artistName, a.bundleId].some((v) => typeof v === "string" && v.toLowerCase().includes(w))))
    .slice(0, limit);
  return json(JSON.stringify({ resultCount: results.length, results }), 200, ITUNES_TYPE);
}

function rssFeed(fx, feedName, options) {
  const feed = fx.feeds.get(feedName);
  if (feed === undefined) return json('{"error":"Not Found"}', 404);
  const opts = Object.fromEntries([...options.matchAll(/\/([a-z]+)=([^/]*)/gi)].map((m) => [m[1].toLowerCase(), m[2]]));
  const limit = clampInt(opts.limit, 10, 1, 200);
  const entries = feed.feed.entry.filter((e) => opts.genre === undefined || e.category.attributes["im:id"] === opts.genre).slice(0, limit);
  const { entry: _all, ...rest } = feed.feed;
  // XML→JSON quirk of the real feed: one entry is a bare object, none means no `entry` at all.
  const out = entries.length === 0 ? rest : { ...rest, entry: entries.length === 1 ? entries[0] : entries };
  return json(JSON.stringify({ feed: out }));
}

function clampInt(value, fallback, min, max) {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isNaN(n) ? fallback : Math.min(max, Math.max(min, n));
}
