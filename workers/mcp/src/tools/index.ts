/**
 * Every MCP tool, in the order tools/list shows them: the PDF conversion (the pdf worker's, not an
 * api route), then one tool per keyed api route (generated from the route specs, see
 * route-tools.ts): the primitives (`read_markdown`, `brand*`), the catalog, billing.
 */
import { readDocumentTool } from "./read-document.tool";
import { ROUTE_TOOLS } from "./route-tools";
import type { McpTool } from "./tool";

export const TOOLS: readonly McpTool[] = [readDocumentTool, ...ROUTE_TOOLS];

const names = TOOLS.map((t) => t.name);
const repeated = names.filter((name, i) => names.indexOf(name) !== i);
if (repeated.length > 0) throw new Error(`MCP tool names must be unique; repeated: ${repeated.join(", ")}`);
