import type { NewsItem } from "@shared/contract/news.records";
import { ApiError } from "@shared/errors";
import { normalizeFirebaseItem } from "./news.normalize";
import { mapBounded } from "@shared/provider/map-bounded";
import { FANOUT_CONCURRENCY, type Fetch, fetchFirebaseItem } from "./news.upstream";

/**
 * Most Firebase calls one tree may cost, the root included. Firebase has one item per request,
 * so a 300-comment thread would be 301 calls; a Worker's subrequest budget (50 on the free plan,
 * 1,000 on paid) and the caller's patience both need a ceiling.
 */
export const FIREBASE_TREE_BUDGET = 200;

export interface FirebaseTree {
  tree: NewsItem;
  /** False when the budget ran out before `depth` was reached: some replies were not expanded. */
  complete: boolean;
}

/**
 * The comment tree from Firebase, level by level (breadth first) to `depth` levels of replies,
 * with at most FIREBASE_TREE_BUDGET calls: the fallback when Algolia's one-request tree is not
 * available. A node's replies are expanded all together or not at all, so a node either has
 * every reply that still exists in `children` or has no `children` (only `child_ids`), never a
 * silently shortened list. Replies that vanished (Firebase `null`) are left out.
 */
export async function fetchFirebaseTree(fetchFn: Fetch, base: string, id: number, depth: number, budget = FIREBASE_TREE_BUDGET): Promise<FirebaseTree> {
  const root = normalizeFirebaseItem(await fetchFirebaseItem(fetchFn, base, id));
  let calls = 1;
  let complete = true;
  let level = [root];
  for (let d = 0; d < depth && level.length > 0 && complete; d++) {
    const expand: NewsItem[] = [];
    for (const node of level) {
      const kids = node.child_ids ?? [];
      if (calls + kids.length > budget) {
        complete = false;
        break;
      }
      calls += kids.length;
      expand.push(node);
    }
    const replies = await mapBounded(
      expand.flatMap((node) => node.child_ids ?? []),
      FANOUT_CONCURRENCY,
      (kid) => fetchReply(fetchFn, base, kid),
    );
    let next = 0;
    level = [];
    for (const node of expand) {
      const count = node.child_ids?.length ?? 0;
      node.children = replies.slice(next, next + count).filter((r): r is NewsItem => r !== null);
      next += count;
      level.push(...node.children);
    }
  }
  return { tree: root, complete };
}

async function fetchReply(fetchFn: Fetch, base: string, id: number): Promise<NewsItem | null> {
  try {
    return normalizeFirebaseItem(await fetchFirebaseItem(fetchFn, base, id));
  } catch (err) {
    if (err instanceof ApiError && err.code === "not_found") return null;
    throw err;
  }
}
