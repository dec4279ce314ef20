import { type DomElement, isElement } from "./dom";

/** Rows of this table only, not of tables nested in its cells. */
export function ownRows(table: DomElement): DomElement[] {
  const rows: DomElement[] = [];
  for (let child = table.firstElementChild; child; child = child.nextElementSibling) {
    if (child.nodeName === "TR") rows.push(child);
    else if (child.nodeName === "THEAD" || child.nodeName === "TBODY" || child.nodeName === "TFOOT") {
      for (let row = child.firstElementChild; row; row = row.nextElementSibling) if (row.nodeName === "TR") rows.push(row);
    }
  }
  return rows;
}

export function ownCells(row: DomElement): DomElement[] {
  const cells: DomElement[] = [];
  for (let cell = row.firstElementChild; cell; cell = cell.nextElementSibling) {
    if (isElement(cell) && (cell.nodeName === "TD" || cell.nodeName === "TH")) cells.push(cell);
  }
  return cells;
}

export function colspan(cell: DomElement): number {
  return Math.min(Math.max(Number(cell.getAttribute("colspan")) || 1, 1), 50);
}

/** Rows a cell spans (`rowspan="0"`, "to the end of the section", counts as 1). */
export function rowspan(cell: DomElement): number {
  return Math.min(Math.max(Number(cell.getAttribute("rowspan")) || 1, 1), 1000);
}

const TEXT_ALIGN = /(?:^|;)\s*text-align\s*:\s*(left|center|right)\b/i;

const ALIGNMENT = "data-md-align";

/**
 * Notes a table cell's stated alignment (`align`, `text-align`) in an attribute of its own:
 * Readability strips presentational attributes before the table is written.
 */
export function keepCellAlignment(cell: DomElement): void {
  const align = (cell.getAttribute("align") ?? cell.getAttribute("style")?.match(TEXT_ALIGN)?.[1] ?? "").toLowerCase();
  if (align === "left" || align === "center" || align === "right") cell.setAttribute(ALIGNMENT, align);
}

/** A GFM delimiter cell for the cell's alignment (keepCellAlignment): `:---`, `:---:`, `---:` or `---`. */
export function alignmentMark(cell: DomElement | undefined): string {
  const align = cell?.getAttribute(ALIGNMENT);
  return align === "left" ? ":---" : align === "center" ? ":---:" : align === "right" ? "---:" : "---";
}

/**
 * Whether a table holds data (→ GFM pipe table) or only lays out the page (→ its cells read as
 * paragraphs). Close to Readability's test: structure words win, then shape.
 */
export function isDataTable(table: DomElement): boolean {
  const role = table.getAttribute("role");
  if (role === "presentation" || role === "none" || table.getAttribute("datatable") === "0") return false;
  const rows = ownRows(table);
  if (table.querySelector("table")) return holdsDataInCells(table, rows);
  let columns = 0;
  for (const row of rows) columns = Math.max(columns, ownCells(row).reduce((sum, cell) => sum + colspan(cell), 0));
  if (rows.length === 0 || columns === 0) return false;
  if (table.querySelector("caption, thead, th, col, colgroup, tfoot") || table.hasAttribute("summary")) {
    return columns > 1 || rows.length > 1;
  }
  return rows.length > 1 && columns > 1 && columnsWithText(rows, 2) > 1;
}

/**
 * How many columns hold text in some row, counted up to `enough`. A table whose text all sits in
 * one column, beside spacer, rank or vote-arrow cells (Hacker News's story), places things on the
 * page: its cells are read as paragraphs. A cell spanning columns counts for none of them.
 */
function columnsWithText(rows: DomElement[], enough: number): number {
  const withText = new Set<number>();
  for (const row of rows) {
    let column = 0;
    for (const cell of ownCells(row)) {
      const span = colspan(cell);
      if (span === 1 && !withText.has(column) && cell.textContent?.trim()) {
        withText.add(column);
        if (withText.size >= enough) return withText.size;
      }
      column += span;
    }
  }
  return withText.size;
}

/**
 * A table nesting tables is a layout grid (Readability's test), unless its own first row is a
 * header of `<th>`s over more than one column and every table in its cells holds data: a results
 * table with a small score table in a cell. The writer flattens the inner tables into their cells.
 */
function holdsDataInCells(table: DomElement, rows: DomElement[]): boolean {
  if (rows.length < 2 || ownCells(rows[0]!).length < 2 || !isHeadingRow(rows[0]!)) return false;
  return Array.from(table.querySelectorAll("table")).every(isDataTable);
}

/** A row of `<th>` cells only. */
export function isHeadingRow(row: DomElement): boolean {
  const cells = ownCells(row);
  return cells.length > 0 && cells.every((cell) => cell.nodeName === "TH");
}
