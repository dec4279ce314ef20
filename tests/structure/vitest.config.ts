import path from "node:path";
import { defineConfig } from "vitest/config";

/** Structure of the tree, in node: dependency direction, one port table, generated binding types. */
export default defineConfig({
  test: {
    name: "structure",
    environment: "node",
    include: [path.join(import.meta.dirname, "**/*.test.ts")],
  },
});
