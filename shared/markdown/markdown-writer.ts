import { codeSpan, fencedCodeBlock, isLineNumberGutter, preText } from "./code-block";
import { alignmentMark, colspan, isDataTable, isHeadingRow, ownCells, ownRows, rowspan } from "./data-table";
import { type DomElement, type DomNode, isElement, isHeading, listItems, TEXT_NODE } from "./dom";
import { markEmphasis, resolveEmphasis } from "./emphasis";
import { HEADLINE_MARK } from "./headline";
import { TASK_MARK } from "./task-list";
import { isPermalinkMark, isSelfLink, markdownImage, markdownLink } from "./link-image";
import { Footnotes, isMathRendering, mathTex } from "./math-footnotes";
import { ALERT_MARK } from "./set-apart-text";

/**
 * Converts a DOM subtree to GitHub-flavoured Markdown in one walk: ATX headings, `-` and `1.`
 * lists, fenced code with language, GFM pipe tables, `*em*` / `**strong**` / `~~del~~`, links
 * and images made absolute against `baseUrl`.
 *
 * Written for linkedom rather than using turndown: turndown reads `textContent` of every node
 * (quadratic in depth on linkedom) and cloned the whole tree first; this walk is linear, and
 * whitespace is normalised once at the end. Code blocks are kept out of that normalisation as
 * numbered placeholders, and list indentation uses a marker character it leaves alone.
 */
export function domToMarkdown(root: DomElement, baseUrl: string): string {
  const writer = new MarkdownWriter(baseUrl, new Footnotes(root));
  return writer.finish(writer.children(root, false));
}

const INDENT = "\u0002";
const CODE = "\u0000";
/** A `<br>`: two spaces before the line end (a hard break) where a line follows in the same block. */
const HARD_BREAK = "\u0003";
/** The writer's marks, and emphasis.ts's (U+0004, U+0005), which text may not bring in. */
const PRIVATE_MARKS = /[\u0000\u0002-\u0005]/g;
const CODE_LINE = new RegExp(`^([${INDENT}> ]*)${CODE}(\\d+)${CODE}$`, "gm");

/** Elements whose content is not readable text, or UI chrome ("Submit", option lists). */
const SKIPPED = new Set(
  "SCRIPT STYLE NOSCRIPT TEMPLATE IFRAME OBJECT EMBED SVG CANVAS BUTTON SELECT TEXTAREA OPTION HEAD TITLE META LINK DIALOG AUDIO VIDEO SOURCE TRACK MAP AREA".split(" "),
);
export const BLOCKS = new Set(
  "ADDRESS ARTICLE ASIDE BODY CAPTION CENTER DD DETAILS DIR DIV DL DT FIELDSET FIGCAPTION FIGURE FOOTER FORM HEADER HGROUP HTML LEGEND LI MAIN MENU NAV P SECTION SUMMARY TABLE TBODY TD TFOOT TH THEAD TR".split(" "),
);

