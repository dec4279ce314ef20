/**
 * Caption tracks → a transcript. Track choice: the requested language (exact code first, then its
 * base language), a track written by people before an automatic one; without `language`, the
 * first human track, else the automatic one. The timedtext XML (`<transcript><text start dur>`)
 * is parsed without a DOM: entities are decoded once, markup inside a cue (`<i>`) is dropped, and
 * empty cues are left out.
 */
import type { VideoTranscript } from "@shared/contract/video.records";
import { ApiError } from "@shared/errors";
import { decodeEntities } from "@shared/provider/html-entities";
import { shapeError } from "./innertube.upstream";
import type { CaptionTrack } from "./video-player.normalize";

export function pickTrack(tracks: CaptionTrack[], id: string, language: string | undefined): CaptionTrack {
  if (tracks.length === 0) throw new ApiError("not_found", `Video ${id} has no transcript.`);
  const humanFirst = (list: CaptionTrack[]) => list.find((t) => !t.auto_generated) ?? list[0];
  if (language === undefined) return humanFirst(tracks)!;
  const wanted = language.toLowerCase().replace(/_/g, "-");
  const exact = tracks.filter((t) => t.language.toLowerCase() === wanted);
  const baseLang = wanted.split("-")[0]!;
  const sameBase = tracks.filter((t) => t.language.toLowerCase().split("-")[0] === baseLang);
  const pick = humanFirst(exact.length > 0 ? exact : sameBase);
  if (pick === undefined) {
    throw new ApiError("not_found", `Video ${id} has no transcript in "${language}". Available: ${[...new Set(tracks.map((t) => t.language))].join(", ")}.`);
  }
  return pick;
}

const CUE = /<text\b([^>]*)>([\s\S]*?)<\/text>|<text\b([^>]*)\/>/g;

/** Cues of a timedtext XML document. */
export function parseTimedText(xml: string, id: string): VideoTranscript["segments"] {
  if (!/<transcript\b/.test(xml)) throw shapeError(`timedtext ${id}: not a <transcript> document`);
  const segments: VideoTranscript["segments"] = [];
  for (const m of xml.matchAll(CUE)) {
    const attrs = m[1] ?? m[3] ?? "";
    const start = numberAttr(attrs, "start");
    const duration = numberAttr(attrs, "dur") ?? 0;
    const text = decodeEntities(decodeEntities(m[2] ?? "")).replace(/<[^>]*>/g, "").replace(/\s+/g, " ").trim();
    if (start === null || text === "") continue;
    segments.push({ start_s: start, duration_s: duration, text });
  }
  return segments;
}

function numberAttr(attrs: string, name: string): number | null {
  const m = new RegExp(`\\b${name}="([0-9.]+)"`).exec(attrs);
  if (m === null) return null;
  const n = Number(m[1]);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

export function transcriptOf(id: string, tracks: CaptionTrack[], track: CaptionTrack, xml: string): VideoTranscript {
  return {
    video_id: id,
    language: track.language,
    name: track.name,
    auto_generated: track.auto_generated,
    segments: parseTimedText(xml, id),
    available_languages: tracks.map(({ url: _url, ...t }) => t),
  };
}
