import { z } from "@hono/zod-openapi";
import { SCOPE_SOCIAL } from "../auth/keys";
import { capabilitiesRoute } from "./capabilities";
import { cursorParam } from "./params";
import { providerGet } from "./provider-route";
import { SocialPostPageSchema, SocialPostSchema } from "./social.records";

export const socialPostsParams = z.object({
  handle: z.string().regex(/^@?[A-Za-z0-9_]{1,15}$/, "must be an account handle").openapi({ param: { name: "handle", in: "path" }, example: "jack" }),
});
export const socialPostsQuery = z.object({ cursor: cursorParam.optional() });
export const socialPostParams = z.object({
  post_id: z.string().regex(/^[1-9]\d{0,19}$/, "must be a numeric post id (digits, no leading zero)").openapi({ param: { name: "post_id", in: "path" }, example: "20" }),
});

export const socialPostsRoute = providerGet({
  provider: "social",
  path: "/v1/social/users/{handle}/posts",
  summary: "Posts of an account, newest first",
  auth: "key",
  scope: SCOPE_SOCIAL,
  params: socialPostsParams,
  query: socialPostsQuery,
  data: SocialPostPageSchema,
});

export const socialPostRoute = providerGet({
  provider: "social",
  path: "/v1/social/posts/{post_id}",
  summary: "One post",
  auth: "key",
  scope: SCOPE_SOCIAL,
  params: socialPostParams,
  data: SocialPostSchema,
});

export const socialRoutes = [socialPostsRoute, socialPostRoute];

/**
 * `GET /v1/social/capabilities` (public, free; docs/contract.md#discovery): the implemented social
 * route table and the live provider status including circuit state, in the one capabilities body.
 */
export const socialCapabilitiesRoute = capabilitiesRoute("/v1/social/capabilities", ["social", "discovery"], "Social routes and provider status (circuit state)");
