/**
 * The name of the MCP tool of an api route, from its method and path, so a route added to the
 * route specs gets its tool, under a predictable name, with no edit here (docs/pdf-and-mcp.md#tools):
 * - the path's static segments after `/v1/`, joined by `_` (`/v1/social/users/{handle}/posts` →
 *   `social_users_posts`);
 * - a read (GET) is that name; when two paths share it (a collection and its item,
 *   `/v1/monitors` and `/v1/monitors/{id}`), the item adds `_by_` and its last parameter:
 *   `monitors`, `monitors_by_id`;
 * - a write adds its verb: POST `_create`, PATCH `_update`, PUT `_replace`, DELETE `_delete`
 *   (`monitors_create`, `monitors_update`, `monitors_delete`, `billing_topup_intents_create`);
 * - except the names DECISIONS fixes otherwise, in `FIXED_NAMES` (parameters written `{}`, so the
 *   name holds whatever the route calls them).
 */

export interface RouteKey {
  method: string;
  path: string;
}

/** DECISIONS §6 (`read_markdown`) and §8 (the monitor operations that are not a create). */
const FIXED_NAMES: Readonly<Record<string, string>> = {
  "GET /v1/markdown": "read_markdown",
  "POST /v1/monitors/{}/runs": "monitors_run",
  "POST /v1/monitors/{}/events/{}/redeliver": "monitors_events_redeliver",
  "POST /v1/monitors/{}/webhook/test": "monitors_webhook_test",
};

const WRITE_VERBS: Readonly<Record<string, string>> = { post: "create", patch: "update", put: "replace", delete: "delete" };

const fixedKey = ({ method, path }: RouteKey) => `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, "{}")}`;

/** `/v1/social/users/{handle}/posts` → `social_users_posts`. */
function baseName(path: string): string {
  return path
    .replace(/^\/v1\//, "")
    .split("/")
    .filter((segment) => segment.length > 0 && !segment.startsWith("{"))
    .join("_")
    .replace(/[^A-Za-z0-9_]/g, "_");
}

/**
 * Tool names of a list of routes, in order. `routes` is every route that gets a tool: whether a
 * read needs `_by_` depends on the other paths (of any method) that share its name.
 */
export function routeToolNames(routes: readonly RouteKey[]): string[] {
  const paths = [...new Set(routes.map((r) => r.path))];
  const bases = new Map(paths.map((path) => [path, baseName(path)]));
  return routes.map((route) => {
    const fixed = FIXED_NAMES[fixedKey(route)];
    if (fixed) return fixed;
    const base = bases.get(route.path)!;
    const method = route.method.toLowerCase();
    if (method !== "get") {
      const verb = WRITE_VERBS[method];
      if (!verb) throw new Error(`no MCP tool name for ${method.toUpperCase()} ${route.path}`);
      return `${base}_${verb}`;
    }
    const shared = paths.some((other) => other !== route.path && bases.get(other) === base);
    const lastParam = route.path.match(/\{([^}]+)\}$/)?.[1];
    return shared && lastParam ? `${base}_by_${lastParam.replace(/[^A-Za-z0-9_]/g, "_")}` : base;
  });
}
