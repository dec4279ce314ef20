/**
 * Syndication posts → `SocialPost` (docs/contract.md#providers). Both endpoints describe a post with the
 * platform's classic fields (`id_str`, `text`/`full_text`, `user.{id_str, screen_name}`,
 * `favorite_count`, `retweet_count`, media under `mediaDetails` or `extended_entities.media`);
 * dates come as ISO 8601 (post endpoint) or "Wed Oct 10 20:19:24 +0000 2018" (timeline).
 * A post without a numeric id, author or date is an unrecognized shape (502), never half-filled.
 */
import { SOCIAL_PLATFORM, type SocialPost, type SocialPostPage } from "@shared/contract/social.records";
import { asInt, isoToRfc3339 } from "@shared/provider/values.normalize";
import { decodeEntities } from "@shared/provider/html-entities";
import { shapeError } from "./syndication.upstream";

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | null => (v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Json) : null);
const NUMERIC = /^\d{1,20}$/;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** RFC 3339 from ISO 8601 or the classic "Wed Oct 10 20:19:24 +0000 2018". */
export function postDate(v: unknown): string | null {
  if (typeof v !== "string") return null;
  const m = /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) (\d{2}) (\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2}) (\d{4})$/.exec(v);
  if (m === null) return /^\d{4}-\d{2}-\d{2}T/.test(v) ? isoToRfc3339(v) : null;
  const month = MONTHS.indexOf(m[1]!);
  if (month < 0) return null;
  const offsetMin = (m[6] === "-" ? -1 : 1) * (Number(m[7]) * 60 + Number(m[8]));
  const ms = Date.UTC(Number(m[9]), month, Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])) - offsetMin * 60_000;
  return isoToRfc3339(new Date(ms).toISOString());
}

const count = (v: unknown) => {
  const n = asInt(v);
  return n !== null && n >= 0 ? n : null;
};

type Media = SocialPost["media"][number];

function mediaOf(raw: Json): Media[] {
  const list = Array.isArray(raw.mediaDetails) ? raw.mediaDetails : (obj(raw.extended_entities)?.media ?? obj(raw.entities)?.media);
  if (!Array.isArray(list)) return [];
  const out: Media[] = [];
  for (const m of list) {
    const o = obj(m);
    const poster = typeof o?.media_url_https === "string" ? o.media_url_https : null;
    if (o === null || poster === null) continue;
    if (o.type === "photo") out.push({ type: "image", url: poster });
    else if (o.type === "video" || o.type === "animated_gif") out.push({ type: o.type === "video" ? "video" : "gif", url: bestVariant(o) ?? poster });
  }
  return out;
}

/** The highest-bitrate MP4 of a video or GIF. */
function bestVariant(media: Json): string | null {
  const variants = obj(media.video_info)?.variants;
  if (!Array.isArray(variants)) return null;
  let best: { url: string; bitrate: number } | null = null;
  for (const v of variants) {
    const o = obj(v);
    if (o?.content_type !== "video/mp4" || typeof o.url !== "string") continue;
    const bitrate = typeof o.bitrate === "number" ? o.bitrate : 0;
    if (best === null || bitrate > best.bitrate) best = { url: o.url, bitrate };
  }
  return best?.url ?? null;
}

/** One post; `views` from `views_count` or `ext_views.count` where the platform states it. */
export function normalizePost(raw: Json): SocialPost {
  const id = raw.id_str;
  const user = obj(raw.user);
  const userId = user?.id_str;
  const handle = user?.screen_name;
  const created = postDate(raw.created_at);
  const text = typeof raw.full_text === "string" ? raw.full_text : raw.text;
  if (typeof id !== "string" || !NUMERIC.test(id) || typeof userId !== "string" || !NUMERIC.test(userId) || typeof handle !== "string" || created === null || typeof text !== "string") {
    throw shapeError(`post ${String(id)}: missing id, author, date or text`);
  }
  const views = obj(raw.ext_views)?.count ?? raw.views_count;
  return {
    id: `${SOCIAL_PLATFORM}:post:${id}`,
    platform: SOCIAL_PLATFORM,
    author: { id: `${SOCIAL_PLATFORM}:user:${userId}`, handle: `@${handle}` },
    text: decodeEntities(text),
    created_at: created,
    metrics: {
      likes: count(raw.favorite_count),
      reposts: count(raw.retweet_count),
      views: typeof views === "string" && /^\d+$/.test(views) ? Number(views) : count(views),
    },
    media: mediaOf(raw),
  };
}

const byIdDesc = (a: SocialPost, b: SocialPost) => {
  const x = BigInt(a.id.split(":")[2]!);
  const y = BigInt(b.id.split(":")[2]!);
  return x === y ? 0 : x > y ? -1 : 1;
};

export interface Timeline {
  posts: SocialPost[];
  /** Posts the page held, reposts of others' posts included. */
  window: number;
}

/**
 * The account's own posts on its public timeline page, newest first (a pinned post is sorted in
 * by its id). Reposts of other accounts' posts are left out: they are not the account's posts.
 * A page with no timeline at all is an unknown account.
 */
export function normalizeTimeline(data: Json, handle: string): Timeline | null {
  const props = obj(obj(data.props)?.pageProps);
  if (props === null) throw shapeError(`timeline @${handle}: no pageProps`);
  const entries = obj(props.timeline)?.entries;
  if (!Array.isArray(entries)) return null;
  const posts: SocialPost[] = [];
  const seen = new Set<string>();
  for (const e of entries) {
    const tweet = obj(obj(obj(e)?.content)?.tweet);
    if (tweet === null || obj(e)?.type !== "tweet" || obj(tweet.retweeted_status) !== null) continue;
    const post = normalizePost(tweet);
    if (post.author.handle.toLowerCase() !== `@${handle.toLowerCase()}` || seen.has(post.id)) continue;
    seen.add(post.id);
    posts.push(post);
  }
  return { posts: posts.sort(byIdDesc), window: entries.length };
}

/** Numeric id of a post record. */
export const numericId = (post: SocialPost) => post.id.split(":")[2]!;

export type { SocialPostPage };
