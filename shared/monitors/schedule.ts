/**
 * Monitor scheduling (docs/contract.md#monitors: "now" is the cron event's
 * `scheduledTime`). A monitor is due when `next_run_at <= now`; the slot it runs for is that
 * `next_run_at`, so `monitorId:slot` names the run and a slot can only ever run once.
 */
export const FREQUENCIES = ["15m", "1h", "6h", "12h", "24h"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

const MINUTE = 60_000;
export const INTERVAL_MS: Record<Frequency, number> = {
  "15m": 15 * MINUTE,
  "1h": 60 * MINUTE,
  "6h": 360 * MINUTE,
  "12h": 720 * MINUTE,
  "24h": 1_440 * MINUTE,
};

/** The run key: one run per monitor per due slot. */
export const runKey = (monitorId: string, slot: number) => `${monitorId}:${slot}`;

/**
 * The next `next_run_at` after the slot `due` ran at `now`: one interval on, skipping slots missed
 * while the engine was down (a monitor catches up with one run, not a burst).
 */
export function advanceSlot(due: number, frequency: Frequency, now: number): number {
  const interval = INTERVAL_MS[frequency];
  if (due > now) return due;
  return due + (Math.floor((now - due) / interval) + 1) * interval;
}

/** Frequency change on an active monitor: the new preset counted from the time of change. */
export const afterFrequencyChange = (frequency: Frequency, changedAt: number) => changedAt + INTERVAL_MS[frequency];

/** Resume: one interval after the resume, never an immediate run. */
export const afterResume = (frequency: Frequency, resumedAt: number) => resumedAt + INTERVAL_MS[frequency];

/**
 * The SQL form of `advanceSlot` for the column `next_run_at` with `?1` = now, so a tick can
 * advance a whole chunk of due rows in one statement (integer division, as in `advanceSlot`).
 * `frequencyColumn` names the preset column: monitors' `frequency`, watches' `effective_frequency`.
 */
export const advanceSql = (frequencyColumn: string) =>
  `next_run_at + ((CAST(?1 AS INTEGER) - next_run_at) / ${intervalSqlCase(frequencyColumn)} + 1) * ${intervalSqlCase(frequencyColumn)}`;
export const ADVANCE_SQL = advanceSql("frequency");

function intervalSqlCase(column: string): string {
  const arms = FREQUENCIES.map((f) => `WHEN '${f}' THEN ${INTERVAL_MS[f]}`).join(" ");
  return `(CASE ${column} ${arms} END)`;
}
