/** The `@shared/…` path alias (tsconfig `paths`) for every vitest tier: `resolve: { alias: sharedAlias }`. */
import path from "node:path";

export const sharedAlias = { "@shared": path.resolve(import.meta.dirname, "../../shared") };
