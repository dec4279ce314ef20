import { describe, expect, it } from "vitest";
import { diffTopicStates, extractTopicState, planCorrections, type PriorEvent, type TopicPage } from "@shared/watches";
import { featuresPage, pricingPage } from "../fixtures/watches/pages";

const at = (path: string, html: string): TopicPage[] => [{ url: `https://acme.com${path}`, html }];
const pricing = (team: string) => at("/pricing", pricingPage([{ name: "Free", price: "$0/mo" }, { name: "Team", price: team }]));
const stateOf = (pages: TopicPage[]) => extractTopicState("pricing", pages);

/** Stores a draft as the engine would: an id, the state version it led to, the extractor that read it. */
function stored(id: string, draft: ReturnType<typeof diffTopicStates>[number], version: number, extractor = "1.0.0"): PriorEvent {
  return { id, type: draft.type, subject: draft.subject, data: draft.data, status: "active", after_state_version: version, extractor_version: extractor, lineage_event_id: null };
}

describe("planCorrections", () => {
  const v1 = stateOf(pricing("$12/mo"));
  const v2 = stateOf(pricing("$15/mo"));
  const [raise] = diffTopicStates("pricing", v1, v2);

  it("retracts a price change that reverts at the next run, and the reverting event names it", () => {
    const revert = diffTopicStates("pricing", v2, v1);
    const plan = planCorrections({ topic: "pricing", recent: [stored("e1", raise!, 2)], drafts: revert, after: v1, before_state_version: 2, extractor_version: "1.0.0" });
    expect(plan.updates).toEqual([{ event_id: "e1", status: "retracted", lineage: { supersedes_event_id: null, retracted_event_id: null, lineage_event_id: "e1", correction_reason: "reverted: pricing.price_changed on Team undone at the next run" } }]);
    expect(plan.drafts[0]?.lineage).toEqual({ supersedes_event_id: null, retracted_event_id: "e1", lineage_event_id: "e1", correction_reason: "reverted: pricing.price_changed on Team undone at the next run" });
    expect(plan.drafts[0]?.draft.summary.startsWith("Correction: ")).toBe(true);
  });

  it("keeps a change back that comes after the new price held for several runs (a real change, not a flicker)", () => {
    const revert = diffTopicStates("pricing", v2, v1);
    const plan = planCorrections({ topic: "pricing", recent: [stored("e1", raise!, 2)], drafts: revert, after: v1, before_state_version: 2, before_state_runs: 5, extractor_version: "1.0.0" });
    expect(plan.updates).toEqual([]);
    expect(plan.drafts[0]?.lineage.correction_reason).toBeNull();
  });

  it("supersedes an earlier event about the same plan when a new extractor version reads the page differently", () => {
    const fix = diffTopicStates("pricing", v2, stateOf(pricing("$14/mo")));
    const plan = planCorrections({ topic: "pricing", recent: [stored("e1", raise!, 2, "0.9.0")], drafts: fix, after: null, before_state_version: 2, extractor_version: "1.0.0" });
    expect(plan.updates.map((u) => [u.event_id, u.status])).toEqual([["e1", "superseded"]]);
    expect(plan.drafts[0]?.lineage).toMatchObject({ supersedes_event_id: "e1", retracted_event_id: null, lineage_event_id: "e1" });
    expect(plan.drafts[0]?.lineage.correction_reason).toMatch(/^extractor_fix: /);
  });

  it("retracts a plan added at the previous run when it is gone again, keeping the chain's first event as lineage", () => {
    const withScale = stateOf(at("/pricing", pricingPage([{ name: "Free", price: "$0/mo" }, { name: "Team", price: "$12/mo" }, { name: "Scale", price: "$49/mo" }])));
    const [added] = diffTopicStates("pricing", v1, withScale);
    const removed = diffTopicStates("pricing", withScale, v1);
    const prior = { ...stored("e2", added!, 3), lineage_event_id: "e0" };
    const plan = planCorrections({ topic: "pricing", recent: [prior], drafts: removed, after: v1, before_state_version: 3, extractor_version: "1.0.0" });
    expect(plan.updates).toMatchObject([{ event_id: "e2", status: "retracted", lineage: { lineage_event_id: "e0" } }]);
    expect(plan.drafts[0]?.lineage).toMatchObject({ retracted_event_id: "e2", lineage_event_id: "e0" });
  });

  it("retracts a launched feature that vanishes at the next run, though no event type reports removals", () => {
    const f1 = extractTopicState("product", at("/features", featuresPage({ A: ["Inbox"] })));
    const f2 = extractTopicState("product", at("/features", featuresPage({ A: ["Inbox", "Live Cursors"] })));
    const [launched] = diffTopicStates("product", f1, f2);
    const plan = planCorrections({ topic: "product", recent: [stored("e3", launched!, 7)], drafts: diffTopicStates("product", f2, f1), after: f1, before_state_version: 7, extractor_version: "1.0.0" });
    expect(plan.drafts).toEqual([]);
    expect(plan.updates).toMatchObject([{ event_id: "e3", status: "retracted", lineage: { correction_reason: "reverted: Live Cursors no longer listed at the next run" } }]);
  });

  it("leaves events alone that are already corrected or about other subjects", () => {
    const revert = diffTopicStates("pricing", v2, v1);
    const old = { ...stored("e1", raise!, 2), status: "retracted" as const };
    const other = { ...stored("e9", raise!, 2), subject: "Free", data: { ...raise!.data, plan: "Free" } };
    expect(planCorrections({ topic: "pricing", recent: [old, other], drafts: revert, after: v1, before_state_version: 2, extractor_version: "1.0.0" }).updates).toEqual([]);
  });
});
