/**
 * The five topics a watch observes and the shape of each topic's state (SPEC "Topic state": the
 * `state` object of a CCITopicState). A state is what the deterministic extractors read from the
 * topic's pages; two states of one topic are compared by diff.ts into typed events. Item lists are
 * kept sorted by their key so that equal readings serialize to equal JSON.
 *
 * @example
 * const state = topicStateSchemas.pricing.parse(stored.state); // PricingTopicState
 */
import { z } from "@hono/zod-openapi";

export const WATCH_TOPICS = ["pricing", "product", "integrations", "customers", "positioning"] as const;
export const watchTopicSchema = z.enum(WATCH_TOPICS);
export type WatchTopic = z.infer<typeof watchTopicSchema>;

/** The page an item was read from (kept for evidence; ignored when two states are compared). */
const pageUrl = z.string().max(2048);
const label = z.string().min(1).max(120);

export const planPeriodSchema = z.enum(["month", "year", "one_time"]);
export const planBillingSchema = z.enum(["monthly", "annual"]);

/** One price of one plan; a plan shown with monthly and annual billing has one entry per term. */
export const pricingPlanSchema = z
  .object({
    name: label,
    /** Null for a custom plan ("Contact sales"). */
    amount: z.number().nonnegative().nullable(),
    /** ISO 4217 code when the page's symbol names one, else the symbol as written. */
    currency: z.string().max(8).nullable(),
    period: planPeriodSchema.nullable(),
    /** The monthly/annual toggle the price belongs to, when the page offers both. */
    billing: planBillingSchema.nullable(),
    /** Seat unit for per-seat prices (`user`, `seat`, `editor`). */
    per: z.string().max(20).nullable(),
    page_url: pageUrl,
  })
  .strict();
export const pricingStateSchema = z.object({ plans: z.array(pricingPlanSchema).max(120) }).strict();

export const productItemSchema = z.object({ name: label, page_url: pageUrl }).strict();
export const featureItemSchema = z
  .object({
    name: label,
    /** The product (or product area) the feature is listed under, when the page groups them. */
    product: label.nullable(),
    page_url: pageUrl,
  })
  .strict();
export const productStateSchema = z
  .object({ products: z.array(productItemSchema).max(200), features: z.array(featureItemSchema).max(500) })
  .strict();

export const integrationItemSchema = z
  .object({
    name: label,
    /** The partner's registrable domain when the listing links to it (or names it), else null. */
    domain: z.string().max(253).nullable(),
    /** The directory's category heading the integration sits under, when there is one. */
    category: label.nullable(),
    page_url: pageUrl,
  })
  .strict();
export const integrationsStateSchema = z.object({ integrations: z.array(integrationItemSchema).max(1000) }).strict();

export const customerItemSchema = z
  .object({ name: label, domain: z.string().max(253).nullable(), page_url: pageUrl })
  .strict();
export const caseStudyItemSchema = z
  .object({ url: z.string().max(2048), title: z.string().max(200).nullable(), customer_name: label.nullable(), page_url: pageUrl })
  .strict();
export const customersStateSchema = z
  .object({ customers: z.array(customerItemSchema).max(500), case_studies: z.array(caseStudyItemSchema).max(500) })
  .strict();

/** Buyer segments a positioning page addresses, from a fixed vocabulary so they compare across runs. */
export const TARGET_MARKETS = ["enterprise", "mid_market", "smb", "startups", "developers", "agencies", "education", "nonprofits", "government", "healthcare", "financial_services", "ecommerce"] as const;
export const targetMarketSchema = z.enum(TARGET_MARKETS);

export const positioningStateSchema = z
  .object({
    /** The home page's main heading (h1, else og:title/title without the brand suffix). */
    headline: z.string().max(300).nullable(),
    /** The sentence under the headline (hero paragraph or meta description). */
    subheadline: z.string().max(400).nullable(),
    /** The product category the company claims ("observability platform"), from the headline, description or JSON-LD. */
    category: z.string().max(120).nullable(),
    target_markets: z.array(targetMarketSchema),
    /** Whether the page pitches to enterprises (SSO/SAML, SOC 2, "for enterprise", "contact sales"). */
    enterprise_messaging: z.boolean(),
    page_url: pageUrl,
  })
  .strict();

export const topicStateSchemas = {
  pricing: pricingStateSchema,
  product: productStateSchema,
  integrations: integrationsStateSchema,
  customers: customersStateSchema,
  positioning: positioningStateSchema,
} as const;

export type PricingPlan = z.infer<typeof pricingPlanSchema>;
export type PricingTopicState = z.infer<typeof pricingStateSchema>;
export type ProductItem = z.infer<typeof productItemSchema>;
export type FeatureItem = z.infer<typeof featureItemSchema>;
export type ProductTopicState = z.infer<typeof productStateSchema>;
export type IntegrationItem = z.infer<typeof integrationItemSchema>;
export type IntegrationsTopicState = z.infer<typeof integrationsStateSchema>;
export type CustomerItem = z.infer<typeof customerItemSchema>;
export type CaseStudyItem = z.infer<typeof caseStudyItemSchema>;
export type CustomersTopicState = z.infer<typeof customersStateSchema>;
export type TargetMarket = z.infer<typeof targetMarketSchema>;
export type PositioningTopicState = z.infer<typeof positioningStateSchema>;

export interface TopicStates {
  pricing: PricingTopicState;
  product: ProductTopicState;
  integrations: IntegrationsTopicState;
  customers: CustomersTopicState;
  positioning: PositioningTopicState;
}
export type TopicState<T extends WatchTopic = WatchTopic> = TopicStates[T];

/** A fetched page handed to the extractors (the caller fetches through shared/net). */
export interface TopicPage {
  url: string;
  html: string;
}
