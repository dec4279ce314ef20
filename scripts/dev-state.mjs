/** Local state chores of the dev command: secrets kept in the state folder, D1, dev keys. */
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const KEY_PATTERN = /^svc_(test|live)_[0-9a-f]{64}$/;

/**
 * Secrets that must survive restarts (cursors and sessions stay valid) but never be committed.
 * A state folder from before a secret existed gets the missing one added.
 */
export function devSecrets(stateDir) {
  const file = path.join(stateDir, "dev-secrets.json");
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const oidcClientSecret = stored.OIDC_CLIENT_SECRET ?? randomBytes(32).toString("hex");
  const secrets = {
    CURSOR_SECRET: randomBytes(32).toString("hex"),
    // Platform session cookies and CSRF tokens.
    SESSION_SECRET: randomBytes(32).toString("hex"),
    // The platform is a confidential client of the dev issuer: both sides get the same secret.
    OIDC_CLIENT_SECRET: oidcClientSecret,
    DEV_ISSUER_CLIENT_SECRET: oidcClientSecret,
    ...stored,
  };
  if (Object.keys(secrets).some((k) => !(k in stored))) writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

export function runWrangler(args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(cwd, "node_modules/.bin/wrangler"), args, { cwd, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0", CI: "1" } });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`wrangler ${args.slice(0, 3).join(" ")} failed:\n${out}`))));
  });
}

const sql = (s) => `'${String(s).replaceAll("'", "''")}'`;

/** Statements that make sure a workspace with this active key exists (idempotent). */
function keyStatements(key, { label, scopes }) {
  const hash = createHash("sha256").update(key).digest("hex");
  const id = hash.slice(0, 16);
  const org = `org_dev_${label}`;
  const ws = `ws_dev_${id}`;
  return [
    `INSERT OR IGNORE INTO organizations (id, name) VALUES (${sql(org)}, ${sql(`dev ${label}`)});`,
    `INSERT OR IGNORE INTO workspaces (id, org_id, name, free_credits_micro) VALUES (${sql(ws)}, ${sql(org)}, 'dev', 500000);`,
    `INSERT OR IGNORE INTO credit_ledger (id, workspace_id, delta_micro, reason, once_key) VALUES (${sql(`led_${id}`)}, ${sql(ws)}, 500000, 'free_grant', 'free_grant');`,
    `INSERT OR IGNORE INTO api_keys (id, workspace_id, org_id, key_hash, key_prefix, scopes, status) VALUES (${sql(`key_dev_${id}`)}, ${sql(ws)}, ${sql(org)}, ${sql(hash)}, ${sql(key.slice(0, 17))}, ${sql(scopes)}, 'active');`,
  ];
}

export async function provisionDevKeys(stateDir, root) {
  const wanted = [
    ["SVC_DEV_KEY", { label: "main", scopes: "read:social_public" }],
    ["SVC_DEV_KEY_UNSCOPED", { label: "unscoped", scopes: "" }],
  ];
  const statements = [];
  for (const [name, opts] of wanted) {
    const key = process.env[name];
    if (!key) continue;
    if (!KEY_PATTERN.test(key)) throw new Error(`${name} must look like svc_test_<64 hex>`);
    statements.push(...keyStatements(key, opts));
    console.log(`[dev] ${name}: workspace with an active key and 500 free credits is provisioned`);
  }
  if (statements.length === 0) return;
  await runWrangler(["d1", "execute", "DB", "--local", "--persist-to", stateDir, "-c", "wrangler.toml", "--command", statements.join(" ")], root);
}
