/** The render mode of a page read (DECISIONS §6): from `X-Render`, the `render` query parameter or MCP input. */
import { RENDER_MODES, type RenderMode } from "../contract/render";
import { ApiError } from "../errors";

/**
 * `auto` when absent or empty; `auto`, `always`, `never` in any case; anything else is 400
 * `invalid_request` naming `name` (`X-Render` or `render`), before any quota is spent.
 *
 * @example parseRenderMode(c.req.header("X-Render"), "X-Render") // "auto"
 */
export function parseRenderMode(raw: string | undefined, name: string): RenderMode {
  const value = raw?.trim().toLowerCase();
  if (!value) return "auto";
  if ((RENDER_MODES as readonly string[]).includes(value)) return value as RenderMode;
  throw new ApiError("invalid_request", `${name} must be auto, always or never; got "${(raw ?? "").slice(0, 40)}".`);
}
