import { regionBlocks } from "./blocks";
import { orderRegions } from "./columns";
import { buildLine, groupLines } from "./lines";
import type { PageBlocks } from "./render-markdown";
import { toTextRuns } from "./text-runs";

/**
 * One page's pdf.js text items to blocks in reading order: runs → lines → column regions → blocks.
 * Pure and synchronous, so it can be tested on hand-made items without pdf.js.
 */
export function layoutPage(number: number, items: readonly unknown[]): PageBlocks & { chars: number } {
  const { upright, rotated } = toTextRuns(items);
  const regions = orderRegions(groupLines(upright));
  // Regions come from loose lines (side-by-side columns share a line); lines inside a region are
  // rebuilt strictly, so a dense grid's rows stay apart.
  const blocks = regions.flatMap((region) =>
    regionBlocks(groupLines(region.flat(), true).flatMap((l) => buildLine(l) ?? [])),
  );
  const chars = upright.reduce((n, r) => n + r.text.trim().length, 0) + rotated.join("").length;
  return { number, blocks, rotated, chars };
}
