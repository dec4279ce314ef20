/**
 * People and workspaces in D1. The first sign-in of an identity (issuer + subject) creates its
 * organization, user and a first workspace in one batch; later sign-ins find them.
 */

export interface Identity {
  issuer: string;
  subject: string;
  /** Only a verified address is kept. */
  email: string | null;
}

export interface Account {
  user_id: string;
  org_id: string;
  workspace_id: string;
  email: string | null;
}

export interface WorkspaceRow {
  id: string;
  org_id: string;
  name: string;
  balance_micro: number;
  free_credits_micro: number;
}

const newId = (prefix: string) => `${prefix}_${crypto.randomUUID().replaceAll("-", "")}`;

async function findAccount(db: D1Database, identity: Identity): Promise<Account | null> {
  return db
    .prepare(
      `SELECT u.id AS user_id, u.org_id AS org_id, w.id AS workspace_id, u.email AS email
         FROM users u JOIN workspaces w ON w.org_id = u.org_id
        WHERE u.issuer = ?1 AND u.subject = ?2
        ORDER BY w.created_at, w.id LIMIT 1`,
    )
    .bind(identity.issuer, identity.subject)
    .first<Account>();
}

export async function signInAccount(db: D1Database, identity: Identity): Promise<Account> {
  const found = await findAccount(db, identity);
  if (found) return found;
  const orgId = newId("org");
  const label = identity.email ?? "My";
  try {
    await db.batch([
      db.prepare("INSERT INTO organizations (id, name) VALUES (?1, ?2)").bind(orgId, `${label} organization`.slice(0, 200)),
      db
        .prepare("INSERT INTO users (id, org_id, issuer, subject, email) VALUES (?1, ?2, ?3, ?4, ?5)")
        .bind(newId("usr"), orgId, identity.issuer, identity.subject, identity.email),
      db.prepare("INSERT INTO workspaces (id, org_id, name) VALUES (?1, ?2, 'Default workspace')").bind(newId("ws"), orgId),
    ]);
  } catch (err) {
    // Two first sign-ins at once: the identity index let one through; use what it created.
    if (!String(err).includes("UNIQUE constraint failed: users.issuer")) throw err;
  }
  const created = await findAccount(db, identity);
  if (!created) throw new Error("account missing right after creation");
  return created;
}

export async function workspaceById(db: D1Database, workspaceId: string): Promise<WorkspaceRow | null> {
  return db
    .prepare("SELECT id, org_id, name, balance_micro, free_credits_micro FROM workspaces WHERE id = ?1")
    .bind(workspaceId)
    .first<WorkspaceRow>();
}

/** The workspace's plan (`workspaces.plan`), what shared/auth/entitlements.ts decides on. */
export async function workspacePlan(db: D1Database, workspaceId: string): Promise<string> {
  const row = await db.prepare("SELECT plan FROM workspaces WHERE id = ?1").bind(workspaceId).first<{ plan: string }>();
  if (!row) throw new Error("signed-in workspace is missing");
  return row.plan;
}
