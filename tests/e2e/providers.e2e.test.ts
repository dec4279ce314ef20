/**
 * The news, apps, video and social providers through the real dev stack (`npm run dev`, started by
 * dev-stack.setup.ts with SVC_UPSTREAM_* pointing at the fake upstream): front door → service
 * binding → provider worker → fake HN / iTunes / App Store, over HTTP.
 */
import { describe, expect, inject, it } from "vitest";
import topIds from "../fixtures/upstream/hn-firebase/hn-firebase_topstories_SYNTHETIC.json";
import { stackUrl } from "../support/stack";

const API = stackUrl("base_url");
const keyed = () => ({ Authorization: `Bearer ${inject("devKey")}` });
/** A client IP of its own, so anonymous apps calls do not share another test's daily quota. */
const anonymous = () => ({ "CF-Connecting-IP": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

async function json(res: Response): Promise<{ data: any; meta: any; error?: { code: string } }> {
  return (await res.json()) as { data: any; meta: any };
}

describe("news through the front door", () => {
  it("serves a story list from the upstream, with a cursor to the next page", async () => {
    const res = await fetch(`${API}/v1/news/stories_top?limit=3`, { headers: keyed() });
    const body = await json(res);
    expect(res.status).toBe(200);
    expect(body.data.map((i: { id: number }) => i.id)).toEqual(topIds.slice(0, 3));
    expect(["miss", "hit"]).toContain(res.headers.get("x-cache"));
    const next = await json(await fetch(`${API}/v1/news/stories_top?cursor=${body.meta.next_cursor}`, { headers: keyed() }));
    expect(next.data.map((i: { id: number }) => i.id)).toEqual(topIds.slice(3, 6));
  });

  it("serves an item with its comment tree, and the second time from the cache", async () => {
    const first = await fetch(`${API}/v1/news/item/39000000?depth=2`, { headers: keyed() });
    const body = await json(first);
    expect(first.status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0].children.length).toBe(90);
    const again = await fetch(`${API}/v1/news/item/39000000?depth=2`, { headers: keyed() });
    expect(again.headers.get("x-cache")).toBe("hit");
  });

  it("rejects a cursor of another list with 400 invalid_cursor", async () => {
    const { meta } = await json(await fetch(`${API}/v1/news/stories_new?limit=2`, { headers: keyed() }));
    const res = await fetch(`${API}/v1/news/stories_best?cursor=${meta.next_cursor}`, { headers: keyed() });
    expect(res.status).toBe(400);
    expect((await json(res)).error?.code).toBe("invalid_cursor");
  });

  it("lists the news operations publicly at /v1/news/capabilities", async () => {
    const res = await fetch(`${API}/v1/news/capabilities`);
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data.providers).toEqual([expect.objectContaining({ name: "news", circuit: "closed" })]);
  });
});

describe("apps through the front door", () => {
  it("looks an app up anonymously, by track id and by bundle id", async () => {
    for (const query of ["id=284882215", "appId=com.facebook.Facebook"]) {
      const res = await fetch(`${API}/v1/apps/app?${query}`, { headers: anonymous() });
      const { data } = await json(res);
      expect(res.status).toBe(200);
      expect(data).toEqual([expect.objectContaining({ id: "284882215", name: "Facebook" })]);
    }
  });

  it("serves a chart with a key", async () => {
    const res = await fetch(`${API}/v1/apps/list?collection=top_free&limit=3`, { headers: keyed() });
    expect(res.status).toBe(200);
    expect((await json(res)).data.map((a: { rank: number }) => a.rank)).toEqual([1, 2, 3]);
  });

  it("answers unsupported operations 400 and unknown paths 404", async () => {
    const unsupported = await fetch(`${API}/v1/apps/reviews?id=284882215`, { headers: anonymous() });
    expect(unsupported.status).toBe(400);
    expect((await json(unsupported)).error?.code).toBe("unsupported_operation");
    expect((await fetch(`${API}/v1/apps/charts`, { headers: anonymous() })).status).toBe(404);
  });
});

