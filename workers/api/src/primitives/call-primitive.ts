/**
 * Calls a gateway's internal entrypoint for a keyed primitive and answers with what it returned
 * (the same envelope, request id and `X-Cache`). The caller has already been admitted and charged;
 * the charge is given back when the primitive produced nothing, a payment settled when it succeeded.
 */
import type { Context } from "hono";
import { ApiError } from "@shared/errors";
import type { ApiEnv } from "../env";
import { type Admission, answerAdmitted, callerIp, refund } from "../front-door";
import { RENDER_ACCOUNT_HEADER } from "@shared/contract/render";

/** Whose render slots a page the primitive renders takes (docs/rendering.md): the key's workspace, else the paying client. */
const renderAccount = (c: Context<ApiEnv>) => {
  const auth = c.get("auth");
  return auth ? `ws:${auth.workspaceId}` : `ip:${callerIp(c)}`;
};

export async function callPrimitive(c: Context<ApiEnv>, binding: "MD" | "BRAND", path: string, admission: Admission): Promise<Response> {
  const headers = new Headers({ "X-Request-Id": c.get("requestId"), Accept: "application/json", [RENDER_ACCOUNT_HEADER]: renderAccount(c) });
  const cacheControl = c.req.header("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  let res: Response;
  try {
    res = await c.env[binding].fetch(new Request(`https://${binding.toLowerCase()}.internal${path}`, { headers }));
  } catch (err) {
    await refund(c, admission);
    throw new ApiError("upstream_unavailable", `The ${binding === "MD" ? "Markdown" : "brand"} service is unreachable.`, { internal: String(err) });
  }
  return answerAdmitted(c, admission, new Response(res.body, res)); // mutable headers
}
