import { describe, expect, it } from "vitest";
import { ApiError } from "@shared/errors";
import { normalizeAlgoliaHit, normalizeAlgoliaSearch, normalizeFirebaseItem, normalizeFirebaseUser } from "../../workers/news/src/news.normalize";
import { NewsItemSchema, NewsUserSchema } from "@shared/contract/news.records";
import askStory from "../fixtures/upstream/hn-firebase/hn-firebase_item_ask_121003.json";
import comment from "../fixtures/upstream/hn-firebase/hn-firebase_item_comment_2921983.json";
import job from "../fixtures/upstream/hn-firebase/hn-firebase_item_job_192327.json";
import poll from "../fixtures/upstream/hn-firebase/hn-firebase_item_poll_126809.json";
import pollopt from "../fixtures/upstream/hn-firebase/hn-firebase_item_pollopt_160705.json";
import story from "../fixtures/upstream/hn-firebase/hn-firebase_item_story_8863.json";
import user from "../fixtures/upstream/hn-firebase/hn-firebase_user_jl.json";
import askSearch from "../fixtures/upstream/hn-algolia/hn-algolia_search_tags-ask_hn-page-2-query-apple.json";
import commentSearch from "../fixtures/upstream/hn-algolia/hn-algolia_search_tags-comment.json";
import pollSearch from "../fixtures/upstream/hn-algolia/hn-algolia_search_tags-poll.json";
import storySearch from "../fixtures/upstream/hn-algolia/hn-algolia_search_tags-story.json";

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe("normalizeFirebaseItem", () => {
  it("normalizes the recorded story with an integer id, RFC 3339 time and reply ids", () => {
    const item = normalizeFirebaseItem(story);
    expect(item).toMatchObject({
      id: 8863,
      type: "story",
      title: "My YC app: Dropbox - Throw away your USB drive",
      url: "http://www.getdropbox.com/u/2/screencast.html",
      text: null,
      author: "dhouston",
      points: 111,
      comment_count: 71,
      created_at: "2007-04-04T19:16:40Z",
      parent_id: null,
      story_id: 8863,
    });
    expect(item.child_ids).toEqual(story.kids);
    expect(item).not.toHaveProperty("children");
    expect(item).not.toHaveProperty("deleted");
    expect(item).not.toHaveProperty("dead");
    expect(NewsItemSchema.parse(item)).toEqual(item);
  });

  it("gives a comment null title, url, points and comment_count rather than zeros", () => {
    const item = normalizeFirebaseItem(comment);
    expect(item).toMatchObject({ type: "comment", title: null, url: null, points: null, comment_count: null, parent_id: 2921506, story_id: null });
    expect(item.text).toBe("Aw shucks, guys ... you make me blush with your compliments.\n\nTell you what, Ill make a deal: I'll keep writing if you keep reading. K?");
    expect(NewsItemSchema.parse(item)).toEqual(item);
  });

  it("treats a job's empty url as null and turns its HTML into text", () => {
    const item = normalizeFirebaseItem(job);
    expect(item.url).toBeNull();
    expect(item.comment_count).toBeNull();
    expect(item.child_ids).toEqual([]);
    expect(item.text).not.toMatch(/<[a-z/]/i);
    expect(NewsItemSchema.parse(item)).toEqual(item);
  });

  it("turns an Ask HN story's HTML text into plain text and keeps url null", () => {
    const item = normalizeFirebaseItem(askStory);
    expect(item.url).toBeNull();
    expect(item.text?.startsWith("or HN: the Next Iteration\n\n")).toBe(true);
  });

  it("lists a poll's options and maps an empty poll text to null", () => {
    const item = normalizeFirebaseItem(poll);
    expect(item.poll_option_ids).toEqual([126810, 126811, 126812]);
    expect(item.text).toBeNull();
    expect(NewsItemSchema.parse(item)).toEqual(item);
  });

  it("points a poll option at its poll as parent and root", () => {
    const item = normalizeFirebaseItem(pollopt);
    expect(item).toMatchObject({ type: "pollopt", parent_id: 160704, story_id: 160704, points: 335, comment_count: null });
    expect(NewsItemSchema.parse(item)).toEqual(item);
  });

  it("flags deleted and dead items and leaves their unknown fields null", () => {
    const item = normalizeFirebaseItem({ id: 5, type: "comment", deleted: true, dead: true, parent: 4, time: 1160418111 });
    expect(item).toMatchObject({ deleted: true, dead: true, author: null, text: null, created_at: "2006-10-09T18:21:51Z" });
    expect(NewsItemSchema.parse(item)).toEqual(item);
  });

  it("answers null for a missing time instead of inventing one", () => {
    expect(normalizeFirebaseItem({ id: 7, type: "story" }).created_at).toBeNull();
  });

  it("throws upstream_unavailable for an item without id or with an unknown type", () => {
    expect(() => normalizeFirebaseItem({ type: "story" })).toThrowError(ApiError);
    try {
      normalizeFirebaseItem({ id: 1, type: "tweet" });
      expect.unreachable();
    } catch (err) {
      expect((err as ApiError).code).toBe("upstream_unavailable");
    }
  });
});

