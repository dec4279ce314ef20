/**
 * The social provider's reads: one syndication call each, normalized, as plain JSON the shared
 * cache can keep. The timeline read keeps the whole public window; pages are cut from it.
 */
import type { SocialPost } from "@shared/contract/social.records";
import { ApiError } from "@shared/errors";
import { normalizePost, normalizeTimeline, type Timeline } from "./syndication.normalize";
import { type Fetch, fetchPost, fetchTimeline, type SocialUpstreams } from "./syndication.upstream";

/** One post (1 call). */
export async function readPost(f: Fetch, up: SocialUpstreams, id: string): Promise<SocialPost> {
  const post = normalizePost(await fetchPost(f, up.posts, id));
  if (post.id.split(":")[2] !== id) throw new ApiError("upstream_unavailable", "The social platform sent an answer of an unexpected shape.", { internal: `asked for post ${id}, got ${post.id}` });
  return post;
}

/** The account's public timeline window, newest first (1 call). */
export async function readTimeline(f: Fetch, up: SocialUpstreams, handle: string): Promise<Timeline> {
  const timeline = normalizeTimeline(await fetchTimeline(f, up.timeline, handle), handle);
  if (timeline === null) throw new ApiError("not_found", `No public account @${handle}.`);
  return timeline;
}
