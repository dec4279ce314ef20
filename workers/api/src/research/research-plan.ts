/**
 * Which targets a research request names: the researched domain, then (competitor research) its
 * competitors, each checked by the brand domain rules (in the harness an IPv4 loopback literal is
 * a test site, docs/contract.md#gateways) and lowercased. Repeats and the researched domain itself among the
 * competitors are dropped, so no target is fetched or charged twice (docs/research.md).
 */
import { validateBrandDomain } from "@shared/brand/brand-domain";
import type { ResearchWorkflow } from "@shared/contract/research.records";
import type { RenderMode } from "@shared/contract/render";
import { ApiError, isApiError } from "@shared/errors";

export interface ResearchPlan {
  workflow: ResearchWorkflow;
  domain: string;
  /** Distinct domains, the researched one first. */
  targets: string[];
  /** The markdown primitive's render mode (DECISIONS §6). */
  render: RenderMode;
}

export interface ResearchQuery {
  domain: string;
  competitors?: string[];
  render?: RenderMode;
}

export function researchPlan(query: ResearchQuery, harness: boolean): ResearchPlan {
  const domain = checkedDomain(query.domain, "domain", harness);
  const render = query.render ?? "auto";
  if (query.competitors === undefined) return { workflow: "company-research", domain, targets: [domain], render };
  const competitors = [...new Set(query.competitors.map((d) => checkedDomain(d, "competitors", harness)))].filter((d) => d !== domain);
  if (competitors.length === 0) {
    throw new ApiError("invalid_request", 'Invalid query parameter "competitors": must name at least one domain other than "domain".');
  }
  return { workflow: "competitor-research", domain, targets: [domain, ...competitors], render };
}

function checkedDomain(raw: string, field: string, harness: boolean): string {
  try {
    return validateBrandDomain(raw, { allowPrivate: harness });
  } catch (err) {
    if (!isApiError(err)) throw err;
    const shown = raw.length > 64 ? `${raw.slice(0, 64)}…` : raw;
    throw new ApiError("invalid_request", `Invalid query parameter "${field}" ("${shown}"): ${err.message}`);
  }
}
