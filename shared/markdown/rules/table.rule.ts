import type TurndownService from "turndown";
import { type DomElement, isElement } from "../dom";

/**
 * Data tables become GFM pipe tables; layout tables (one row or column, nested tables,
 * `role="presentation"`) fall through to turndown's block handling so their text reads as
 * paragraphs. Cells and rows are emitted with control-character markers and assembled in the
 * table rule, which can then pad ragged rows and add the header separator GFM requires.
 */
export function tableRules(): Record<string, TurndownService.Rule> {
  const verdicts = new WeakMap<DomElement, boolean>();
  const inDataTable = (node: DomElement): boolean => {
    const table = node.nodeName === "TABLE" ? node : closestTable(node);
    if (!table) return false;
    let verdict = verdicts.get(table);
    if (verdict === undefined) {
      verdict = isDataTable(table);
      verdicts.set(table, verdict);
    }
    return verdict;
  };
  const when = (names: string[]) => (node: unknown) => {
    const element = node as DomElement;
    return names.includes(element.nodeName) && inDataTable(element);
  };

  return {
    tableCell: {
      filter: when(["TH", "TD"]),
      replacement: (content, node) => {
        const span = Math.min(Number((node as unknown as DomElement).getAttribute("colspan")) || 1, 50);
        const text = content.replace(MARKERS, "").replace(/\s*\n+\s*/g, " ").replace(/\|/g, "\\|").trim();
        return CELL + text + CELL.repeat(span - 1);
      },
    },
    tableRow: { filter: when(["TR"]), replacement: (content) => ROW + content },
    tableSection: { filter: when(["THEAD", "TBODY", "TFOOT"]), replacement: (content) => content },
    table: { filter: when(["TABLE"]), replacement: (content) => renderTable(content) },
  };
}

const ROW = "\u001e";
const CELL = "\u001f";
const MARKERS = /[\u001e\u001f]/g;

function renderTable(content: string): string {
  const [caption = "", ...rawRows] = content.split(ROW);
  const rows = rawRows.map((row) => row.split(CELL).slice(1)).filter((cells) => cells.length > 0);
  if (rows.length === 0) return `\n\n${caption.trim()}\n\n`;
  const width = Math.max(...rows.map((cells) => cells.length));
  const line = (cells: string[]) =>
    `| ${Array.from({ length: width }, (_, i) => cells[i] ?? "").join(" | ")} |`;
  const [header = [], ...body] = rows;
  const lines = [line(header), `|${" --- |".repeat(width)}`, ...body.map(line)];
  const title = caption.trim() ? `${caption.trim()}\n\n` : "";
  return `\n\n${title}${lines.join("\n")}\n\n`;
}

function closestTable(node: DomElement): DomElement | null {
  for (let parent = node.parentElement; parent; parent = parent.parentElement) {
    if (parent.nodeName === "TABLE") return parent;
  }
  return null;
}

/** Rows of this table only, not of tables nested in its cells. */
function ownRows(table: DomElement): DomElement[] {
  const rows: DomElement[] = [];
  for (const child of Array.from(table.children)) {
    if (child.nodeName === "TR") rows.push(child);
    else if (child.nodeName === "THEAD" || child.nodeName === "TBODY" || child.nodeName === "TFOOT") {
      for (const row of Array.from(child.children)) if (row.nodeName === "TR") rows.push(row);
    }
  }
  return rows;
}

/** Close to Readability's data-table test: structure words win, then shape. */
function isDataTable(table: DomElement): boolean {
  const role = table.getAttribute("role");
  if (role === "presentation" || role === "none" || table.getAttribute("datatable") === "0") return false;
  if (table.querySelector("table")) return false;
  const rows = ownRows(table);
  let columns = 0;
  for (const row of rows) {
    let cells = 0;
    for (const cell of Array.from(row.children)) {
      if (isElement(cell) && (cell.nodeName === "TD" || cell.nodeName === "TH")) {
        cells += Number(cell.getAttribute("colspan")) || 1;
      }
    }
    columns = Math.max(columns, cells);
  }
  if (rows.length === 0 || columns === 0) return false;
  if (table.querySelector("caption, thead, th, col, colgroup, tfoot") || table.hasAttribute("summary")) {
    return columns > 1 || rows.length > 1;
  }
  if (rows.length === 1 || columns === 1) return false;
  return true;
}
