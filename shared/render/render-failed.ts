/** A render that produced no page, and why: the `X-Render-Fallback` reasons of DECISIONS §6. */
import type { RenderFailure } from "../contract/render";

export class RenderFailed extends Error {
  readonly reason: RenderFailure;

  /** `message` is shown to callers (in `always`'s 502): it names the failure, never an address. */
  constructor(reason: RenderFailure, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = "RenderFailed";
    this.reason = reason;
  }
}
