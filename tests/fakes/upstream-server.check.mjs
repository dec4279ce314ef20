// Self-check of the fake upstream (Node, outside workerd): node tests/fakes/upstream-server.check.mjs
import assert from "node:assert/strict";
import { startFakeUpstream } from "./upstream-server.mjs";

const fake = await startFakeUpstream();
const get = (path, init) => fetch(fake.url + path, init);
const control = (path, body) => fetch(fake.url + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
try {
  // Firebase: recorded bytes, synthetic items, lists, and `null` for unknown ids.
  assert.equal((await (await get("/v0/item/8863.json")).json()).by, "dhouston");
  assert.equal((await (await get("/v0/item/39000005.json")).json()).type, "story");
  assert.equal(await (await get("/v0/item/1.json")).text(), "null");
  assert.equal((await (await get("/v0/topstories.json")).json()).length, 500);
  assert.equal((await (await get("/v0/jobstories.json")).json())[0], 192327);
  assert.equal((await (await get("/v0/user/jl.json")).json()).karma, 2937);
  // Algolia: the recorded search bytes for a recorded request; pool search otherwise; trees.
  const rec = await (await get("/api/v1/search?query=apple&tags=story&hitsPerPage=1&page=0")).json();
  assert.equal(rec.hits[0].objectID, "2922756");
  const pooled = await (await get("/api/v1/search?query=&tags=story&hitsPerPage=3&page=0")).json();
  assert.ok(pooled.hits.length > 1 && pooled.hits.every((h) => h._tags.includes("story")));
  assert.equal((await (await get("/api/v1/items/17")).json()).children.length, 2);
  assert.equal((await get("/api/v1/items/5")).status, 404);
  // iTunes.
  assert.equal((await (await get("/lookup?id=284882215&entity=software")).json()).results[0].bundleId, "com.facebook.Facebook");
  assert.equal((await (await get("/lookup?bundleId=com.tinyspeck.slackmacgap")).json()).results[0].trackId, 803453959);
  assert.equal((await (await get("/lookup?id=1472954003")).json()).resultCount, 1);
  assert.equal((await (await get("/lookup?id=999")).json()).resultCount, 0);
  assert.equal((await get("/lookup?id=invalid")).status, 400);
  assert.equal((await (await get("/search?term=slack&entity=software&limit=5")).json()).results.length, 5);
  assert.equal((await (await get("/search?term=slack&entity=software&limit=200")).json()).resultCount, 39);
  // RSS: limit, genre filter, and the one-entry quirk.
  const feed = await (await get("/us/rss/topfreeapplications/limit=10/json")).json();
  assert.equal(feed.feed.entry.length, 10);
  const games = await (await get("/gb/rss/toppaidapplications/limit=100/genre=6014/json")).json();
  assert.ok(games.feed.entry.every((e) => e.category.attributes["im:id"] === "6014"));
  assert.ok(!Array.isArray((await (await get("/us/rss/newapplications/limit=1/json")).json()).feed.entry));
  // InnerTube: POSTed queries pick the fixture; unknown videos and browse ids answer as the platform does.
  const yt = (endpoint, query) => get(`/youtubei/v1/${endpoint}?prettyPrint=false`, { method: "POST", body: JSON.stringify({ context: { client: { clientName: "WEB" } }, ...query }) });
  assert.equal((await (await yt("player", { videoId: "synthVid0001" })).json()).videoDetails.lengthSeconds, "245");
  assert.equal((await (await yt("player", { videoId: "nope" })).json()).playabilityStatus.status, "ERROR");
  assert.ok((await (await yt("search", { query: "anything" })).json()).contents);
  assert.ok((await (await yt("search", { continuation: "SYN_SEARCH_P2" })).json()).onResponseReceivedCommands);
  assert.equal((await yt("browse", { browseId: "UCnope" })).status, 400);
  assert.equal((await get("/youtubei/v1/player", { method: "POST", body: "{}" })).status, 400, "no client context");
  assert.match(await (await get("/api/timedtext?v=synthVid0001&lang=en&kind=")).text(), /<transcript>/);
  // Social: the token must be the one derived from the id; the timeline is HTML with __NEXT_DATA__.
  assert.equal((await get("/tweet-result?id=1800000000000000001&token=wrong")).status, 400);
  const token = ((Number("1800000000000000001") / 1e15) * Math.PI).toString(36).replace(/(0+|\.)/g, "");
  assert.equal((await (await get(`/tweet-result?id=1800000000000000001&token=${token}`)).json()).favorite_count, 10);
  assert.match(await (await get("/srv/timeline-profile/screen-name/synthuser")).text(), /__NEXT_DATA__/);
  assert.equal((await get("/srv/timeline-profile/screen-name/nobody")).status, 404);
  // Unhandled paths are 404 and counted.
  assert.equal((await get("/nope")).status, 404);
  let hits = await (await get("/__control/hits")).json();
  assert.equal(hits.unhandled, 1);
  assert.deepEqual(hits.unhandled_paths, ["/nope"]);
  assert.equal(hits.by_path["/v0/item/8863.json"], 1);
  // Modes.
  await control("/__control/mode", { target: "hn_firebase", mode: "fail", times: 1 });
  assert.equal((await get("/v0/item/8863.json")).status, 500);
  assert.equal((await get("/v0/item/8863.json")).status, 200, "times: 1 clears the mode");
  await control("/__control/mode", { target: "/lookup", mode: "ratelimit", retry_after: 7 });
  const limited = await get("/lookup?id=284882215");
  assert.equal(limited.status, 429);
  assert.equal(limited.headers.get("retry-after"), "7");
  await control("/__control/mode", { target: "itunes", mode: "notfound" });
  assert.equal((await (await get("/search?term=slack")).json()).resultCount, 0);
  assert.equal((await get("/lookup?id=284882215")).status, 429, "a path prefix wins over an upstream name");
  await control("/__control/mode", { target: "hn_algolia", mode: "down" });
  await assert.rejects(get("/api/v1/items/17"));
  fake.setMode("/v0/user/", "slow", { delay_ms: 200 });
  const t0 = Date.now();
  assert.equal((await get("/v0/user/jl.json")).status, 200);
  assert.ok(Date.now() - t0 >= 190);
  assert.equal((await control("/__control/mode", { target: "nope", mode: "fail" })).status, 400);
  await control("/__control/reset", {});
  hits = fake.hits();
  assert.equal(hits.total, 0);
  assert.equal((await get("/api/v1/items/17")).status, 200);
  assert.equal(fake.hits().by_upstream.hn_algolia, 1);
  console.log("fake upstream self-check passed");
} finally {
  await fake.close();
}
