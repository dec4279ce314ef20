/**
 * The social worker's routes against the fake syndication endpoints (tests/fixtures/upstream/social,
 * SYNTHETIC): posts exactly as docs/contract.md#providers, the post_page of an account newest first with
 * HMAC cursors, 404s, unknown shapes as 502, and the capabilities route with the circuit state.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { Capabilities } from "@shared/contract/capabilities";
import { CIRCUIT_DEFAULTS } from "@shared/provider";
import type { SocialPost, SocialPostPage } from "@shared/contract/social.records";
import { socialCapabilitiesRoute, socialPostRoute, socialPostsRoute } from "@shared/contract/social.routes";
import { postToken } from "../../workers/social/src/syndication.upstream";
import { postDate } from "../../workers/social/src/syndication.normalize";
import { expectData, expectError, fake, freshWorld, providerApp } from "./harness";

beforeEach(freshWorld);

const social = () => providerApp("social");
const ids = (posts: SocialPost[]) => posts.map((p) => BigInt(p.id.split(":")[2]!));

describe("GET /v1/social/posts/{post_id}", () => {
  it("answers the post in the contract's shape: ids with platform, @handle, RFC 3339, metrics with explicit nulls, media", async () => {
    const { data } = await expectData<SocialPost>(await social().get("/v1/social/posts/1800000000000000001"), socialPostRoute);
    expect(data).toEqual({
      id: "x:post:1800000000000000001",
      platform: "x",
      author: { id: "x:user:1700000000000000001", handle: "@synthuser" },
      text: "A synthetic post with a photo & a link https://t.co/synth",
      created_at: "2024-06-01T12:34:56Z",
      metrics: { likes: 10, reposts: null, views: null },
      media: [{ type: "image", url: "https://pbs.twimg.com/media/synthetic1.jpg" }],
    });
  });

  it("keeps a stated zero, and gives a video its best MP4", async () => {
    const { data } = await expectData<SocialPost>(await social().get("/v1/social/posts/1800000000000000002"), socialPostRoute);
    expect(data.metrics.likes).toBe(0);
    expect(data.media).toEqual([{ type: "video", url: "https://video.twimg.com/synthetic2-high.mp4" }]);
  });

  it("sends the token derived from the id, as the embed script does", async () => {
    await expectData(await social().get("/v1/social/posts/1800000000000000001"), socialPostRoute);
    expect(Object.keys((await fake.hits()).by_url)).toEqual([`/tweet-result?id=1800000000000000001&lang=en&token=${postToken("1800000000000000001")}`]);
  });

  it.each(["1", "1800000000000000099"])("answers 404 not_found for an unknown or deleted post (%s)", async (id) => {
    await expectError(await social().get(`/v1/social/posts/${id}`), 404, "not_found");
  });

  it("answers 502 for a post without author or date: never a half-filled post", async () => {
    await expectError(await social().get("/v1/social/posts/1800000000000000098"), 502, "upstream_unavailable");
  });

  it.each(["abc", "12a", "1".repeat(21), "020", "0"])("rejects the post id %j with 400 invalid_request", async (id) => {
    const error = await expectError(await social().get(`/v1/social/posts/${id}`), 400, "invalid_request");
    expect(error.message).toContain('"post_id"');
    expect((await fake.hits()).total).toBe(0);
  });
});

describe("GET /v1/social/users/{handle}/posts", () => {
  it("answers a post_page: the account's own posts newest first (pinned sorted in, reposts left out), 20 then the rest by cursor", async () => {
    const app = social();
    const first = await expectData<SocialPostPage>(await app.get("/v1/social/users/synthuser/posts"), socialPostsRoute);
    expect(first.data.posts).toHaveLength(20);
    const firstIds = ids(first.data.posts);
    expect([...firstIds].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(firstIds);
    expect(first.data.posts.every((p) => p.author.handle === "@synthuser")).toBe(true);
    expect(first.data.availability).toEqual({ status: "complete", source: "syndication_timeline", posts_in_window: 25 });
    expect(first.data.next_cursor).toBe(first.meta.next_cursor);

    const second = await expectData<SocialPostPage>(await app.get(`/v1/social/users/synthuser/posts?cursor=${first.data.next_cursor}`), socialPostsRoute);
    expect(second.data.posts).toHaveLength(5);
    expect(ids(second.data.posts)[0]! < firstIds.at(-1)!).toBe(true);
    expect(second.data.next_cursor).toBeNull();
    expect(second.data.availability.status).toBe("partial");
    expect((await fake.hits()).total).toBe(1); // both pages from one cached timeline read
  });

  it("converts the timeline's classic dates to RFC 3339 and reads views where stated", async () => {
    const { data } = await expectData<SocialPostPage>(await social().get("/v1/social/users/@SynthUser/posts"), socialPostsRoute);
    const fourth = data.posts.find((p) => p.text === "Synthetic timeline post 4")!;
    expect(fourth).toMatchObject({ created_at: "2024-06-30T08:00:00Z", metrics: { likes: 8, reposts: 4, views: 1500 } });
    expect(data.posts.find((p) => p.text === "Synthetic timeline post 3")!.media).toEqual([{ type: "image", url: "https://pbs.twimg.com/media/timeline3.jpg" }]);
    expect(postDate("Sat Jun 01 23:30:00 -0130 2024")).toBe("2024-06-02T01:00:00Z");
  });

  it("answers an empty page for an account without posts, and 404 for an unknown account", async () => {
    const { data } = await expectData<SocialPostPage>(await social().get("/v1/social/users/quietuser/posts"), socialPostsRoute);
    expect(data.posts).toEqual([]);
    expect(data.next_cursor).toBeNull();
    await expectError(await social().get("/v1/social/users/nobody_here/posts"), 404, "not_found");
  });

  it("rejects an edited cursor and another account's cursor with 400 invalid_cursor", async () => {
    const app = social();
    const { data } = await expectData<SocialPostPage>(await app.get("/v1/social/users/synthuser/posts"), socialPostsRoute);
    const cursor = data.next_cursor!;
    await expectError(await app.get(`/v1/social/users/synthuser/posts?cursor=${cursor.slice(0, -3)}abc`), 400, "invalid_cursor");
    await expectError(await app.get(`/v1/social/users/quietuser/posts?cursor=${cursor}`), 400, "invalid_cursor");
  });

  it.each(["bad-handle", "a".repeat(16)])("rejects the handle %j with 400 invalid_request", async (handle) => {
    await expectError(await social().get(`/v1/social/users/${handle}/posts`), 400, "invalid_request");
  });
});

describe("GET /v1/social/capabilities", () => {
  it("lists the social routes with scope and price, and the live circuit state", async () => {
    const app = social();
    const res = await app.get("/v1/social/capabilities");
    const body = await expectData<Capabilities>(res, { route: socialCapabilitiesRoute });
    expect(body.data.providers[0]).toMatchObject({ name: "social", status: "available", circuit: "closed" });
    expect(body.data.providers[0]!.routes).toContainEqual({ method: "GET", path: "/v1/social/posts/{post_id}", auth: "key", scope: "read:social_public", price_credits: 1 });

    await fake.breakAll(["social"], "fail");
    for (let i = 0; i < CIRCUIT_DEFAULTS.failureThreshold; i++) await app.get("/v1/social/posts/1800000000000000001");
    const open = await expectData<Capabilities>(await app.get("/v1/social/capabilities"), { route: socialCapabilitiesRoute });
    expect(open.data.providers[0]).toMatchObject({ status: "degraded", circuit: "open" });
  });
});
