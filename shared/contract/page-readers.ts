/**
 * Every route and tool that reads a page a caller names (docs/contract.md#source-exclusions), in
 * one place: each checks the source exclusion list before anything is fetched and answers an
 * excluded source with 451 `source_excluded`. The tiers generate their exclusion tests from this
 * list and check it against what each host documents (every operation of /openapi.json, every MCP
 * tool, whose input names a source: `url`, `domain`, `target`, `competitors`), so a new page
 * reader that is not listed here fails a test instead of fetching excluded sources.
 */

/** Input names that name a source to read. */
export const SOURCE_FIELDS = ["url", "domain", "target", "competitors"] as const;

export interface PageReader {
  /** The host that serves it (`shared/config/hosts.json` names). */
  host: "api" | "md" | "brand" | "pdf" | "mcp";
  /** The HTTP method, or `TOOL` for an MCP tool. */
  method: "GET" | "POST" | "PATCH" | "TOOL";
  /** The path as the host's /openapi.json writes it, or the MCP tool's name. */
  path: string;
  /** What an excluded source answers. */
  answer: string;
}

const ANSWER_451 = "451 source_excluded before quota, credits, cache or fetch";

export const PAGE_READERS: readonly PageReader[] = [
  { host: "md", method: "GET", path: "/md/{target}", answer: ANSWER_451 },
  { host: "brand", method: "GET", path: "/{domain}", answer: ANSWER_451 },
  { host: "pdf", method: "POST", path: "/", answer: ANSWER_451 },
  { host: "api", method: "GET", path: "/v1/markdown", answer: ANSWER_451 },
  { host: "api", method: "GET", path: "/v1/brand/{domain}", answer: ANSWER_451 },
  { host: "api", method: "GET", path: "/v1/brand/{domain}/logo", answer: ANSWER_451 },
  { host: "api", method: "GET", path: "/v1/brand/{domain}/fonts", answer: ANSWER_451 },
  { host: "api", method: "GET", path: "/v1/brand/{domain}/styleguide", answer: ANSWER_451 },
  { host: "api", method: "GET", path: "/v1/research/company", answer: ANSWER_451 },
  {
    host: "api",
    method: "GET",
    path: "/v1/research/competitors",
    answer: "451 when every target is excluded; otherwise 200 with each excluded target's primitives failing source_excluded (refunded)",
  },
  { host: "api", method: "POST", path: "/v1/monitors", answer: ANSWER_451 },
  { host: "api", method: "PATCH", path: "/v1/monitors/{id}", answer: "451 unless the monitor is left paused (pausing an excluded monitor is allowed)" },
  { host: "api", method: "POST", path: "/v1/watches", answer: ANSWER_451 },
  { host: "mcp", method: "TOOL", path: "read_markdown", answer: "tool error: the 451 envelope of GET /v1/markdown" },
  { host: "mcp", method: "TOOL", path: "read_document", answer: "tool error: the 451 envelope of the PDF gateway (the call is refunded)" },
  { host: "mcp", method: "TOOL", path: "brand", answer: "tool error: the 451 envelope of GET /v1/brand/{domain}" },
  { host: "mcp", method: "TOOL", path: "brand_logo", answer: "tool error: the 451 envelope of GET /v1/brand/{domain}/logo" },
  { host: "mcp", method: "TOOL", path: "brand_fonts", answer: "tool error: the 451 envelope of GET /v1/brand/{domain}/fonts" },
  { host: "mcp", method: "TOOL", path: "brand_styleguide", answer: "tool error: the 451 envelope of GET /v1/brand/{domain}/styleguide" },
  { host: "mcp", method: "TOOL", path: "research_company", answer: "tool error: the 451 envelope of GET /v1/research/company" },
  { host: "mcp", method: "TOOL", path: "research_competitors", answer: "as GET /v1/research/competitors" },
  { host: "mcp", method: "TOOL", path: "monitors_create", answer: "tool error: the 451 envelope of POST /v1/monitors" },
  { host: "mcp", method: "TOOL", path: "watches_create", answer: "tool error: the 451 envelope of POST /v1/watches" },
];

/** `METHOD path` of the page readers of `host`, sorted (what the tiers compare with). */
export const pageReadersOf = (host: PageReader["host"]): string[] =>
  PAGE_READERS.filter((r) => r.host === host)
    .map((r) => `${r.method} ${r.path}`)
    .sort();
