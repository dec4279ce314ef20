/**
 * The charge of a monitor or watch run, and the refunds it can owe (docs/monitors.md#charges).
 *
 * A run names its charge (`newChargeId()`) and records the id on its run row when it claims the
 * slot, before the CreditAccount is called: a charge whose answer was lost after the debit, and
 * the charge of a run that died, can then still be given back. A run that owes its charge back
 * marks its row `refund_due` before asking the account and clears it once the account answered;
 * what a run could not settle, and every run left `running` past RUN_LEASE_MS, the tick settles
 * (`sweepRuns`). A whole refund is single use in the account, so the run and the tick both asking
 * never refund twice.
 */
import { type AccountOwner, type ChargeMeta, refundCharge } from "../billing";
import { type MonitorEngineEnv, RUN_LEASE_MS } from "./engine";

export type RunTable = "monitor_runs" | "watch_runs";

/** A run that claimed its slot: what it needs to charge and refund. */
export interface ClaimedRun {
  runId: string;
  slot: number;
  now: number;
  owner: AccountOwner;
  chargeId: string;
  /** What the ledger row of the charge names (a manual run: its route and request). */
  meta?: ChargeMeta;
}

/**
 * Gives the run's charge back: `finish` (the run's own final write, conditional on the row still
 * being `running`) and the debt are written together, then the account is asked. Whatever ended
 * the row (this run or the sweep), the debt stays recorded until the account answered.
 */
export async function refundRun(env: Pick<MonitorEngineEnv, "DB" | "CREDITS">, table: RunTable, run: Pick<ClaimedRun, "runId" | "owner" | "chargeId">, finish?: D1PreparedStatement): Promise<void> {
  const owe = env.DB.prepare(`UPDATE ${table} SET refund_due = 1 WHERE id = ?1`).bind(run.runId);
  await env.DB.batch(finish ? [finish, owe] : [owe]);
  await settleRefund(env, table, run.runId, run.owner, run.chargeId);
}

async function settleRefund(env: Pick<MonitorEngineEnv, "DB" | "CREDITS">, table: RunTable, runId: string, owner: AccountOwner, chargeId: string): Promise<boolean> {
  // `refused`: nothing open under that id (never taken, or already given back): settled too.
  if ((await refundCharge(env.CREDITS, owner, chargeId)) === "unreachable") return false;
  await env.DB.prepare(`UPDATE ${table} SET refund_due = 0 WHERE id = ?1`).bind(runId).run();
  return true;
}

/** Rows per table and tick; a longer backlog is taken by the ticks after. */
const SWEEP_LIMIT = 500;
/** Account calls in flight at once while settling. */
const REFUND_CONCURRENCY = 25;

/** Each run table's owed refunds with the owner whose account holds the charge. */
const OWED_SQL: Record<RunTable, string> = {
  monitor_runs: `SELECT r.id, r.charge_id, m.workspace_id, w.org_id FROM monitor_runs r
    JOIN monitors m ON m.id = r.monitor_id JOIN workspaces w ON w.id = m.workspace_id
    WHERE r.refund_due = 1 LIMIT ${SWEEP_LIMIT}`,
  watch_runs: `SELECT r.id, r.charge_id, s.workspace_id, w.org_id FROM watch_runs r
    JOIN watches s ON s.id = r.watch_id JOIN workspaces w ON w.id = s.workspace_id
    WHERE r.refund_due = 1 LIMIT ${SWEEP_LIMIT}`,
};

export interface SweepReport {
  /** Runs found `running` past their lease and finished `failed`. */
  expired: number;
  /** Owed charges the account gave back or had already settled. */
  refunds_settled: number;
}

/**
 * DECISIONS §7: a run claimed by a worker that never finished it is finished `failed` and its
 * charge refunded (a check-now run still `queued` that long never started: `failed`, uncharged). At engine time `now`, every run still `running` RUN_LEASE_MS after its tick is
 * finished `failed` with 0 credits, owing its charge; then every owed charge is asked back. A run
 * that is in fact still alive records nothing when it ends (its writes require its row to be
 * `running`) and refunds itself; the slot is not run again (docs/monitors.md#charges).
 */
export async function sweepRuns(env: Pick<MonitorEngineEnv, "DB" | "CREDITS">, now: number): Promise<SweepReport> {
  const report: SweepReport = { expired: 0, refunds_settled: 0 };
  for (const table of ["monitor_runs", "watch_runs"] as const) {
    const expired = await env.DB.prepare(
      `UPDATE ${table} SET status = 'failed', credits = 0, refund_due = (charge_id IS NOT NULL)
       WHERE id IN (SELECT id FROM ${table} WHERE status IN ('running', 'queued') AND created_at <= ?1 LIMIT ${SWEEP_LIMIT}) RETURNING id`,
    )
      .bind(now - RUN_LEASE_MS)
      .all();
    report.expired += expired.results.length;
    const { results } = await env.DB.prepare(OWED_SQL[table]).all<{ id: string; charge_id: string | null; workspace_id: string; org_id: string }>();
    for (let i = 0; i < results.length; i += REFUND_CONCURRENCY) {
      const settled = await Promise.all(
        results
          .slice(i, i + REFUND_CONCURRENCY)
          .map((r) => settleRefund(env, table, r.id, { orgId: r.org_id, workspaceId: r.workspace_id }, r.charge_id ?? "")),
      );
      report.refunds_settled += settled.filter(Boolean).length;
    }
  }
  return report;
}
