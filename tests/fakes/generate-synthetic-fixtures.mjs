// Writes the SYNTHETIC fixtures under tests/fixtures/upstream/ (see SOURCES.md there). The
// recorded corpus has no full story lists, no deep comment tree and no App Store RSS feed, so
// these are generated from a seeded PRNG: the same bytes on every run. Re-run after editing:
//   node tests/fakes/generate-synthetic-fixtures.mjs
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "upstream");

// mulberry32: tiny, seedable, good enough for fixture shapes.
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = prng(20240601);
const pick = (xs) => xs[Math.floor(rand() * xs.length)];
const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));

const write = (rel, value) => writeFileSync(join(ROOT, rel), `${JSON.stringify(value)}\n`);

// ---------------------------------------------------------------------------------------------
// Hacker News: a 300-comment Algolia item tree (benchmark) and full-length Firebase story lists.
// ---------------------------------------------------------------------------------------------
export const TREE_ROOT_ID = 39000000;
const T0 = 1717200000; // 2024-06-01T00:00:00Z
const HANDLES = ["ada_l", "grace_h", "kthompson", "dmr", "ewd", "lamport", "hopper2", "tkn", "rms_fan", "bwk", "alan_k", "jmc", "barbara_l", "sussman", "steele_g"];
const WORDS = "the a system cache latency worker edge request tree parser token index query page budget storage queue retry fallback upstream schema cursor limit region".split(" ");

function sentence() {
  const n = int(6, 16);
  const words = Array.from({ length: n }, () => pick(WORDS));
  words[0] = words[0][0].toUpperCase() + words[0].slice(1);
  return `${words.join(" ")}.`;
}

// HN's own HTML dialect: unclosed <p>, &#x27; and &#x2F; entities, rel=nofollow links whose text
// is shortened with "...", <i>, and <pre><code> blocks with indented lines.
const COMMENT_SHAPES = [
  () => `${sentence()} It&#x27;s ${pick(["fine", "slow", "clever", "fragile"])}.`,
  () => `${sentence()}<p>${sentence()}<p>${sentence()}`,
  () => `See <a href="https:&#x2F;&#x2F;example.org&#x2F;notes&#x2F;${int(100, 999)}&#x2F;a-rather-long-path-about-caching-strategies" rel="nofollow">https:&#x2F;&#x2F;example.org&#x2F;notes&#x2F;...</a> for details.`,
  () => `<i>${sentence()}</i><p>${sentence()}`,
  () => `Try this:<p><pre><code>  for (const x of xs) {\n    if (x &lt; 10 &amp;&amp; x &gt; 2) yield x;\n  }\n</code></pre>\nWorks for me.`,
  () => `&gt; ${sentence()}<p>Agreed &mdash; ${sentence()}`,
  () => `${sentence()} &quot;${pick(WORDS)}&quot; &amp; &quot;${pick(WORDS)}&quot; aren&#x27;t the same.`,
];

function generateTree() {
  const root = {
    author: "synthetic_op",
    children: [],
    created_at: new Date(T0 * 1000).toISOString(),
    created_at_i: T0,
    id: TREE_ROOT_ID,
    options: [],
    parent_id: null,
    points: 812,
    story_id: TREE_ROOT_ID,
    text: null,
    title: "SYNTHETIC: Show HN: A 300-comment thread for benchmarking tree normalization",
    type: "story",
    url: "https://example.org/synthetic-benchmark",
  };
  const nodes = [{ node: root, level: 0 }];
  for (let i = 1; i <= 300; i++) {
    const id = TREE_ROOT_ID + 100000 + i;
    // Favour recent comments as parents, and the root a third of the time: HN-like fan-out.
    const candidates = nodes.filter((n) => n.level < 12);
    const parent = rand() < 0.3 ? nodes[0] : candidates[Math.max(0, candidates.length - 1 - Math.floor(rand() * rand() * candidates.length))];
    const deleted = i % 97 === 0;
    const time = T0 + i * 37 + int(0, 30);
    const node = {
      author: deleted ? null : pick(HANDLES),
      children: [],
      created_at: new Date(time * 1000).toISOString(),
      created_at_i: time,
      id,
      options: [],
      parent_id: parent.node.id,
      points: null,
      story_id: TREE_ROOT_ID,
      text: deleted ? null : pick(COMMENT_SHAPES)(),
      title: null,
      type: "comment",
      url: null,
    };
    parent.node.children.push(node);
    nodes.push({ node, level: parent.level + 1 });
  }
  return root;
}

