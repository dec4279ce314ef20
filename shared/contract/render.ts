/**
 * The render contract (DECISIONS §6): the `X-Render` / `render` mode callers choose, the headers
 * every page read answers with, and the plain data that crosses the `RENDER` service binding
 * between a page reader (md, brand, research) and the render worker. zod only, so the md routes,
 * the api's `/v1/markdown`, the MCP `read_markdown` tool and the render worker validate alike.
 */
import { z } from "@hono/zod-openapi";

/** `auto` renders only pages whose static HTML looks script-rendered; `always` every HTML page; `never` none. */
export const RENDER_MODES = ["auto", "always", "never"] as const;
export const RenderModeSchema = z.enum(RENDER_MODES).openapi({
  description: "auto (default): render in a headless browser only when the static HTML looks script-rendered; always: render every HTML page; never: static HTML only.",
  example: "auto",
});
export type RenderMode = z.infer<typeof RenderModeSchema>;

/** Request header of the md gateway and `/v1/markdown`. */
export const RENDER_HEADER = "X-Render";
/** Query parameter of `/v1/markdown` (and input of MCP `read_markdown`). */
export const RENDER_PARAM = "render";
/** On every 200 of a page read: whether the content came from the rendered page. */
export const RENDERED_HEADER = "X-Rendered";
/** In `auto`, when a render was wanted but the static HTML answered instead: why. */
export const RENDER_FALLBACK_HEADER = "X-Render-Fallback";

/** Why a render produced nothing (the `X-Render-Fallback` values; `always` names them in its 502). */
export const RENDER_FAILURES = ["browser_unavailable", "timeout", "crash", "cap", "busy"] as const;
export const RenderFailureSchema = z.enum(RENDER_FAILURES);
export type RenderFailure = z.infer<typeof RenderFailureSchema>;

/** Internal: the api tells the md gateway whose render slots a keyed read takes. */
export const RENDER_ACCOUNT_HEADER = "X-Render-Account";

/** What a page reader asks the render worker. */
export const RenderRequestSchema = z.strictObject({
  /** The page, already validated by the caller's target rules (the render worker checks it again). */
  url: z.string().url(),
  /** Whose render slots this render takes: the api key's account, or `ip:<client ip>` when anonymous. */
  account: z.string().min(1).max(200),
  /** `always` waits a bounded time for a busy slot; `auto` falls back at once. */
  waitForSlot: z.boolean(),
});
export type RenderRequest = z.infer<typeof RenderRequestSchema>;

const RenderedSchema = z.strictObject({
  ok: z.literal(true),
  /** The page's URL once rendered (after redirects, ours and its own). */
  url: z.string(),
  /** The serialized DOM after the page's scripts ran. */
  html: z.string(),
  /** Counted against the caps; `stopped` says which cap ended the render early, if one did. */
  requests: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  ms: z.number().int().nonnegative(),
  stopped: z.enum(["timeout", "cap"]).nullable(),
  /** True when this render had to start a browser (none was free to reuse). */
  launched: z.boolean(),
});

const RenderFailedSchema = z.strictObject({
  ok: z.literal(false),
  reason: RenderFailureSchema,
  /** Safe to show a caller: names the failure, never an address. */
  message: z.string(),
  /** `busy`: seconds until a slot is expected to free. */
  retryAfterS: z.number().int().positive().optional(),
});

/**
 * The page itself led into a source the operators exclude (its navigation redirected there):
 * not a failure of the browser, so no mode falls back; the reader answers the 451 that the static
 * read of such a redirect answers (docs/rendering.md#source-exclusions).
 */
const RenderExcludedSchema = z.strictObject({
  ok: z.literal(false),
  reason: z.literal("source_excluded"),
  /** The 451's `message` and `detail`, worded by shared/net/source-exclusions.ts. */
  message: z.string(),
  detail: z.string(),
});

/** What the render worker answers: the rendered DOM, or why there is none. */
export const RenderOutcomeSchema = z.union([RenderedSchema, RenderFailedSchema, RenderExcludedSchema]);
export type RenderOutcome = z.infer<typeof RenderOutcomeSchema>;
export type RenderSuccess = z.infer<typeof RenderedSchema>;
export type RenderExcluded = z.infer<typeof RenderExcludedSchema>;

/** The RPC face of the render worker's `RenderService` entrypoint, as page readers see it on `RENDER`. */
export interface RenderService {
  render(request: RenderRequest): Promise<RenderOutcome>;
}
