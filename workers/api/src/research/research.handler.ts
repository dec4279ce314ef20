/**
 * `GET /v1/research/company` and `/v1/research/competitors` (docs/research.md): after
 * authentication and validation, the caller pays 5 credits per target, the targets run at once
 * (each one call to the brand worker's research pipeline, which fetches the homepage once for all
 * four primitives), and every target whose primitives all failed is refunded. Always 200 once
 * admitted: failures are reported per primitive in `errors`, never as fabricated output.
 * An x402 payment (one for the whole request) is settled when any target produced something and
 * released unsettled when none did: a settlement cannot be partial (docs/payments.md).
 */
import type { Context } from "hono";
import { isHarness } from "@shared/config";
import { RESEARCH_PRIMITIVES, type ResearchTarget, ResearchTargetSchema, targetFailed } from "@shared/contract/research.records";
import { ok } from "@shared/http/envelope";
import type { ApiEnv } from "../env";
import { admit, answerAdmitted } from "../front-door";
import { refuseWhollyExcluded } from "./research-exclusions";
import { refundFailedTargets } from "./research-refund";
import { type ResearchQuery, researchPlan } from "./research-plan";

interface TargetAnswer {
  target: ResearchTarget;
  stale: boolean;
}

export function serveResearch() {
  return async function research(c: Context<ApiEnv>): Promise<Response> {
    const plan = researchPlan(c.req.valid("query" as never) as ResearchQuery, isHarness(c.env));
    await refuseWhollyExcluded(c.env, plan.targets);
    const admission = await admit(c, "research_per_target", undefined, plan.targets.length);
    const answers = await Promise.all(plan.targets.map((domain) => researchTarget(c, domain)));
    const targets = answers.map((a) => a.target);
    const failed = targets.filter(targetFailed).length;
    const produced = failed < targets.length;
    // All failed: answerAdmitted gives the whole charge back (or releases the payment) instead.
    if (produced) await refundFailedTargets(c, admission, failed);
    const stale = answers.some((a) => a.stale);
    const res: Response = ok(c, { workflow: plan.workflow, domain: plan.domain, targets }, stale ? { stale: true } : {});
    return answerAdmitted(c, admission, res, produced);
  };
}

/** One target from the brand worker; if that call itself fails, every primitive reports it. */
async function researchTarget(c: Context<ApiEnv>, domain: string): Promise<TargetAnswer> {
  const headers = new Headers({ "X-Request-Id": c.get("requestId"), Accept: "application/json" });
  const cacheControl = c.req.header("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  try {
    // `fetch`, like the keyed brand routes: the brand worker runs in its own `wrangler dev` process locally.
    const res = await c.env.BRAND.fetch(new Request(`https://brand.internal/__internal/research/${encodeURIComponent(domain)}`, { headers }));
    const body = (await res.json()) as { data?: unknown; meta?: { stale?: unknown } };
    const target = ResearchTargetSchema.safeParse(body.data);
    if (res.ok && target.success && target.data.domain === domain) return { target: target.data, stale: body.meta?.stale === true };
    console.error(`research target ${domain}: the brand worker answered ${res.status} with an unexpected body`);
  } catch (err) {
    console.error(`research target ${domain}: the brand worker is unreachable`, String(err));
  }
  return { target: { domain, errors: Object.fromEntries(RESEARCH_PRIMITIVES.map((p) => [p, "upstream_unavailable"])) }, stale: false };
}