const countLive = (nodes) => nodes.reduce((n, c) => n + (c.author === null ? 0 : 1) + countLive(c.children), 0);

function generateFirebase(tree) {
  const items = {};
  items[TREE_ROOT_ID] = {
    by: tree.author,
    descendants: countLive(tree.children),
    id: TREE_ROOT_ID,
    kids: tree.children.map((c) => c.id),
    score: tree.points,
    time: tree.created_at_i,
    title: tree.title,
    type: "story",
    url: tree.url,
  };
  const stories = [];
  const asks = [];
  const shows = [];
  for (let i = 1; i <= 520; i++) {
    const id = TREE_ROOT_ID + i;
    const time = T0 - i * 600;
    if (i > 500) {
      items[id] = { by: pick(HANDLES), id, score: 1, time, title: `SYNTHETIC: Startup ${i} (YC S24) is hiring engineers`, type: "job", url: `https://example.org/jobs/${i}` };
      continue;
    }
    const kind = i % 9 === 0 ? "ask" : i % 7 === 0 ? "show" : "link";
    // No replies: only the tree root has a comment tree the fake upstream can serve.
    const item = { by: pick(HANDLES), descendants: 0, id, score: int(1, 900), time, type: "story" };
    if (kind === "ask") {
      item.title = `SYNTHETIC: Ask HN: How do you handle ${pick(WORDS)} ${pick(WORDS)}?`;
      item.text = `${sentence()}<p>${sentence()} I&#x27;d love to hear from people running this at scale.`;
      asks.push(id);
    } else {
      item.title = `SYNTHETIC: ${kind === "show" ? "Show HN: " : ""}${sentence().replace(/\.$/, "")}`;
      item.url = `https://example.org/${kind}/${i}`;
      if (kind === "show") shows.push(id);
    }
    items[id] = item;
    stories.push(id);
  }
  const byScore = [...stories].sort((a, b) => items[b].score - items[a].score);
  const jobs = Object.values(items).filter((x) => x.type === "job").map((x) => x.id);
  write("hn-firebase/hn-firebase_items_SYNTHETIC.json", items);
  write("hn-firebase/hn-firebase_topstories_SYNTHETIC.json", [TREE_ROOT_ID, 8863, 121003, 126809, ...stories].slice(0, 500));
  write("hn-firebase/hn-firebase_newstories_SYNTHETIC.json", stories.slice(0, 500));
  write("hn-firebase/hn-firebase_beststories_SYNTHETIC.json", [8863, ...byScore].slice(0, 500));
  write("hn-firebase/hn-firebase_askstories_SYNTHETIC.json", [121003, ...asks].slice(0, 200));
  write("hn-firebase/hn-firebase_showstories_SYNTHETIC.json", shows.slice(0, 200));
  write("hn-firebase/hn-firebase_jobstories_SYNTHETIC.json", [192327, ...jobs].slice(0, 200));
}

// ---------------------------------------------------------------------------------------------
// App Store RSS: the legacy iTunes JSON feed (`/{cc}/rss/{feed}/limit=N[/genre=G]/json`), an
// XML-to-JSON shape where every value sits in `label`/`attributes`. Apps are fictional.
// ---------------------------------------------------------------------------------------------
const GENRES = [
  ["6014", "Games"],
  ["6005", "Social Networking"],
  ["6007", "Productivity"],
  ["6015", "Finance"],
  ["6008", "Photo & Video"],
  ["6002", "Utilities"],
  ["6013", "Health & Fitness"],
];
const APP_NAMES = ["Pocket Atlas", "Tally Ledger", "Lumen Notes", "Orbit Chat", "Puzzle Harbor", "Pixel Forge", "Stride Coach", "Quiet Timer", "Budget Kite", "Frame Shift", "Echo Rooms", "Tile Quest", "Ferry Maps", "Pulse Journal", "Vault Keys"];
const DEVELOPERS = ["Northwind Labs LLC", "Blue Heron Software", "Quayside Apps Ltd.", "Kestrel & Co.", "Tinfoil Studio GmbH"];

