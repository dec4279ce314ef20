/** The keyed primitives the api serves through the md and brand gateways' internal entrypoints. */
import { createRouter } from "@shared/http/router";
import type { ApiEnv } from "../env";
import { brandRoutes } from "./brand.routes";
import { markdownRoutes } from "./markdown.routes";

export { PRIMITIVE_CAPABILITIES, type PrimitiveCapability, primitiveProviders } from "./capabilities";

export function primitiveRoutes() {
  const app = createRouter<ApiEnv>();
  app.route("/", markdownRoutes());
  app.route("/", brandRoutes());
  return app;
}
