/**
 * Baseline for bench/providers (video and social rows): what a client without the provider
 * toolkit does. The same upstream calls and the same normalizers, but no shared cache, no request
 * coalescing, no circuit breaker: every request, and every one of a burst of identical requests,
 * goes upstream. So the comparison measures the toolkit, not the parsing.
 *   GET /comments/{videoId}   watch page (`next`), then the first comments page (`next` continuation)
 *   GET /transcript/{videoId} player, then the first human caption track
 *   GET /timeline/{handle}    the syndication timeline page
 */
import { normalizeCommentsPage, commentSectionOf } from "../../../workers/video/src/video-comments.normalize";
import { captionTracksOf } from "../../../workers/video/src/video-player.normalize";
import { parseTimedText, pickTrack } from "../../../workers/video/src/transcript.normalize";
import { normalizeTimeline } from "../../../workers/social/src/syndication.normalize";

interface Env {
  SVC_UPSTREAM_YOUTUBE: string;
  SVC_UPSTREAM_SOCIAL_TIMELINE: string;
}

const innertube = async (base: string, endpoint: string, query: Record<string, unknown>) =>
  (await (
    await fetch(`${base}/youtubei/v1/${endpoint}?prettyPrint=false`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ context: { client: { clientName: "WEB", clientVersion: "2.20260123.01.00", hl: "en", gl: "US" } }, ...query }),
    })
  ).json()) as Record<string, unknown>;

async function comments(base: string, id: string) {
  const section = commentSectionOf(await innertube(base, "next", { videoId: id }));
  if (section === null || section.state !== "open") return [];
  return normalizeCommentsPage(await innertube(base, "next", { continuation: section.token })).comments;
}

async function transcript(base: string, id: string) {
  const track = pickTrack(captionTracksOf(await innertube(base, "player", { videoId: id })), id, undefined);
  const url = new URL(track.url);
  url.searchParams.delete("fmt");
  return parseTimedText(await (await fetch(`${base}${url.pathname}${url.search}`)).text(), id);
}

async function timeline(base: string, handle: string) {
  const html = await (await fetch(`${base}/srv/timeline-profile/screen-name/${handle}`)).text();
  const json = /<script id="__NEXT_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}";
  return normalizeTimeline(JSON.parse(json) as Record<string, unknown>, handle)?.posts ?? [];
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const [, kind, arg] = new URL(request.url).pathname.split("/");
    const data =
      kind === "comments" ? await comments(env.SVC_UPSTREAM_YOUTUBE, arg!) : kind === "transcript" ? await transcript(env.SVC_UPSTREAM_YOUTUBE, arg!) : kind === "timeline" ? await timeline(env.SVC_UPSTREAM_SOCIAL_TIMELINE, arg!) : null;
    return data === null ? new Response("not found", { status: 404 }) : Response.json({ data, meta: {} });
  },
};
