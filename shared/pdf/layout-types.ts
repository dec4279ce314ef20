/** Geometry the layout steps share. Coordinates are PDF user space: origin bottom-left, y up. */

/** One pdf.js text item, reduced to what layout needs. */
export interface TextRun {
  text: string;
  /** Left edge and baseline. */
  x: number;
  y: number;
  width: number;
  /** Font size in points, from the text matrix (not the item height, which is 0 for spaces). */
  size: number;
  /** pdf.js's per-document font id; equal ids mean the same font. */
  font: string;
  rtl: boolean;
  /** A whitespace-only item: no ink, but proof of a word break where it stands. */
  space: boolean;
}

/** Runs that share a baseline and sit close together: one line of one column, or one table cell. */
export interface Segment {
  runs: TextRun[];
  x0: number;
  x1: number;
  text: string;
}

/** A visual line inside one reading region; several segments when it has wide gaps (tables). */
export interface Line {
  segments: Segment[];
  x0: number;
  x1: number;
  /** Baseline of the dominant run. */
  y: number;
  /** Size that covers most characters of the line (superscripts do not count). */
  size: number;
  text: string;
}

/** Lines that are read top to bottom without interruption: one column of one band of a page. */
export type Region = Line[];
