/**
 * Baseline for bench/providers: the comment tree the naive way, one Firebase item request per
 * comment, each level fetched all at once (no bound, no budget, no cache). Normalization is the
 * news worker's own, so the comparison measures the fetching strategy only.
 */
import type { NewsItem } from "@shared/contract/news.records";
import type { FirebaseItem } from "../../../workers/news/src/news.raw.schemas";
import { normalizeFirebaseItem } from "../../../workers/news/src/news.normalize";

interface Env {
  SVC_UPSTREAM_HN_FIREBASE: string;
}

async function tree(base: string, id: number): Promise<NewsItem | null> {
  const raw = (await (await fetch(`${base}/v0/item/${id}.json`)).json()) as FirebaseItem | null;
  if (raw === null) return null;
  const item = normalizeFirebaseItem(raw);
  const kids = await Promise.all((item.child_ids ?? []).map((kid) => tree(base, kid)));
  item.children = kids.filter((k): k is NewsItem => k !== null);
  return item;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const id = Number(new URL(request.url).pathname.split("/").pop());
    const item = await tree(env.SVC_UPSTREAM_HN_FIREBASE, id);
    return Response.json({ data: item === null ? [] : [item], meta: {} });
  },
};
