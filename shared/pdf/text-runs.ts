import type { TextRun } from "./layout-types";

/** The subset of pdf.js's `TextItem` we read; marked-content items lack `str` and are skipped. */
export interface PdfTextItem {
  str: string;
  dir: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
}

const isTextItem = (item: unknown): item is PdfTextItem =>
  typeof item === "object" && item !== null && typeof (item as PdfTextItem).str === "string";

/**
 * Turns pdf.js items into runs. Upright text goes to `upright`; rotated text (margin stamps,
 * rotated table headers) goes to `rotated` in content order, because its x/y would scramble lines.
 * Whitespace-only items are kept as `space` runs: they carry no ink, so layout ignores them, but they
 * prove a word break where a narrow gap alone would not (Arabic fonts often set spaces at 0.15 em).
 */
export function toTextRuns(items: readonly unknown[]): { upright: TextRun[]; rotated: string[] } {
  const upright: TextRun[] = [];
  const rotated: string[] = [];
  for (const item of items) {
    if (!isTextItem(item)) continue;
    const text = item.str.replace(/\s+/g, " ");
    if (text === "") continue;
    const space = text.trim() === "";
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
    if (Math.abs(b) > Math.abs(a) * 0.1 || Math.abs(c) > Math.abs(d) * 0.1 || a < 0 || d < 0) {
      if (!space) rotated.push(text.trim());
      continue;
    }
    const size = Math.hypot(c, d) || item.height || 1;
    upright.push({ text, x: e, y: f, width: item.width, size, font: item.fontName, rtl: item.dir === "rtl", space });
  }
  return { upright, rotated };
}