describe("normalizeFirebaseUser", () => {
  it("normalizes the recorded user", () => {
    const u = normalizeFirebaseUser(user);
    expect(u).toEqual({ handle: "jl", created_at: "2007-03-15T01:50:46Z", karma: 2937, about: "This is a test", submitted_count: user.submitted.length });
    expect(NewsUserSchema.parse(u)).toEqual(u);
  });

  it("keeps about null when absent and converts its HTML when present", () => {
    expect(normalizeFirebaseUser({ id: "x", created: 1, karma: 1 }).about).toBeNull();
    expect(normalizeFirebaseUser({ id: "x", about: "Hi<p>I&#x27;m <a href=\"https://x.dev\">https://x.dev</a>" }).about).toBe("Hi\n\nI'm https://x.dev");
  });

  it("leaves karma null when the upstream does not give a number", () => {
    expect(normalizeFirebaseUser({ id: "x", karma: "lots" }).karma).toBeNull();
  });
});

describe("normalizeAlgoliaHit", () => {
  it("maps a story hit: objectID to integer id, num_comments, created_at_i", () => {
    const item = normalizeAlgoliaHit(storySearch.hits[0] ?? {});
    expect(item).toMatchObject({
      id: 3078128,
      type: "story",
      title: "Steve Jobs has passed away.",
      url: "http://www.apple.com/stevejobs/",
      text: null,
      author: "patricktomas",
      points: 4271,
      comment_count: 376,
      created_at: "2011-10-05T23:42:23Z",
      parent_id: null,
      story_id: 3078128,
      child_ids: null,
    });
    expect(NewsItemSchema.parse(item)).toEqual(item);
  });

  it("maps a comment hit from _tags with its text and parent, and null title/url/count", () => {
    const item = normalizeAlgoliaHit(commentSearch.hits[0] ?? {});
    expect(item).toMatchObject({ id: 6805807, type: "comment", title: null, url: null, comment_count: null, parent_id: 6805699, story_id: 6805699 });
    expect(item.text).toContain("it'll be alright");
    expect(item.created_at).toMatch(RFC3339);
    expect(NewsItemSchema.parse(item)).toEqual(item);
  });

  it("maps a poll hit and an Ask HN hit whose url is empty", () => {
    const p = normalizeAlgoliaHit(pollSearch.hits[0] ?? {});
    expect(p.type).toBe("poll");
    expect(p.text?.split("\n\n")).toHaveLength(3);
    const ask = normalizeAlgoliaHit(askSearch.hits[0] ?? {});
    expect(ask).toMatchObject({ type: "story", url: null, id: 1256391 });
  });

  it("reports has_more from page and nbPages", () => {
    expect(normalizeAlgoliaSearch(storySearch)).toMatchObject({ has_more: true, total: 6731683 });
    expect(normalizeAlgoliaSearch({ hits: [], page: 2, nbPages: 3 }).has_more).toBe(false);
    expect(normalizeAlgoliaSearch({ hits: [] }).has_more).toBe(false);
  });

  it("skips hits without a usable objectID", () => {
    const { items } = normalizeAlgoliaSearch({ hits: [{ objectID: "abc", _tags: ["story"] }, null, storySearch.hits[0]] });
    expect(items.map((i) => i.id)).toEqual([3078128]);
  });
});
