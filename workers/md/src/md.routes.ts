/** `GET /md/{target}`: the anonymous URL → Markdown gateway. */
import { ApiError } from "@shared/errors";
import { admitAnonymous, quotaHeadersOnEveryAnswer, unitBackOnInvalidTarget } from "@shared/gateway/anonymous-admission";
import { createRouter } from "@shared/http/router";
import { cacheHeaders } from "@shared/cache";
import { estimateTokens } from "@shared/markdown";
import { assertSourceAllowed } from "@shared/net";
import { renderHeaders } from "@shared/render/render-mode-page";
import type { MdEnv } from "./env";
import { mdRouteDoc } from "./md.openapi";
import { publicMarkdownRequest } from "./md-request";
import { readMarkdown } from "./read-markdown";

export function mdRoutes() {
  const app = createRouter<MdEnv>();
  app.openAPIRegistry.registerPath(mdRouteDoc);
  app.use("/md/*", quotaHeadersOnEveryAnswer());
  // `/` too: clients resolve dot segments, so `/md/..` and `/md/%2e%2e` arrive here.
  for (const path of ["/", "/md"]) {
    app.get(path, () => {
      throw new ApiError("invalid_request", "A target is required: GET /md/{target}, e.g. /md/https://example.com/page. See /llms.txt.");
    });
  }
  app.get("/md/*", async (c) => {
    const request = publicMarkdownRequest(c);
    await assertSourceAllowed(c.env, request.target);
    await admitAnonymous(c, "md");
    const { page, read } = await unitBackOnInvalidTarget(c, "md", () => readMarkdown(c.env, request));
    // Metadata goes in front matter only when asked for, never into the body.
    const body = request.frontMatter ? page.markdown : page.content;
    return c.body(body, 200, {
      ...cacheHeaders(read),
      ...renderHeaders(page),
      "Content-Type": "text/markdown; charset=utf-8",
      "X-Markdown-Tokens": String(estimateTokens(body)),
    });
  });
  return app;
}