function rssEntry(i, paid, genre) {
  const name = `${pick(APP_NAMES)} ${i}`;
  const dev = pick(DEVELOPERS);
  const trackId = String(1600000000 + i * 7919);
  const devId = String(1500000000 + DEVELOPERS.indexOf(dev));
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const amount = paid ? pick(["0.99000", "2.99000", "4.99000", "9.99000"]) : "0.00000";
  const img = (h) => ({ label: `https://is1-ssl.mzstatic.com/image/thumb/Purple/v4/synthetic/${trackId}/AppIcon-${h}x${h}bb.png`, attributes: { height: String(h) } });
  const day = `2024-0${int(1, 5)}-${String(int(10, 28))}`;
  return {
    "im:name": { label: name },
    "im:image": [img(53), img(75), img(100)],
    summary: { label: `SYNTHETIC app. ${name} helps you ${pick(["plan", "track", "share", "organise"])} your ${pick(["day", "money", "photos", "workouts"])} &amp; more.\n\nNo real app has this id.` },
    "im:price": { label: paid ? `$${Number(amount).toFixed(2)}` : "Get", attributes: { amount, currency: "USD" } },
    "im:contentType": { attributes: { term: "Application", label: "Application" } },
    rights: { label: `© 2024 ${dev}` },
    title: { label: `${name} - ${dev}` },
    link: [
      { attributes: { rel: "alternate", type: "text/html", href: `https://apps.apple.com/us/app/${slug}/id${trackId}?uo=2` } },
      { "im:duration": { label: "0" }, attributes: { title: "Preview", rel: "enclosure", type: "image/jpeg", href: `https://example.org/previews/${trackId}.jpg`, "im:assetType": "preview" } },
    ],
    id: { label: `https://apps.apple.com/us/app/${slug}/id${trackId}?uo=2`, attributes: { "im:id": trackId, "im:bundleId": `org.example.${slug.replace(/-/g, "")}` } },
    "im:artist": { label: dev, attributes: { href: `https://apps.apple.com/us/developer/${dev.toLowerCase().replace(/[^a-z0-9]+/g, "-")}/id${devId}?uo=2` } },
    category: { attributes: { "im:id": genre[0], term: genre[1], scheme: `https://apps.apple.com/us/genre/ios-${genre[1].toLowerCase().replace(/[^a-z]+/g, "-")}/id${genre[0]}?uo=2`, label: genre[1] } },
    "im:releaseDate": { label: `${day}T00:00:00-07:00`, attributes: { label: day } },
  };
}

const FEEDS = [
  ["topfreeapplications", "Top Free Apps", false, 0],
  ["toppaidapplications", "Top Paid Apps", true, 100],
  ["topgrossingapplications", "Top Grossing Apps", false, 200],
  ["newapplications", "New Apps", false, 300],
];

function generateRss() {
  for (const [feed, title, paid, offset] of FEEDS) {
    const entries = Array.from({ length: 50 }, (_, k) => rssEntry(offset + k + 1, paid, GENRES[k % GENRES.length]));
    write(`appstore-rss/appstore-rss_us_${feed}_SYNTHETIC.json`, {
      feed: {
        author: { name: { label: "iTunes Store" }, uri: { label: "http://www.apple.com/itunes/" } },
        entry: entries,
        updated: { label: "2024-06-01T09:00:00-07:00" },
        rights: { label: "Copyright 2008 Apple Inc." },
        title: { label: `iTunes Store: ${title}` },
        icon: { label: "http://itunes.apple.com/favicon.ico" },
        link: [
          { attributes: { rel: "alternate", type: "text/html", href: `https://apps.apple.com/WebObjects/MZStore.woa/wa/viewTop?cc=us&id=1&popId=27` } },
          { attributes: { rel: "self", href: `https://itunes.apple.com/us/rss/${feed}/limit=50/json` } },
        ],
        id: { label: `https://itunes.apple.com/us/rss/${feed}/limit=50/json` },
      },
    });
  }
}

const tree = generateTree();
write(`hn-algolia/hn-algolia_items_${TREE_ROOT_ID}_SYNTHETIC-300-comments.json`, tree);
generateFirebase(tree);
generateRss();
console.log("synthetic fixtures written under", ROOT);
