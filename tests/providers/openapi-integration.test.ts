/**
 * The record schemas are documented where clients look: the provider workers' /openapi.json and
 * the api front door's (which registers the same route specs). The front door also answers the
 * public news capabilities and the unsupported apps operations without a key or a charge.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { Capabilities } from "@shared/contract/capabilities";
import { newsCapabilitiesRoute } from "@shared/contract/news.routes";
import api from "../../workers/api/src/index";
import { createNewsApp } from "../../workers/news/src/news.app";
import { expectData, expectError, freshWorld, providerApp } from "./harness";

beforeEach(freshWorld);

type OpenApiDoc = {
  components: { schemas: Record<string, unknown> };
  paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, { schema: unknown }> }> } }>;
};

const docOf = async (res: Response) => (await res.json()) as OpenApiDoc;
const dataSchemaOf = (doc: OpenApiDoc, path: string) =>
  JSON.stringify(doc.paths[path]?.get?.responses["200"]?.content?.["application/json"]?.schema ?? null);

/** The api worker with fake NEWS/APPS bindings: NEWS is the real news app, APPS must not be called. */
function apiEnv() {
  const news = createNewsApp();
  const notCalled = { fetch: () => Promise.reject(new Error("the front door must not forward this")) };
  return { ...env, NEWS: { fetch: (req: Request) => Promise.resolve(news.request(req, undefined, env)) }, APPS: notCalled, VIDEO: notCalled, SOCIAL: notCalled };
}

describe("/openapi.json documents the records", () => {
  it("news worker: NewsItem (recursive), NewsUser and Capabilities, referenced by each route", async () => {
    const doc = await docOf(await providerApp("news").get("/openapi.json"));
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["NewsItem", "NewsUser", "Capabilities"]));
    expect(JSON.stringify(doc.components.schemas.NewsItem)).toContain("#/components/schemas/NewsItem");
    for (const path of ["/v1/news/stories_top", "/v1/news/search", "/v1/news/item/{id}"]) expect(dataSchemaOf(doc, path)).toContain("#/components/schemas/NewsItem");
    expect(dataSchemaOf(doc, "/v1/news/user/{handle}")).toContain("#/components/schemas/NewsUser");
  });

  it("apps worker: App and AppListItem, referenced by each route", async () => {
    const doc = await docOf(await providerApp("apps").get("/openapi.json"));
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["App", "AppListItem", "AppRating"]));
    for (const path of ["/v1/apps/app", "/v1/apps/search", "/v1/apps/similar"]) expect(dataSchemaOf(doc, path)).toContain("#/components/schemas/App\"");
    expect(dataSchemaOf(doc, "/v1/apps/list")).toContain("#/components/schemas/AppListItem");
  });

  it("video worker: Video, VideoSummary, VideoChannel, VideoComment, VideoPlaylist, VideoTranscript, referenced by each route", async () => {
    const doc = await docOf(await providerApp("video").get("/openapi.json"));
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["Video", "VideoSummary", "VideoChannel", "VideoComment", "VideoPlaylist", "VideoTranscript"]));
    const expected: Record<string, string> = {
      "/v1/video/search": "VideoSummary",
      "/v1/video/video/{id}": "Video",
      "/v1/video/channel/{id}": "VideoChannel",
      "/v1/video/comments/{id}": "VideoComment",
      "/v1/video/playlist/{id}": "VideoPlaylist",
      "/v1/video/related/{id}": "VideoSummary",
      "/v1/video/transcript/{id}": "VideoTranscript",
    };
    for (const [path, schema] of Object.entries(expected)) expect(dataSchemaOf(doc, path)).toContain(`#/components/schemas/${schema}"`);
  });

  it("social worker: SocialPost and SocialPostPage, referenced by each route", async () => {
    const doc = await docOf(await providerApp("social").get("/openapi.json"));
    expect(dataSchemaOf(doc, "/v1/social/posts/{post_id}")).toContain('#/components/schemas/SocialPost"');
    expect(dataSchemaOf(doc, "/v1/social/users/{handle}/posts")).toContain('#/components/schemas/SocialPostPage"');
  });

  it("api front door: the same record schemas, and the capabilities and unsupported routes", async () => {
    const doc = await docOf(await api.request("/openapi.json", {}, apiEnv()));
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["NewsItem", "NewsUser", "Capabilities", "App", "AppListItem", "Video", "VideoTranscript", "SocialPost", "SocialPostPage"]));
    expect(dataSchemaOf(doc, "/v1/video/comments/{id}")).toContain('#/components/schemas/VideoComment"');
    expect(dataSchemaOf(doc, "/v1/social/users/{handle}/posts")).toContain('#/components/schemas/SocialPostPage"');
    expect(dataSchemaOf(doc, "/v1/news/item/{id}")).toContain("#/components/schemas/NewsItem");
    expect(dataSchemaOf(doc, "/v1/apps/app")).toContain("#/components/schemas/App\"");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/v1/news/capabilities", "/v1/social/capabilities", "/v1/apps/reviews", "/v1/apps/version_history", "/fetcher/healthz", "/fetcher/readyz", "/llms.txt"]),
    );
  });
});

describe("api front door", () => {
  it("serves /v1/news/capabilities publicly: the news routes and the news worker's live status", async () => {
    const res = await api.request("/v1/news/capabilities", { headers: { "X-Request-Id": "caps-1" } }, apiEnv());
    const body = await expectData<Capabilities>(res, { route: newsCapabilitiesRoute });
    expect(body.data.providers).toHaveLength(1);
    expect(body.data.providers[0]).toMatchObject({ name: "news", status: "available", circuit: "closed" });
    expect(body.data.providers[0]!.routes).toContainEqual({ method: "GET", path: "/v1/news/item/{id}", auth: "key", scope: null, price_credits: 1 });
    expect(body.meta.request_id).toBe("caps-1");
  });

  it("answers /v1/apps/reviews with 400 unsupported_operation itself, with no key and nothing forwarded", async () => {
    await expectError(await api.request("/v1/apps/reviews?id=284882215", {}, apiEnv()), 400, "unsupported_operation");
  });
});

describe("worker entry", () => {
  it("the news worker's default export serves its routes and /__status", async () => {
    const { SELF } = await import("cloudflare:test");
    expect((await SELF.fetch("http://news.internal/__status")).status).toBe(200);
    await expectData(await SELF.fetch("http://news.internal/v1/news/capabilities"), { route: newsCapabilitiesRoute });
  });
});
