import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { normalizeAlgoliaTree } from "../../workers/news/src/news-tree.normalize";
import { type NewsItem, NewsItemSchema } from "@shared/contract/news.records";
import item17 from "../fixtures/upstream/hn-algolia/hn-algolia_items_17.json";
import bigTree from "../fixtures/upstream/hn-algolia/hn-algolia_items_39000000_SYNTHETIC-300-comments.json";

function maxDepth(item: NewsItem): number {
  return item.children === undefined || item.children.length === 0 ? 0 : 1 + Math.max(...item.children.map(maxDepth));
}
function count(item: NewsItem): number {
  return 1 + (item.children ?? []).reduce((n, c) => n + count(c), 0);
}

describe("normalizeAlgoliaTree", () => {
  it("normalizes the recorded item 17 with its two replies at depth 1", () => {
    const item = normalizeAlgoliaTree(item17, 1);
    expect(item).toMatchObject({ id: 17, type: "comment", author: "pg", text: "Is there anywhere to eat on Sandhill Road?", parent_id: 15, story_id: 1, points: 5, created_at: "2006-10-09T19:52:45Z", child_ids: [1079, 454426] });
    expect(item.children?.map((c) => [c.id, c.author, c.text])).toEqual([
      [1079, "dmon", "sure"],
      [454426, "Arrington", "This is why we can't have nice things."],
    ]);
    // Replies at the depth limit say they have no replies, and are not expanded.
    expect(item.children?.[0]?.child_ids).toEqual([]);
    expect(item.children?.[0]).not.toHaveProperty("children");
    expect(NewsItemSchema.parse(item)).toEqual(item);
  });

  it("expands exactly `depth` levels of replies and keeps child ids at the boundary", () => {
    for (const depth of [1, 2, 3, 10]) {
      const tree = normalizeAlgoliaTree(bigTree, depth);
      expect(maxDepth(tree)).toBeLessThanOrEqual(depth);
      const atLimit: NewsItem[] = [];
      const walk = (n: NewsItem, level: number): void => {
        if (level === depth) atLimit.push(n);
        else n.children?.forEach((c) => walk(c, level + 1));
      };
      walk(tree, 0);
      for (const n of atLimit) expect(n).not.toHaveProperty("children");
      if (depth < 10) expect(atLimit.some((n) => (n.child_ids ?? []).length > 0)).toBe(true);
    }
  });

  it("depth 1 gives the item and its direct replies only", () => {
    const tree = normalizeAlgoliaTree(bigTree, 1);
    expect(tree.children).toHaveLength(bigTree.children.length);
    expect(count(tree)).toBe(1 + bigTree.children.length);
  });

  it("keeps all 300 comments of the synthetic thread at depth 10", () => {
    const tree = normalizeAlgoliaTree(bigTree, 10);
    expect(count(tree)).toBe(301);
    expect(NewsItemSchema.parse(tree)).toEqual(tree);
  });

  it("counts a story's comments from the full tree, leaving deleted ones out", () => {
    const tree = normalizeAlgoliaTree(bigTree, 1);
    expect(tree.comment_count).toBe(297);
    expect(tree.story_id).toBe(39000000);
  });

  it("marks comments without author and text as deleted", () => {
    const tree = normalizeAlgoliaTree(bigTree, 10);
    const deleted: NewsItem[] = [];
    const walk = (n: NewsItem): void => {
      if (n.deleted === true) deleted.push(n);
      n.children?.forEach(walk);
    };
    walk(tree);
    expect(deleted).toHaveLength(3);
    for (const d of deleted) expect(d).toMatchObject({ author: null, text: null });
  });

  it("leaves no HTML in any comment text", () => {
    const texts: string[] = [];
    const walk = (n: NewsItem): void => {
      if (n.text !== null) texts.push(n.text);
      n.children?.forEach(walk);
    };
    walk(normalizeAlgoliaTree(bigTree, 10));
    expect(texts.length).toBeGreaterThan(250);
    for (const t of texts) {
      expect(t).not.toMatch(/<\/?(p|a|i|pre|code)\b/);
      expect(t).not.toMatch(/&(#x27|#x2F|quot|amp|gt|mdash);/);
    }
  });

  it("renders NewsItem in OpenAPI as a self-referencing component", () => {
    const app = new OpenAPIHono();
    const route = createRoute({
      method: "get",
      path: "/item",
      responses: { 200: { description: "ok", content: { "application/json": { schema: z.object({ data: z.array(NewsItemSchema) }) } } } },
    });
    app.openapi(route, (c) => c.json({ data: [] }, 200));
    const doc = app.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "t", version: "1" } });
    const schema = doc.components?.schemas?.NewsItem as { properties: Record<string, unknown>; additionalProperties?: boolean };
    expect(schema).toBeDefined();
    expect(JSON.stringify(schema.properties.children)).toContain("#/components/schemas/NewsItem");
    expect(schema.additionalProperties).toBe(false);
  });
});
