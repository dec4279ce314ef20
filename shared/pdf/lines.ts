import { maxOf, minOf } from "./geometry";
import { normalizeGlyphs } from "./inline-text";
import type { Line, Segment, TextRun } from "./layout-types";

/**
 * A gap wider than this many font sizes splits a line into segments (table cells, form fields).
 * Word spaces are about 0.25–0.5 em even in loosely justified text, so 1.5 em is safely above them.
 */
const SEGMENT_GAP_EM = 1.5;
/** Runs this much wider apart than a normal space get a space between them when joined. */
const SPACE_GAP_EM = 0.15;

/** Vertical extent of a run, approximated by baseline .. baseline + size. */
const overlap = (a: TextRun, b: TextRun): number =>
  Math.min(a.y + a.size, b.y + b.size) - Math.max(a.y, b.y);

/**
 * Groups runs into visual lines: runs whose vertical extents overlap by half the smaller size share
 * a line, which keeps superscripts and subscripts (footnote marks, indices) with their line while
 * separating lines even at tight leading. Lines come out top to bottom.
 *
 * `strict` also separates runs of the same size whose baselines differ by more than 0.3 em: two
 * columns set a few points apart must share a line while we look for the gutter (loose), but inside
 * one column such runs are two lines of a dense grid (a timetable's 11:00 and 11:05).
 */
export function groupLines(runs: readonly TextRun[], strict = false): TextRun[][] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: { anchor: TextRun; runs: TextRun[] }[] = [];
  for (const run of sorted) {
    const current = lines.at(-1);
    const anchor = current?.anchor;
    const together =
      anchor !== undefined &&
      overlap(anchor, run) >= 0.5 * Math.min(anchor.size, run.size) &&
      !(strict && Math.abs(anchor.size - run.size) <= 0.15 * anchor.size && Math.abs(anchor.y - run.y) > 0.3 * anchor.size);
    if (current && together) {
      current.runs.push(run);
      if (run.size > current.anchor.size) current.anchor = run;
    } else {
      lines.push({ anchor: run, runs: [run] });
    }
  }
  return lines.map((l) => l.runs);
}

/** Size that covers the most characters; superscripts and footnote marks lose to the body text. */
export function dominantSize(runs: readonly TextRun[]): number {
  const weight = new Map<number, number>();
  for (const r of runs) {
    const key = Math.round(r.size * 10) / 10;
    weight.set(key, (weight.get(key) ?? 0) + r.text.length);
  }
  let best = 0;
  let bestWeight = -1;
  for (const [size, w] of weight) if (w > bestWeight) [best, bestWeight] = [size, w];
  return best;
}

/** Right-to-left when most letters are in RTL runs; pdf.js already gives each run in logical order. */
const isRtlLine = (runs: readonly TextRun[]): boolean => {
  let rtl = 0;
  let all = 0;
  for (const r of runs) {
    all += r.text.length;
    if (r.rtl) rtl += r.text.length;
  }
  return rtl * 2 > all;
};

/**
 * Joins runs of one segment, dropping the duplicate runs some producers draw to fake bold. A space
 * goes between two runs when the gap is wider than a tight kern, or a whitespace item sits in it.
 */
function joinRuns(runs: readonly TextRun[], rtl: boolean, spaces: readonly number[]): string {
  let text = "";
  let prev: TextRun | undefined;
  for (const run of runs) {
    if (prev) {
      if (run.text === prev.text && Math.abs(run.x - prev.x) < prev.size * 0.3) continue;
      const [from, to] = rtl ? [run.x + run.width, prev.x] : [prev.x + prev.width, run.x];
      // A run starting well before the previous one ends is text from another line that shares this
      // baseline band (dense grids): keep the words apart.
      const spaced =
        to - from > prev.size * SPACE_GAP_EM ||
        to - from < -prev.size * 0.5 ||
        spaces.some((x) => x >= from - 0.5 && x <= to + 0.5);
      if (spaced && !text.endsWith(" ") && !run.text.startsWith(" ")) text += " ";
    }
    text += run.text;
    prev = run;
  }
  return normalizeGlyphs(text.replace(/\s+/g, " ").trim());
}

/** Builds one line from its runs, split into segments at wide gaps; null for a line of spaces. */
export function buildLine(all: readonly TextRun[]): Line | null {
  const runs = all.filter((r) => !r.space);
  if (runs.length === 0) return null;
  const spaces = all.filter((r) => r.space).map((r) => r.x + r.width / 2);
  const rtl = isRtlLine(runs);
  const ordered = [...runs].sort((a, b) => (rtl ? b.x + b.width - (a.x + a.width) : a.x - b.x));
  const size = dominantSize(runs);
  const groups: TextRun[][] = [];
  // `edge` is the reading-side edge of the current group: its right edge (LTR) or left edge (RTL).
  let edge = 0;
  for (const run of ordered) {
    const current = groups.at(-1);
    const gap = rtl ? edge - (run.x + run.width) : run.x - edge;
    if (current && gap <= size * SEGMENT_GAP_EM) {
      current.push(run);
      edge = rtl ? Math.min(edge, run.x) : Math.max(edge, run.x + run.width);
    } else {
      groups.push([run]);
      edge = rtl ? run.x : run.x + run.width;
    }
  }
  const segments: Segment[] = groups
    .map((g) => ({
      runs: g,
      x0: minOf(g, (r) => r.x),
      x1: maxOf(g, (r) => r.x + r.width),
      text: joinRuns(g, rtl, spaces),
    }))
    .filter((s) => s.text !== "");
  if (rtl) segments.reverse(); // keep segments left to right, like table columns
  const anchor = runs.reduce((a, b) => (Math.abs(b.size - size) < Math.abs(a.size - size) ? b : a));
  return {
    segments,
    x0: minOf(runs, (r) => r.x),
    x1: maxOf(runs, (r) => r.x + r.width),
    y: anchor.y,
    size,
    text: (rtl ? [...segments].reverse() : segments).map((s) => s.text).join(" "),
  };
}
