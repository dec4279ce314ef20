/**
 * InnerTube, the platform's own JSON API (docs/contract.md#upstreams): `POST /youtubei/v1/{search,player,next,browse}`
 * with a WEB client context, and the caption track URLs the player response names. Every call goes
 * through the provider's upstream client (safe fetcher, retries); reads are POSTed queries.
 */
import { ApiError } from "@shared/errors";
import { type Fetch, getUpstreamJson, getUpstreamText, type UpstreamMessages, upstreamBase } from "@shared/provider/upstream-json";
import { type Json, obj } from "./innertube.text";

export type { Fetch } from "@shared/provider/upstream-json";

export const YOUTUBE_DEFAULT = "https://www.youtube.com";

export interface VideoUpstreamEnv {
  SVC_UPSTREAM_YOUTUBE?: string;
}

/** The YouTube base URL (`SVC_UPSTREAM_YOUTUBE` overrides it, e.g. with the fake upstream). */
export function youtubeBase(env: VideoUpstreamEnv): string {
  return upstreamBase(env, "SVC_UPSTREAM_YOUTUBE", YOUTUBE_DEFAULT);
}

/** The web client InnerTube expects; the version is a recent one, as web clients send. */
const CLIENT = { clientName: "WEB", clientVersion: "2.20260123.01.00" } as const;

export interface Locale {
  hl: string;
  gl: string;
}

/** `language` (en, en-GB, pt_BR) → InnerTube's `hl` and `gl`; English and the US by default. */
export function localeOf(language: string | undefined): Locale {
  if (language === undefined) return { hl: "en", gl: "US" };
  const [lang, region] = language.split(/[-_]/);
  return { hl: region ? `${lang!.toLowerCase()}-${region.toUpperCase()}` : lang!.toLowerCase(), gl: region && /^[A-Za-z]{2}$/.test(region) ? region.toUpperCase() : "US" };
}

export type Endpoint = "search" | "player" | "next" | "browse";

/** One InnerTube call; the body is the endpoint's query (`videoId`, `browseId`, `query`, `continuation`…). */
export async function innertube(f: Fetch, base: string, endpoint: Endpoint, query: Json, locale: Locale, messages: UpstreamMessages): Promise<Json> {
  const body = { context: { client: { ...CLIENT, hl: locale.hl, gl: locale.gl, utcOffsetMinutes: 0 } }, ...query };
  const answer = await getUpstreamJson(f, `${base}/youtubei/v1/${endpoint}?prettyPrint=false`, messages, {
    body,
    headers: { "X-Youtube-Client-Name": "1", "X-Youtube-Client-Version": CLIENT.clientVersion },
  });
  const o = obj(answer);
  if (o === null) throw shapeError(`${endpoint}: body is not an object`);
  return o;
}

/**
 * The caption track's XML. The player names an absolute URL on the platform's host; only its path
 * and query are kept and sent to our configured base, so a response can never point us elsewhere.
 * `fmt` is dropped to get the plain `<transcript><text start dur>` format.
 */
export async function fetchTimedText(f: Fetch, base: string, trackUrl: string, messages: UpstreamMessages): Promise<string> {
  let url: URL;
  try {
    url = new URL(trackUrl, YOUTUBE_DEFAULT);
  } catch {
    throw shapeError("caption track URL does not parse");
  }
  if (url.pathname !== "/api/timedtext") throw shapeError(`caption track URL has path ${url.pathname}`);
  url.searchParams.delete("fmt");
  return getUpstreamText(f, `${base}${url.pathname}${url.search}`, messages, undefined, "text/xml");
}

export function shapeError(internal: string): ApiError {
  return new ApiError("upstream_unavailable", "The video platform sent an answer of an unexpected shape.", { internal });
}
