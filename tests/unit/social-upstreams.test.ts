import { describe, expect, it } from "vitest";
import { SOCIAL_DEFAULT, SOCIAL_TIMELINE_DEFAULT, socialUpstreams } from "../../workers/social/src/syndication.upstream";

// DECISIONS §1/§4: SVC_UPSTREAM_SOCIAL is the one override of the social platform (posts and
// account timelines); SVC_UPSTREAM_SOCIAL_TIMELINE overrides the timeline host on its own.
describe("social upstream hosts", () => {
  it("sends account timelines to SVC_UPSTREAM_SOCIAL when only that override is set", () => {
    expect(socialUpstreams({ SVC_UPSTREAM_SOCIAL: "http://127.0.0.1:9001" })).toEqual({
      posts: "http://127.0.0.1:9001",
      timeline: "http://127.0.0.1:9001",
    });
  });

  it("lets SVC_UPSTREAM_SOCIAL_TIMELINE override the timeline host alone", () => {
    expect(socialUpstreams({ SVC_UPSTREAM_SOCIAL: "http://127.0.0.1:9001", SVC_UPSTREAM_SOCIAL_TIMELINE: "http://127.0.0.1:9002" })).toEqual({
      posts: "http://127.0.0.1:9001",
      timeline: "http://127.0.0.1:9002",
    });
    expect(socialUpstreams({ SVC_UPSTREAM_SOCIAL_TIMELINE: "http://127.0.0.1:9002" }).posts).toBe(SOCIAL_DEFAULT);
  });

  it("uses the public hosts without overrides", () => {
    expect(socialUpstreams({})).toEqual({ posts: SOCIAL_DEFAULT, timeline: SOCIAL_TIMELINE_DEFAULT });
  });
});
