/**
 * The platform's public syndication endpoints (docs/contract.md#upstreams), the ones its embeds use:
 * `/tweet-result?id&token` (one post, JSON) on `SVC_UPSTREAM_SOCIAL`, and
 * `/srv/timeline-profile/screen-name/{handle}` (an account's recent posts, an HTML page whose
 * `__NEXT_DATA__` script holds the JSON) on the syndication host: `SVC_UPSTREAM_SOCIAL_TIMELINE` when
 * set, else `SVC_UPSTREAM_SOCIAL` when set (DECISIONS §4 puts both paths under SOCIAL; the timeline
 * variable overrides that host on its own), else the public syndication host.
 */
import { ApiError } from "@shared/errors";
import { type Fetch, getUpstreamJson, getUpstreamText, upstreamBase } from "@shared/provider/upstream-json";
import { decodeEntities } from "@shared/provider/html-entities";

export type { Fetch } from "@shared/provider/upstream-json";

export const SOCIAL_DEFAULT = "https://cdn.syndication.twimg.com";
export const SOCIAL_TIMELINE_DEFAULT = "https://syndication.twitter.com";

export interface SocialUpstreamEnv {
  SVC_UPSTREAM_SOCIAL?: string;
  SVC_UPSTREAM_SOCIAL_TIMELINE?: string;
}

export interface SocialUpstreams {
  posts: string;
  timeline: string;
}

export function socialUpstreams(env: SocialUpstreamEnv): SocialUpstreams {
  return {
    posts: upstreamBase(env, "SVC_UPSTREAM_SOCIAL", SOCIAL_DEFAULT),
    timeline: upstreamBase(env, "SVC_UPSTREAM_SOCIAL_TIMELINE", upstreamBase(env, "SVC_UPSTREAM_SOCIAL", SOCIAL_TIMELINE_DEFAULT)),
  };
}

/**
 * The token the embed endpoint asks for, derived from the post id the way the platform's own
 * embed script does (as react-tweet computes it).
 *
 * @example postToken("20") // "6dq1a2xwd93"
 */
export function postToken(id: string): string {
  return ((Number(id) / 1e15) * Math.PI).toString(36).replace(/(0+|\.)/g, "");
}

export function postUrl(base: string, id: string): string {
  const qs = new URLSearchParams({ id, lang: "en", token: postToken(id) });
  return `${base}/tweet-result?${qs.toString()}`;
}

export function timelineUrl(base: string, handle: string): string {
  return `${base}/srv/timeline-profile/screen-name/${encodeURIComponent(handle)}`;
}

/** One post's JSON; an unknown or deleted post (404, or a tombstone) is not_found. */
export async function fetchPost(f: Fetch, base: string, id: string): Promise<Record<string, unknown>> {
  const message = `No public post with id ${id}.`;
  const body = await getUpstreamJson(f, postUrl(base, id), { notFound: message });
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw shapeError(`post ${id}: body is not an object`);
  const o = body as Record<string, unknown>;
  if (o.__typename === "TweetTombstone" || Object.keys(o).length === 0) throw new ApiError("not_found", message, { internal: `post ${id}: ${String(o.__typename ?? "empty")}` });
  return o;
}

const NEXT_DATA = /<script[^>]*\bid="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/;

/** The JSON of an account's timeline page. */
export async function fetchTimeline(f: Fetch, base: string, handle: string): Promise<Record<string, unknown>> {
  const html = await getUpstreamText(f, timelineUrl(base, handle), { notFound: `No public account @${handle}.` }, undefined, "text/html");
  const m = NEXT_DATA.exec(html);
  if (m === null) throw shapeError(`timeline @${handle}: no __NEXT_DATA__ script`);
  try {
    const data = JSON.parse(m[1]!.includes("&quot;") ? decodeEntities(m[1]!) : m[1]!) as unknown;
    if (data === null || typeof data !== "object") throw new Error("not an object");
    return data as Record<string, unknown>;
  } catch (cause) {
    throw new ApiError("upstream_unavailable", "The social platform sent an unreadable answer.", { cause, internal: `timeline @${handle}: __NEXT_DATA__ is not JSON` });
  }
}

export function shapeError(internal: string): ApiError {
  return new ApiError("upstream_unavailable", "The social platform sent an answer of an unexpected shape.", { internal });
}
