/**
 * Research workflows (docs/contract.md#research): `GET /v1/research/company?domain=D` (one target) and
 * `GET /v1/research/competitors?domain=D&competitors=a.com,b.com` (D then 1..5 competitors).
 * Key required, 5 credits per target (docs/contract.md#research), refunded per target whose primitives all
 * failed. The schemas bound the input's shape; each domain is then checked by the brand domain
 * rules (`validateBrandDomain`) in the api, which knows whether the harness is on. `render` is the
 * markdown primitive's render mode (DECISIONS §6), the enum of `/v1/markdown`.
 */
import { z } from "@hono/zod-openapi";
import { providerGet } from "./provider-route";
import { renderParam } from "./render";
import { ResearchResultSchema } from "./research.records";

export const MAX_COMPETITORS = 5;
const MAX_COMPETITORS_PARAM_LENGTH = MAX_COMPETITORS * 254 + 64;

const domainParam = z
  .string()
  .min(1, "is required")
  .max(253, "must be at most 253 characters")
  .openapi({ param: { name: "domain", in: "query" }, example: "stripe.com", description: "A registrable public domain, no scheme or path." });

const RENDER_DESCRIPTION =
  "The markdown primitive's render mode, as on /v1/markdown. auto (default): each homepage is rendered in a headless browser only when its static HTML looks " +
  "script-rendered; always: every HTML homepage is rendered (a render that fails is that target's markdown error); never: static HTML only. " +
  "Brand, styleguide and logo always read the homepage in auto.";
const researchRender = renderParam(RENDER_DESCRIPTION);

export const researchCompanyQuery = z.object({ domain: domainParam, render: researchRender });

/** `a.com,b.com`: 1..5 comma-separated domains (spaces around commas ignored), each given once. */
export const competitorsParam = z
  .string()
  .max(MAX_COMPETITORS_PARAM_LENGTH, `must be at most ${MAX_COMPETITORS_PARAM_LENGTH} characters`)
  .transform((raw) => raw.split(",").map((d) => d.trim()))
  .refine((list) => list.every((d) => d.length > 0), "must be a comma-separated list of domains without empty entries")
  .refine((list) => list.length <= MAX_COMPETITORS, { message: `must name at most ${MAX_COMPETITORS} domains` })
  .openapi({
    param: { name: "competitors", in: "query" },
    type: "string",
    example: "adyen.com,checkout.com",
    description: `1 to ${MAX_COMPETITORS} comma-separated competitor domains. Repeats (and the researched domain itself) are dropped, and not charged.`,
  });

export const researchCompetitorsQuery = z.object({ domain: domainParam, competitors: competitorsParam, render: researchRender });

const DESCRIPTION =
  "Every target gets brand, styleguide, logo and markdown (its homepage, fetched once for all four). A primitive that fails " +
  "is left out of the target and its error code listed in `errors`. 5 credits per target; a target whose primitives all " +
  "failed is refunded.";

export const researchCompanyRoute = providerGet({
  provider: "research",
  path: "/v1/research/company",
  summary: "Company research: brand, styleguide, logo and Markdown of one domain (5 credits)",
  description: DESCRIPTION,
  auth: "key",
  price: "research_per_target",
  query: researchCompanyQuery,
  data: ResearchResultSchema,
});

export const researchCompetitorsRoute = providerGet({
  provider: "research",
  path: "/v1/research/competitors",
  summary: "Competitor research: the domain and 1-5 competitors (5 credits per target)",
  description: DESCRIPTION,
  auth: "key",
  price: "research_per_target",
  query: researchCompetitorsQuery,
  data: ResearchResultSchema,
});

export const researchRoutes = [researchCompanyRoute, researchCompetitorsRoute];
