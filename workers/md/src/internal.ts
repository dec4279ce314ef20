/**
 * The md worker's internal entrypoint, reached only through the api worker's `MD` service
 * binding (`entrypoint = "MdInternal"`), never from the public host: the keyed
 * `GET /v1/markdown?url=U` answers with what this returns. No anonymous quota here; the api has
 * already applied the key's limits and charged credits.
 */
import { cachedJson } from "@shared/gateway/cached-json";
import type { MarkdownData } from "@shared/gateway/primitive-data";
import { createWorkerApp } from "@shared/http/worker-app";
import { assertSourceAllowed } from "@shared/net";
import { internalEntrypoint } from "@shared/provider/provider-entrypoint";
import { renderHeaders } from "@shared/render/render-mode-page";
import type { MdEnv } from "./env";
import { internalMarkdownRequest } from "./md-request";
import { readMarkdown } from "./read-markdown";

const internalApp = createWorkerApp<MdEnv>({
  service: "md-internal",
  title: "Markdown primitive (internal)",
  description: "Internal: GET /__internal/markdown?url=U for the api worker.",
  llms: "Internal entrypoint of the Markdown gateway.\n",
});

internalApp.get("/__internal/markdown", async (c) => {
  const request = internalMarkdownRequest(c);
  await assertSourceAllowed(c.env, request.target);
  const { page, read } = await readMarkdown(c.env, request);
  const data: MarkdownData = { url: page.url, title: page.title, content: page.content };
  for (const [name, value] of Object.entries(renderHeaders(page))) c.header(name, value);
  return cachedJson(c, data, read);
});

export const MdInternal = internalEntrypoint(internalApp);
