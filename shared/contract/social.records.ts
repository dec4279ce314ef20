import { z } from "@hono/zod-openapi";

/**
 * Records the social provider returns (docs/contract.md#providers). `platform` is the provider's short
 * name for the platform behind it ("x"); ids carry it: `x:post:<numeric>`, `x:user:<numeric>`.
 * Metrics the platform does not state are explicit `null` (the single-post endpoint has no repost
 * or view counts; the timeline has no view counts), never a zero.
 */
export const SOCIAL_PLATFORM = "x";

export const SocialMediaSchema = z
  .strictObject({ type: z.enum(["image", "video", "gif"]), url: z.string() })
  .openapi("SocialMedia");

export const SocialPostSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z]+:post:\d+$/).openapi({ example: "x:post:20" }),
    platform: z.string().openapi({ example: SOCIAL_PLATFORM }),
    author: z.strictObject({
      id: z.string().regex(/^[a-z]+:user:\d+$/).openapi({ example: "x:user:12" }),
      handle: z.string().regex(/^@/).openapi({ example: "@jack" }),
    }),
    text: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    metrics: z.strictObject({
      likes: z.number().int().min(0).nullable(),
      reposts: z.number().int().min(0).nullable(),
      views: z.number().int().min(0).nullable(),
    }),
    media: z.array(SocialMediaSchema),
  })
  .openapi("SocialPost");
export type SocialPost = z.infer<typeof SocialPostSchema>;

export const SocialAvailabilitySchema = z
  .strictObject({
    status: z.enum(["complete", "partial"]).openapi({
      description: "partial: the platform's public timeline shows only an account's most recent posts, so older ones are out of reach.",
    }),
    source: z.string().openapi({ example: "syndication_timeline" }),
    posts_in_window: z.number().int().min(0).openapi({ description: "Posts the public timeline held when it was read." }),
  })
  .openapi("SocialAvailability");

export const SocialPostPageSchema = z
  .strictObject({
    posts: z.array(SocialPostSchema).openapi({ description: "Newest first." }),
    availability: SocialAvailabilitySchema,
    next_cursor: z.string().nullable(),
  })
  .openapi("SocialPostPage");
export type SocialPostPage = z.infer<typeof SocialPostPageSchema>;
