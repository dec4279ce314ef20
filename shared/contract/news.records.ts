import { z } from "@hono/zod-openapi";

/**
 * Records the news provider returns. Choices (documented here because the spec leaves record
 * fields open):
 * - `id` is an integer, as Hacker News numbers items; the route takes an integer id too.
 * - Unknown values are explicit `null`, never a made-up zero or empty string.
 * - `text` is plain text made from HN's HTML (see `hnHtmlToText`); titles are already plain.
 * - `child_ids` lists the direct replies' ids (null when the source does not say, as in search
 *   hits). `children` is present only on nodes whose replies were expanded in a comment tree;
 *   a node at the depth limit has `child_ids` but no `children`.
 * - `deleted` and `dead` appear only when true.
 */
export const NEWS_ITEM_TYPES = ["story", "comment", "job", "poll", "pollopt"] as const;
export const NewsItemType = z.enum(NEWS_ITEM_TYPES).openapi("NewsItemType");
export type NewsItemType = z.infer<typeof NewsItemType>;

const itemId = z.number().int().positive();
const rfc3339 = z.iso.datetime({ offset: true });

export interface NewsItem {
  id: number;
  type: NewsItemType;
  title: string | null;
  url: string | null;
  text: string | null;
  author: string | null;
  points: number | null;
  comment_count: number | null;
  created_at: string | null;
  parent_id: number | null;
  story_id: number | null;
  child_ids: number[] | null;
  poll_option_ids?: number[];
  children?: NewsItem[];
  deleted?: true;
  dead?: true;
}

// The explicit annotation lets the recursive `children` getter type-check.
export const NewsItemSchema: z.ZodType<NewsItem> = z
  .strictObject({
    id: itemId.openapi({ description: "Hacker News item id (integer)." }),
    type: NewsItemType,
    title: z.string().nullable(),
    url: z.string().nullable(),
    text: z.string().nullable().openapi({ description: "Plain text converted from HN's HTML." }),
    author: z.string().nullable(),
    points: z.number().int().nullable(),
    comment_count: z.number().int().min(0).nullable(),
    created_at: rfc3339.nullable(),
    parent_id: itemId.nullable(),
    story_id: itemId.nullable().openapi({ description: "Root story of a comment; the item itself for stories." }),
    child_ids: z.array(itemId).nullable().openapi({ description: "Ids of direct replies; null when unknown." }),
    poll_option_ids: z.array(itemId).optional(),
    get children() {
      return z
        .array(NewsItemSchema)
        .optional()
        .openapi({ description: "Expanded replies; present only inside a comment tree above the depth limit." });
    },
    deleted: z.literal(true).optional(),
    dead: z.literal(true).optional(),
  })
  .openapi("NewsItem");

export const NewsUserSchema = z
  .strictObject({
    handle: z.string(),
    created_at: rfc3339.nullable(),
    karma: z.number().int().nullable(),
    about: z.string().nullable().openapi({ description: "Plain text converted from HN's HTML." }),
    submitted_count: z.number().int().min(0).nullable(),
  })
  .openapi("NewsUser");
export type NewsUser = z.infer<typeof NewsUserSchema>;
