/** Every MCP tool, in the order tools/list shows them. */
import { brandTool } from "./brand.tool";
import { readDocumentTool } from "./read-document.tool";
import { readMarkdownTool } from "./read-markdown.tool";
import type { McpTool } from "./tool";

export const TOOLS: readonly McpTool[] = [readDocumentTool, readMarkdownTool, brandTool];
