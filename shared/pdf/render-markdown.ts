import type { Block } from "./blocks";
import { headingText } from "./headings";
import { escapeBlockStart, escapeCell, joinLines } from "./inline-text";

/** One page's content, ready to print. */
export interface PageBlocks {
  number: number;
  blocks: Block[];
  /** Rotated text (margin stamps, sideways labels), printed after the page's body. */
  rotated: string[];
}

function renderTable(rows: readonly string[][]): string {
  const width = rows.reduce((n, r) => Math.max(n, r.length), 0);
  const line = (cells: readonly string[]): string =>
    `| ${Array.from({ length: width }, (_, i) => escapeCell(cells[i] ?? "")).join(" | ")} |`;
  const [header = [], ...body] = rows;
  return [line(header), line(Array(width).fill("---")), ...body.map(line)].join("\n");
}

function renderBlock(block: Block, level: number): string {
  switch (block.kind) {
    case "table":
      return renderTable(block.rows);
    case "item":
      return level > 0 ? `${"#".repeat(level)} ${headingText(block)}` : `${block.marker} ${joinLines(block.lines)}`;
    case "text":
      return level > 0 ? `${"#".repeat(level)} ${headingText(block)}` : escapeBlockStart(joinLines(block.lines));
  }
}

/**
 * Prints the document. Every page starts with an HTML comment `<!-- page N -->`: invisible when
 * rendered, unambiguous for an agent that needs to cite a page, and, unlike `---`, it can never
 * turn the line above into a setext heading. Consecutive list items are kept in one tight list.
 */
export function renderMarkdown(pages: readonly PageBlocks[], level: (block: Block) => number): string {
  const out: string[] = [];
  for (const page of pages) {
    out.push(`<!-- page ${page.number} -->`, "\n\n");
    let prev: Block | null = null;
    for (const block of page.blocks) {
      const heading = level(block);
      const tight = prev?.kind === "item" && block.kind === "item" && heading === 0 && level(prev) === 0;
      if (prev) out.push(tight ? "\n" : "\n\n");
      out.push(renderBlock(block, heading));
      prev = block;
    }
    if (page.rotated.length) out.push(prev ? "\n\n" : "", escapeBlockStart(page.rotated.join(" ")));
    out.push("\n\n");
  }
  return out.join("").trimEnd() + "\n";
}