class MarkdownWriter {
  private readonly codeBlocks: string[] = [];
  /** Whether any text or image has been written yet (the headline keeps level 1 only before). */
  private started = false;
  /** A card's link around its heading (see A), written on the heading's text. */
  private headingLink: DomElement | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly footnotes: Footnotes,
  ) {}

  children(node: DomNode, inCell: boolean): string {
    let out = "";
    for (let child = node.firstChild; child; child = child.nextSibling) out += this.node(child, inCell);
    return out;
  }

  /** Tidies whitespace, then puts code blocks and indentation back. */
  finish(raw: string): string {
    return resolveEmphasis(hardBreaks(tidy(raw).trim()))
      .replace(CODE_LINE, (_, prefix: string, index: string) =>
        (this.codeBlocks[Number(index)] ?? "").split("\n").map((line) => prefix + line).join("\n"),
      )
      .replaceAll(INDENT, " ");
  }

  private withHeadingLink(anchor: DomElement): string {
    this.headingLink = anchor;
    try {
      return this.children(anchor, false);
    } finally {
      this.headingLink = null;
    }
  }

  private node(node: DomNode, inCell: boolean): string {
    if (node.nodeType === TEXT_NODE) {
      const text = (node.nodeValue ?? "").replace(/[ \t\n\r\f]+/g, " ");
      if (text !== " " && text) this.started = true;
      return escapeText(text);
    }
    if (!isElement(node)) return "";
    const name = node.nodeName;
    switch (name) {
      case "H1": case "H2": case "H3": case "H4": case "H5": case "H6": {
        // The page's headline opening the content stays a level-1 heading (Readability made every h1 an h2).
        const headline = !this.started && node.hasAttribute(HEADLINE_MARK);
        const text = oneLine(this.children(node, inCell));
        if (!text || inCell) return text;
        const level = headline ? 1 : Number(name.charAt(1));
        const link = this.headingLink && !node.querySelector("a[href]") ? this.headingLink : null;
        return block(`${"#".repeat(level)} ${link ? markdownLink(link, text, this.baseUrl) : text}`);
      }
      case "PRE": {
        if (isLineNumberGutter(node)) return "";
        if (inCell) return codeSpan(preText(node));
        const fenced = fencedCodeBlock(node);
        if (!fenced) return "";
        this.codeBlocks.push(fenced);
        return block(`${CODE}${this.codeBlocks.length - 1}${CODE}`);
      }
      case "CODE": case "KBD": case "SAMP":
        return codeSpan(node.textContent ?? "");
      case "EM": case "I":
        return wrap(this.children(node, inCell), "*");
      case "STRONG": case "B":
        return wrap(this.children(node, inCell), "**");
      case "DEL": case "S": case "STRIKE":
        return wrap(this.children(node, inCell), "~~");
      case "DT": {
        // A term of a definition list: bold on its own line, its definition (DD) below it.
        const term = wrap(this.children(node, inCell), "**");
        return inCell ? ` ${term} ` : block(term);
      }
      case "A": {
        if (this.footnotes.isBackReference(node) || isPermalinkMark(node)) return "";
        if (isSelfLink(node)) return this.children(node, inCell);
        const reference = this.footnotes.reference(node);
        if (reference) return reference;
        // A card linked whole (picture, heading, excerpt in one <a>): the link goes on its heading,
        // as a Markdown link cannot hold a heading or span paragraphs.
        if (!inCell && !this.headingLink && holdsHeading(node)) return this.withHeadingLink(node);
        return markdownLink(node, this.children(node, inCell), this.baseUrl);
      }
      case "SUP":
        // A footnote reference keeps no superscript around its `[^n]`.
        return this.children(node, inCell);
      case "MATH": {
        const math = mathTex(node);
        if (!math) return this.children(node, inCell);
        return math.display && !inCell ? block(`$$\n${math.tex}\n$$`) : `$${math.tex.replace(/\s*\n\s*/g, " ")}$`;
      }
      case "IMG":
        this.started = true;
        return isTrackingPixel(node) || isMathRendering(node) ? "" : markdownImage(node, this.baseUrl);
      case "BR":
        return inCell ? " " : `${HARD_BREAK}\n`;
      case "HR":
        return inCell ? " " : block("---");
      case "UL": case "OL":
        if (inCell) return ` ${this.cellItems(listItems(node))} `;
        return this.footnotes.isNoteList(node) ? this.noteDefinitions(node) : this.list(node);
      case "BLOCKQUOTE": {
        const text = tidy(this.children(node, inCell)).trim();
        if (!text || inCell) return ` ${text} `;
        // A GitHub alert (keepGitHubAlert) opens with its kind, as GFM writes it: `> [!NOTE]`.
        const alert = node.getAttribute(ALERT_MARK);
        const body = alert ? `[!${alert}]\n${text}` : text;
        return block(body.split("\n").map((line) => (line ? `> ${line}` : ">")).join("\n"));
      }
      case "TABLE":
        // A GFM cell cannot hold a table: a table inside one is its rows' text, rows apart by "; ".
        if (inCell) return ` ${this.cellItems(ownRows(node))} `;
        if (isDataTable(node)) return this.table(node);
        return block(this.children(node, inCell));
      case "SPAN": {
        // GFM task lists: the item's checkbox, kept as a mark at parse time (keepTaskCheckbox).
        const task = node.getAttribute(TASK_MARK);
        if (task !== null) return `${task === "done" ? "[x]" : "[ ]"} `;
      }
      // Any other span is written as every other element is.
      default:
        if (SKIPPED.has(name) || isMathRendering(node)) return "";
        if (!inCell && this.footnotes.isNoteBlock(node)) return this.noteDefinition(node);
        if (BLOCKS.has(name)) return inCell ? ` ${this.children(node, inCell)} ` : block(this.children(node, inCell));
        return this.children(node, inCell);
    }
  }

  private list(list: DomElement): string {
    const ordered = list.nodeName === "OL";
    // The numbers a browser shows: from `start` (or, `reversed`, down from the item count), reset by an item's `value`.
    const step = ordered && list.hasAttribute("reversed") ? -1 : 1;
    let number = integerAttribute(list, "start") ?? (step < 0 ? listItems(list).length : 1);
    // Markdown reads a list right after a list of its kind as one list, unless the marker changes.
    const other = listsOfKindBefore(list) % 2 === 1;
    const items: string[] = [];
    for (let child = list.firstChild; child; child = child.nextSibling) {
      if (isElement(child) && child.nodeName === "LI") {
        number = (ordered && integerAttribute(child, "value")) || number;
        const marker = ordered ? `${number}${other ? ")" : "."} ` : other ? "* " : "- ";
        number += step;
        // An item left with nothing to show (its image a placeholder, its text a credit that went) is not a bullet.
        const body = this.itemBody(child);
        if (body) items.push(marker + indent(body, marker.length));
      } else if (isElement(child) && (child.nodeName === "UL" || child.nodeName === "OL") && items.length > 0) {
        // A list nested directly in a list (invalid, common): it belongs to the previous item.
        items[items.length - 1] += `\n${indent(tidy(this.list(child)).trim(), ordered ? 3 : 2, true)}`;
      } else {
        const text = tidy(this.node(child, false)).trim();
        if (text) items.push(text);
      }
    }
    return items.length ? block(items.join("\n")) : "";
  }

  /** `[^id]: text` for each footnote, continuation lines indented under it. */
  private noteDefinitions(list: DomElement): string {
    return block(listItems(list).map((item) => this.noteText(item)).join("\n"));
  }

  /** One footnote written from its own block (not a list item). */
  private noteDefinition(note: DomElement): string {
    return block(this.noteText(note));
  }

  private noteText(note: DomElement): string {
    const body = tidy(this.children(note, false)).trim().replace(BACK_MARK, "").replace(/\n{2,}/g, "\n\n");
    return `[^${this.footnotes.definitionLabel(note)}]: ${indent(body, 4)}`;
  }

  /** An item's text; blank lines are kept only when the item holds several paragraphs. */
  private itemBody(item: DomElement): string {
    const body = tidy(this.children(item, false)).trim();
    return paragraphsIn(item) > 1 ? body : body.replace(/\n{2,}/g, "\n");
  }

  private table(table: DomElement): string {
    const rows: string[][] = [];
    // The cell covering each column of each row, spans included, and each cell's text.
    const grid: DomElement[][] = [];
    const texts = new Map<DomElement, string>();
    // Rows each column is still covered by a cell above (rowspan): those columns stay empty.
    const covered: number[] = [];
    const coveredBy: DomElement[] = [];
    let headerRows = 0;
    for (const row of ownRows(table)) {
      const own = ownCells(row);
      if (own.length === 0) continue;
      if (headerRows === rows.length && (rows.length === 0 || continuesHeader(row, grid[0]![0]!, covered))) headerRows++;
      const cells: string[] = [];
      const owners: DomElement[] = [];
      for (const cell of own) {
        while ((covered[cells.length] ?? 0) > 0) {
          owners.push(coveredBy[cells.length]!);
          cells.push("");
        }
        const span = colspan(cell);
        for (let i = 0; i < span; i++) {
          covered[cells.length + i] = rowspan(cell);
          coveredBy[cells.length + i] = cell;
          owners.push(cell);
        }
        const text = this.cellText(cell);
        texts.set(cell, text);
        cells.push(text, ...Array<string>(span - 1).fill(""));
      }
      for (let column = 0; column < covered.length; column++) if (covered[column]! > 0) covered[column]!--;
      rows.push(cells);
      grid.push(owners);
    }
    if (rows.length === 0) return "";
    const width = Math.max(...rows.map((cells) => cells.length));
    const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? "").join(" | ")} |`;
    const delimiters = `| ${Array.from({ length: width }, (_, i) => alignmentMark(grid[0]![i])).join(" | ")} |`;
    // GFM needs a header row: the first row is it, whether or not it was marked up with <th>.
    const header = headerRows > 1 ? combinedHeader(grid.slice(0, headerRows), width, texts) : rows[0]!;
    const lines = [line(header), delimiters, ...rows.slice(headerRows).map(line)];
    const caption = table.firstElementChild?.nodeName === "CAPTION" ? oneLine(this.children(table.firstElementChild, true)) : "";
    return block(caption ? `${caption}\n\n${lines.join("\n")}` : lines.join("\n"));
  }

  private cellText(cell: DomElement): string {
    return oneLine(this.children(cell, true)).replace(/\|/g, "\\|");
  }

  /** A list's items or a table's rows inside a cell, each on one line, apart by "; ". */
  private cellItems(items: DomElement[]): string {
    return items.map((item) => oneLine(this.children(item, true))).filter(Boolean).join("; ");
  }
}

/**
 * Whether a row belongs to the header rows above it: it is in the first row's `<thead>`, or it is
 * all `<th>` under a header cell's rowspan (`<th rowspan="2">Model</th><th colspan="2">Score</th>`
 * over `<th>A</th><th>B</th>`).
 */
function continuesHeader(row: DomElement, firstCell: DomElement, covered: number[]): boolean {
  const first = firstCell.parentElement!;
  if (first.parentElement?.nodeName === "THEAD") return row.parentElement === first.parentElement;
  return isHeadingRow(first) && isHeadingRow(row) && covered.some((rows) => rows > 0);
}

/** One header row for several: each column's header cells top to bottom, a spanning one once ("Score A"). */
function combinedHeader(grid: DomElement[][], width: number, texts: Map<DomElement, string>): string[] {
  return Array.from({ length: width }, (_, column) =>
    [...new Set(grid.map((owners) => owners[column]).filter((cell) => cell !== undefined))]
      .map((cell) => texts.get(cell))
      .filter(Boolean)
      .join(" "),
  );
}

/**
 * `<br>` marks become hard breaks (two spaces at the line end) where a line of the same block
 * follows; a break that opens or ends a block, or stands on its own line, adds nothing; one
 * left inside a line (a link label is one line) is a space.
 */
function hardBreaks(text: string): string {
  if (!text.includes(HARD_BREAK)) return text;
  return text
    .replace(BREAK_ONLY_LINE, "$1")
    .replace(BREAK_BEFORE_BLANK, "")
    .replace(/\n{3,}/g, "\n\n")
    .replace(/ ?\u0003+(?=\n)/g, "  ")
    .replace(/ ?\u0003+ ?/g, " ");
}

const BREAK_ONLY_LINE = /^([> \u0002]*)\u0003+$/gm;
const BREAK_BEFORE_BLANK = / ?\u0003+(?=\n[> \u0002]*(?:\n|$)|$)/g;

/** How many lists of `list`'s kind come right before it, with nothing but white space between. */
function listsOfKindBefore(list: DomElement): number {
  let count = 0;
  for (let before = list.previousSibling; before; before = before.previousSibling) {
    if (before.nodeType === TEXT_NODE && !(before.nodeValue ?? "").trim()) continue;
    if (before.nodeName !== list.nodeName) break;
    count++;
  }
  return count;
}

/** Blocks that make a list item loose when it holds more than one paragraph's worth of them (a code fence or a quote may follow a line directly). */
const ITEM_PARAGRAPHS = new Set(["P", "DIV", "TABLE"]);

/**
 * How many paragraphs a list item holds: each paragraph-like child, and each run of text and inline
 * elements between them ("Text<p>more</p>" is two); a nested list counts for none.
 */
function paragraphsIn(item: DomElement): number {
  let count = 0;
  let inRun = false;
  for (let child = item.firstChild; child && count < 2; child = child.nextSibling) {
    if (!isElement(child) && child.nodeType !== TEXT_NODE) continue;
    const name = child.nodeName;
    const hasText = !!(child.textContent ?? "").trim();
    if (ITEM_PARAGRAPHS.has(name) || name === "UL" || name === "OL") {
      if (hasText && ITEM_PARAGRAPHS.has(name)) count++;
      inRun = false;
    } else if (!inRun && (hasText || name === "IMG")) {
      count++;
      inRun = true;
    }
  }
  return count;
}

/**
 * The mark left before a definition's back-references once they are gone: MediaWiki writes "^" and
 * then one lettered link per citation ("^ a b") when a note is cited more than once.
 */
const BACK_MARK = /^[\^↑]\s*/;

function block(text: string): string {
  return `\n\n${text}\n\n`;
}

/** Collapses spaces, trims line ends and blank-line runs; leaves INDENT and code placeholders alone. */
function tidy(text: string): string {
  return text.replace(/[ \t]+/g, " ").replace(/^ | $/gm, "").replace(/\n{3,}/g, "\n\n");
}

function oneLine(text: string): string {
  return tidy(text.replaceAll(HARD_BREAK, "").replace(/\s*\n+\s*/g, " ")).trim();
}

/** Continuation lines of a list item line up under its text. */
function indent(body: string, width: number, firstLineToo = false): string {
  const pad = INDENT.repeat(width);
  return body
    .split("\n")
    .map((line, i) => ((i > 0 || firstLineToo) && line ? pad + line : line))
    .join("\n");
}

/** An attribute's whole number (Markdown list numbers are 0–999999999), or null. */
function integerAttribute(element: DomElement, name: string): number | null {
  const value = element.getAttribute(name)?.trim();
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * `*`, `**`, `~~` around inline content, with its edge spaces moved outside the delimiters; around
 * each line where `<br>`s break it (emphasis cannot span a hard break), and not at all around blocks.
 */
function wrap(inner: string, delimiter: string): string {
  const [, before = "", core = "", after = ""] = EDGES.exec(inner) ?? [];
  if (!core) return inner ? " " : "";
  if (core.includes("\n")) {
    const lines = core.split(LINE_BREAK);
    if (lines.some((line) => line.includes("\n"))) return inner;
    return `${edge(before)}${lines.map((line) => wrap(line, delimiter)).join(LINE_BREAK)}${edge(after)}`;
  }
  return `${edge(before)}${markEmphasis(core, delimiter)}${edge(after)}`;
}

const LINE_BREAK = `${HARD_BREAK}\n`;

/** Inline content's leading spaces and breaks, its core, and its trailing spaces and breaks. */
const EDGES = /^([\s\u0003]*)([\s\S]*?)([\s\u0003]*)$/;
/** What stands outside the delimiters for an edge: a line break stays one, spaces become one. */
const edge = (part: string) => (part.includes(HARD_BREAK) ? `${HARD_BREAK}\n` : part ? " " : "");

function isTrackingPixel(img: DomElement): boolean {
  return img.getAttribute("width") === "1" || img.getAttribute("height") === "1";
}

/** Markdown's own characters in text are escaped, as turndown does (anchored ones at a text start). */
const ESCAPES: [RegExp, string][] = [
  [/\\/g, "\\\\"], [/\*/g, "\\*"], [/^-/g, "\\-"], [/^\+ /g, "\\+ "], [/^(=+)/g, "\\$1"],
  [/^(#{1,6}) /g, "\\$1 "], [/`/g, "\\`"], [/^~~~/g, "\\~~~"], [/~~/g, "\\~\\~"], [/\[/g, "\\["], [/\]/g, "\\]"],
  [/^>/g, "\\>"], [/_/g, "\\_"], [/^(\d+)([.)]) /g, "$1\\$2 "],
];
const NEEDS_ESCAPE = /[\\*\-+=#`~[\]>_]|^\d+[.)] /;

/** Whether a heading lies anywhere inside `element` (a card's link around its title). */
function holdsHeading(element: DomElement): boolean {
  for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
    if (isHeading(child) || holdsHeading(child)) return true;
  }
  return false;
}

/** Plain text (a text node, a title) as Markdown text: its Markdown characters escaped. */
export function escapeText(text: string): string {
  const clean = text.replace(PRIVATE_MARKS, "");
  if (!NEEDS_ESCAPE.test(clean)) return clean;
  return ESCAPES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), clean);
}
