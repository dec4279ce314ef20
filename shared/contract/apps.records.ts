import { z } from "@hono/zod-openapi";
import { orNull } from "./params";

/**
 * Records the apps provider returns. Choices (the spec leaves record fields open):
 * - Track ids are strings of digits (docs/contract.md#providers).
 * - Unknown values are explicit `null`; list fields are `[]` when the store lists nothing.
 * - `rating` appears only when the caller asked for ratings; inside it, a count of 0 makes the
 *   average null (the store reports 0 for "no ratings", which is not a rating of zero).
 * - Chart listings (App Store RSS) become the smaller `AppListItem`: the feed carries a tenth of
 *   the lookup fields, and a full `App` full of nulls would read as "the app has no version".
 *   Its `id` feeds straight into `/v1/apps/app?id=` for the full record.
 */
const trackId = z.string().regex(/^\d+$/).openapi({ description: "Numeric track id, as a string.", example: "284882215" });
const rfc3339 = z.iso.datetime({ offset: true });

export const AppDeveloperSchema = z
  .strictObject({
    id: z.string().nullable().openapi({ description: "Numeric artist id, as a string." }),
    name: z.string().nullable(),
    url: z.string().nullable(),
  })
  .openapi("AppDeveloper");

export const AppPriceSchema = z
  .strictObject({
    amount: z.number().min(0),
    currency: z.string(),
    formatted: z.string().nullable(),
  })
  .openapi("AppPrice");

export const AppRatingSchema = z
  .strictObject({
    average: z.number().min(0).max(5).nullable(),
    count: z.number().int().min(0).nullable(),
  })
  .openapi("AppRating");

export const AppSchema = z
  .strictObject({
    id: trackId,
    bundle_id: z.string().nullable(),
    name: z.string(),
    developer: AppDeveloperSchema,
    description: z.string().nullable(),
    price: orNull(AppPriceSchema),
    genres: z.array(z.string()),
    primary_genre: z.string().nullable(),
    rating: AppRatingSchema.optional().openapi({ description: "Present only when ratings were requested." }),
    version: z.string().nullable(),
    release_date: rfc3339.nullable().openapi({ description: "First release." }),
    updated_at: rfc3339.nullable().openapi({ description: "Release of the current version." }),
    size_bytes: z.number().int().min(0).nullable(),
    content_rating: z.string().nullable(),
    languages: z.array(z.string()).openapi({ description: "ISO 639-1 codes as the store lists them, upper case." }),
    icon_url: z.string().nullable(),
    screenshots: z.array(z.string()),
    url: z.string().nullable(),
    minimum_os_version: z.string().nullable(),
    seller: z.strictObject({ name: z.string(), url: z.string().nullable() }).nullable(),
  })
  .openapi("App");
export type App = z.infer<typeof AppSchema>;

export const AppListItemSchema = z
  .strictObject({
    rank: z.number().int().min(1).openapi({ description: "Position in the chart, from 1." }),
    id: trackId,
    bundle_id: z.string().nullable(),
    name: z.string(),
    developer: AppDeveloperSchema,
    summary: z.string().nullable(),
    price: orNull(AppPriceSchema),
    primary_genre: z.string().nullable(),
    icon_url: z.string().nullable(),
    url: z.string().nullable(),
    release_date: rfc3339.nullable(),
  })
  .openapi("AppListItem");
export type AppListItem = z.infer<typeof AppListItemSchema>;
