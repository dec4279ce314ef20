import { createRoute, z } from "@hono/zod-openapi";
import { ErrorResponseSchema } from "../http/envelope";
import { AppListItemSchema, AppSchema } from "./apps.records";
import { boolParam, clampedIntParam, countryParam, langParam } from "./params";
import { providerGet } from "./provider-route";

/** Track id (digits) or bundle id (reverse-DNS), accepted wherever a track id is. */
const appRef = z.object({
  id: z.string().regex(/^(\d{1,15}|[A-Za-z0-9][A-Za-z0-9.-]{0,154})$/, "must be a numeric track id or a bundle id").optional()
    .openapi({ param: { name: "id", in: "query" }, example: "284882215" }),
  appId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9.-]{0,154}$/, "must be a bundle id such as com.example.app").optional()
    .openapi({ param: { name: "appId", in: "query" }, example: "com.facebook.Facebook" }),
  country: countryParam.optional(),
  lang: langParam().optional(),
  /** The provider guide's name for `lang`; `lang` wins when both are sent. */
  language: langParam("language").optional(),
});

const oneOfIdOrAppId = (v: { id?: string | undefined; appId?: string | undefined }) => (v.id === undefined) !== (v.appId === undefined);
const ONE_OF_MESSAGE = { message: "exactly one of id or appId is required", path: ["id"] };

export const APP_COLLECTIONS = ["top_free", "top_paid", "top_grossing", "new_apps"] as const;
/** Sizes when `limit` is left out (limits clamp, docs/contract.md#limits). */
export const APPS_SEARCH_DEFAULT_LIMIT = 10;
export const APPS_LIST_DEFAULT_LIMIT = 25;
export const UNSUPPORTED_APP_OPERATIONS = ["developer", "reviews", "ratings", "privacy", "suggest", "version_history"] as const;

export const appsAppQuery = appRef.extend({ ratings: boolParam("ratings").optional() }).refine(oneOfIdOrAppId, ONE_OF_MESSAGE);

export const appsAppRoute = providerGet({
  provider: "apps",
  path: "/v1/apps/app",
  summary: "Look up one app",
  auth: "optional",
  query: appsAppQuery,
  data: z.array(AppSchema).length(1).openapi({ description: "Exactly one app." }),
});

export const appsSearchQuery = z.object({
  term: z.string().min(1, "is required").max(200).openapi({ param: { name: "term", in: "query" } }),
  country: countryParam.optional(),
  lang: langParam().optional(),
  language: langParam("language").optional(),
  limit: clampedIntParam(1, 50, "limit").optional(),
});

export const appsSearchRoute = providerGet({
  provider: "apps",
  path: "/v1/apps/search",
  summary: "Search apps",
  auth: "optional",
  query: appsSearchQuery,
  data: z.array(AppSchema),
});

export const appsSimilarQuery = appRef.refine(oneOfIdOrAppId, ONE_OF_MESSAGE);

export const appsSimilarRoute = providerGet({
  provider: "apps",
  path: "/v1/apps/similar",
  summary: "Apps similar to one app",
  auth: "optional",
  query: appsSimilarQuery,
  data: z.array(AppSchema).openapi({ description: "Up to 20 apps, most similar first; never the app itself." }),
});

export const appsListQuery = z.object({
  collection: z.enum(APP_COLLECTIONS).openapi({ param: { name: "collection", in: "query" } }),
  category: z.string().regex(/^\d{4,5}$/, "must be a numeric genre id").optional().openapi({ param: { name: "category", in: "query" } }),
  country: countryParam.optional(),
  limit: clampedIntParam(1, 100, "limit").optional(),
});

export const appsListRoute = providerGet({
  provider: "apps",
  path: "/v1/apps/list",
  summary: "A store chart",
  auth: "optional",
  query: appsListQuery,
  data: z.array(AppListItemSchema),
});

export const appsRoutes = [appsAppRoute, appsSearchRoute, appsSimilarRoute, appsListRoute];

/** Operation names of the routes above, as `unsupported_operation` messages list them. */
export const SUPPORTED_APP_OPERATIONS = ["app", "search", "similar", "list"] as const;

/**
 * `GET /v1/apps/{developer,reviews,…}`: named by the platform guide, not served (docs/contract.md#errors):
 * 400 `unsupported_operation`, free. Any other unknown `/v1/apps/*` path is 404.
 */
export const appsUnsupportedRoutes = UNSUPPORTED_APP_OPERATIONS.map((operation) => ({
  operation,
  route: createRoute({
    method: "get",
    path: `/v1/apps/${operation}`,
    tags: ["apps"],
    summary: `${operation} (not supported)`,
    security: [],
    responses: { 400: { description: "unsupported_operation", content: { "application/json": { schema: ErrorResponseSchema } } } },
  }),
}));
