/**
 * Every MCP tool, in the order tools/list shows them: the PDF conversion, the keyed primitives,
 * then every keyed read of the catalog (generated from the route specs, see route-tools.ts).
 */
import { brandTools } from "./brand.tool";
import { readDocumentTool } from "./read-document.tool";
import { readMarkdownTool } from "./read-markdown.tool";
import { ROUTE_TOOLS } from "./route-tools";
import type { McpTool } from "./tool";

export const TOOLS: readonly McpTool[] = [readDocumentTool, readMarkdownTool, ...brandTools, ...ROUTE_TOOLS];

const names = TOOLS.map((t) => t.name);
const repeated = names.filter((name, i) => names.indexOf(name) !== i);
if (repeated.length > 0) throw new Error(`MCP tool names must be unique; repeated: ${repeated.join(", ")}`);