describe("video through the front door", () => {
  it("serves a video anonymously, and comments a page at a time with a cursor", async () => {
    const ip = anonymous();
    const res = await fetch(`${API}/v1/video/video/synthVid0001`, { headers: ip });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ id: "synthVid0001", duration_s: 245, channel: { handle: "@synthchannel" } });
    const first = await json(await fetch(`${API}/v1/video/comments/synthVid0001?limit=15`, { headers: keyed() }));
    const second = await json(await fetch(`${API}/v1/video/comments/synthVid0001?limit=15&cursor=${first.meta.next_cursor}`, { headers: keyed() }));
    expect([...first.data, ...second.data]).toHaveLength(25);
  });

  it("serves a transcript, and 404 for a private video", async () => {
    const { data } = await json(await fetch(`${API}/v1/video/transcript/synthVid0001?language=en`, { headers: keyed() }));
    expect(data.segments[0]).toEqual({ start_s: 0, duration_s: 2.5, text: "Welcome to a synthetic lecture." });
    const priv = await fetch(`${API}/v1/video/video/synthVidPriv`, { headers: keyed() });
    expect(priv.status).toBe(404);
    expect((await json(priv)).error?.code).toBe("not_found");
  });
});

describe("social through the front door", () => {
  it("serves an account's posts newest first and one post, with the scoped dev key", async () => {
    const page = await json(await fetch(`${API}/v1/social/users/synthuser/posts`, { headers: keyed() }));
    expect(page.data.posts).toHaveLength(20);
    expect(page.data.posts[0].author).toEqual({ id: "x:user:1700000000000000001", handle: "@synthuser" });
    const post = await json(await fetch(`${API}/v1/social/posts/1800000000000000001`, { headers: keyed() }));
    expect(post.data).toMatchObject({ id: "x:post:1800000000000000001", metrics: { likes: 10, reposts: null, views: null } });
  });

  it("needs a key, and reports its circuit at /v1/social/capabilities", async () => {
    expect((await fetch(`${API}/v1/social/posts/1800000000000000001`)).status).toBe(401);
    const { data } = await json(await fetch(`${API}/v1/social/capabilities`));
    expect(data.providers).toEqual([expect.objectContaining({ name: "social", status: "available", circuit: "closed" })]);
  });
});

describe("discovery", () => {
  it("reports news and apps available with a closed circuit in /v1/capabilities", async () => {
    const { data } = await json(await fetch(`${API}/v1/capabilities`));
    const byName = Object.fromEntries(data.providers.map((p: { name: string }) => [p.name, p]));
    expect(byName.news).toMatchObject({ status: "available", circuit: "closed" });
    expect(byName.apps).toMatchObject({ status: "available", circuit: "closed" });
    expect(byName.video).toMatchObject({ status: "available", circuit: "closed" });
    expect(byName.social).toMatchObject({ status: "available", circuit: "closed" });
  });

  it("documents the news and apps records in the front door's /openapi.json", async () => {
    const doc = (await (await fetch(`${API}/openapi.json`)).json()) as { components: { schemas: Record<string, unknown> } };
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["NewsItem", "NewsUser", "App", "AppListItem"]));
  });

  it("reads come from the fake upstream the dev stack was pointed at", async () => {
    await fetch(`${API}/v1/news/user/jl`, { headers: keyed() });
    await fetch(`${API}/v1/apps/search?term=slack`, { headers: keyed() });
    const hits = (await (await fetch(`${inject("upstreamUrl")}/__control/hits`)).json()) as { by_upstream: Record<string, number>; unhandled: number };
    expect(hits.by_upstream.hn_firebase).toBeGreaterThan(0);
    expect(hits.by_upstream.itunes).toBeGreaterThan(0);
    expect(hits.unhandled).toBe(0);
  });
});
