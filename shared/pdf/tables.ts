import type { Line } from "./layout-types";

/** Fewer aligned rows than this is more likely a form line or a caption next to a label. */
const MIN_ROWS = 3;

/** Column x-ranges: the union of all cell extents, merged where they overlap. */
function columnRanges(rows: readonly Line[]): [number, number][] {
  const spans = rows
    .flatMap((row) => row.segments.map((s): [number, number] => [s.x0, s.x1]))
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] < last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/**
 * Reads consecutive multi-segment lines as a table when their cells line up: every cell falls in
 * one of at least two column ranges shared by all rows. Returns the cell grid, or null when the
 * rows do not align (then they stay text).
 */
export function toTable(rows: readonly Line[]): string[][] | null {
  if (rows.length < MIN_ROWS) return null;
  const columns = columnRanges(rows);
  if (columns.length < 2) return null;
  const grid = rows.map((row) => {
    const cells = columns.map(() => [] as string[]);
    for (const s of row.segments) {
      const index = columns.findIndex(([a, b]) => s.x0 >= a - 0.01 && s.x1 <= b + 0.01);
      cells[index < 0 ? 0 : index]!.push(s.text);
    }
    return cells.map((c) => c.join(" "));
  });
  const multiCellRows = grid.filter((cells) => cells.filter((c) => c !== "").length >= 2).length;
  return multiCellRows >= MIN_ROWS ? grid : null;
}

/**
 * Splits a region's lines into stretches that are tables and stretches that are text. A table is a
 * maximal run of at least three lines that each have two or more wide-gap segments and align.
 */
export function splitTables(lines: readonly Line[]): ({ table: string[][] } | { text: Line[] })[] {
  const parts: ({ table: string[][] } | { text: Line[] })[] = [];
  let text: Line[] = [];
  let i = 0;
  while (i < lines.length) {
    let j = i;
    while (j < lines.length && lines[j]!.segments.length >= 2) j++;
    const table = j > i ? toTable(lines.slice(i, j)) : null;
    if (table) {
      if (text.length) parts.push({ text });
      parts.push({ table });
      text = [];
      i = j;
    } else {
      text.push(...lines.slice(i, Math.max(j, i + 1)));
      i = Math.max(j, i + 1);
    }
  }
  if (text.length) parts.push({ text });
  return parts;
}
