import { z } from "@hono/zod-openapi";
import { intParam, langParam } from "./params";
import { providerGet } from "./provider-route";

const idParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "must be a platform id").openapi({ param: { name: "id", in: "path" } }),
});
const languageQuery = z.object({ language: langParam("language").optional() });

const byId = (kind: string, summary: string, query: z.ZodObject = languageQuery) =>
  providerGet({ provider: "video", path: `/v1/video/${kind}/{id}`, summary, params: idParams, query, auth: "optional" });

export const videoRoutes = [
  providerGet({
    provider: "video",
    path: "/v1/video/search",
    summary: "Search videos",
    auth: "optional",
    query: z.object({
      term: z.string().min(1, "is required").max(200).openapi({ param: { name: "term", in: "query" } }),
      language: langParam("language").optional(),
      limit: intParam(1, 50, "limit", 20).optional(),
    }),
  }),
  byId("video", "One video"),
  byId("channel", "One channel"),
  byId("comments", "Comments of a video", z.object({ limit: intParam(1, 50, "limit", 20).optional() })),
  byId("playlist", "One playlist"),
  byId("related", "Videos related to a video"),
  byId("transcript", "Transcript of a video"),
];
