/**
 * Source exclusions on the mcp host (docs/contract.md#source-exclusions): every tool whose input
 * names a source is a listed page reader (`PAGE_READERS`), so a new tool cannot read pages past the
 * list unnoticed. The tools run the api's and the pdf gateway's routes, which check the list; their
 * 451 through MCP, against the real workers, is the e2e tier's (tests/e2e/exclusions.e2e.test.ts).
 */
import { describe, expect, it } from "vitest";
import { pageReadersOf } from "@shared/contract/page-readers";
import { sourceTools } from "../support/page-readers";
import { rpc } from "./mcp-client";
import { GOOD_KEY } from "./stubs";

describe("page readers of the mcp host", () => {
  it("are every tool whose input names a source, and every listed one is a tool", async () => {
    const { body } = await rpc("tools/list", {}, { key: GOOD_KEY });
    const tools = body.result.tools as Array<{ name: string; inputSchema: Record<string, unknown> }>;
    const listed = pageReadersOf("mcp");
    expect(sourceTools(tools as never).filter((t) => !listed.includes(t))).toEqual([]);
    expect(listed.filter((t) => !tools.some((tool) => `TOOL ${tool.name}` === t))).toEqual([]);
  });
});
