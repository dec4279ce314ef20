/**
 * Route handlers of the social worker. Posts pages are cut from the cached timeline window, 20 at
 * a time; the cursor carries the id of the last post served, so a window that moved (new posts on
 * top) neither repeats nor skips a post.
 */
import type { Context } from "hono";
import { providerCapabilities } from "@shared/contract/capabilities";
import type { SocialPostPage } from "@shared/contract/social.records";
import { socialPostParams, socialPostsParams, socialPostsQuery, socialRoutes } from "@shared/contract/social.routes";
import { ApiError } from "@shared/errors";
import { ok } from "@shared/http/envelope";
import { cursorCodec } from "@shared/http/cursor";
import { cursorScope, providerOk, providerRead, statusOf, validated } from "@shared/provider";
import type { SocialEnv } from "./env";
import { numericId } from "./syndication.normalize";
import { socialUpstreams } from "./syndication.upstream";
import { readPost, readTimeline } from "./social.reads";

export const SOCIAL_PAGE_SIZE = 20;

/** `GET /v1/social/posts/{post_id}` */
export async function postHandler(c: Context<SocialEnv>) {
  const { post_id } = validated(c, "param", socialPostParams);
  const { value, read } = await providerRead(c, ["post", post_id], (f) => readPost(f, socialUpstreams(c.env), post_id));
  return providerOk(c, read, value);
}

/** `GET /v1/social/users/{handle}/posts`: `data` is a post_page (docs/contract.md#providers). */
export async function postsHandler(c: Context<SocialEnv>) {
  const handle = validated(c, "param", socialPostsParams).handle.replace(/^@/, "").toLowerCase();
  const { cursor } = validated(c, "query", socialPostsQuery);
  const scope = await cursorScope(`social/posts/${handle}`);
  const codec = cursorCodec(c.env.CURSOR_SECRET);
  const before = cursor === undefined ? null : beforeOf(await codec.decode(scope, cursor));
  const { value, read } = await providerRead(c, ["timeline", handle], (f) => readTimeline(f, socialUpstreams(c.env), handle));
  const rest = before === null ? value.posts : value.posts.filter((p) => BigInt(numericId(p)) < before);
  const posts = rest.slice(0, SOCIAL_PAGE_SIZE);
  const more = rest.length > posts.length;
  const next_cursor = more ? await codec.encode(scope, { before: numericId(posts[posts.length - 1]!) }) : null;
  const page: SocialPostPage = {
    posts,
    // The public window ends where `more` does: older posts, if any, are out of the platform's reach.
    availability: { status: more ? "complete" : "partial", source: "syndication_timeline", posts_in_window: value.posts.length },
    next_cursor,
  };
  return providerOk(c, read, page, { next_cursor, has_more: more });
}

function beforeOf(p: Record<string, unknown>): bigint {
  if (typeof p.before !== "string" || !/^\d{1,20}$/.test(p.before)) {
    throw new ApiError("invalid_cursor", "The cursor is unknown, expired or was modified; restart from the first page.", { internal: "cursor position" });
  }
  return BigInt(p.before);
}

/** `GET /v1/social/capabilities` as the social worker answers it: its routes and this isolate's circuit. */
export function capabilitiesHandler(c: Context<SocialEnv>) {
  return ok(c, { providers: [providerCapabilities("social", statusOf(c.get("provider")), socialRoutes)] });
}
