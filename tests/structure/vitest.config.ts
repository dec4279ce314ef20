import path from "node:path";
import { defineConfig } from "vitest/config";
import { sharedAlias } from "../support/alias";

/** Structure of the tree, in node: dependency direction, one port table, generated binding types. */
export default defineConfig({
  resolve: { alias: sharedAlias },
  test: {
    name: "structure",
    environment: "node",
    include: [path.join(import.meta.dirname, "**/*.test.ts")],
  },
});
