/**
 * D1 schema (drizzle). `npm run db:generate` writes the SQL migrations in d1-migrations/.
 * An organization owns workspaces; a workspace holds at most one active key (partial unique index).
 * Keys are stored only as SHA-256 hashes.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () => text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

export const organizations = sqliteTable("organizations", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull().references(() => organizations.id),
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_identity").on(t.issuer, t.subject)],
);

export const workspaces = sqliteTable(
  "workspaces",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull().references(() => organizations.id),
    name: text("name").notNull(),
    /** Plan name; entitlements per plan live in shared/auth/entitlements.ts. */
    plan: text("plan").notNull().default("free"),
    balanceMicro: integer("balance_micro").notNull().default(0),
    freeCreditsMicro: integer("free_credits_micro").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("workspaces_org").on(t.orgId)],
);

export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id").notNull().references(() => workspaces.id),
    orgId: text("org_id").notNull().references(() => organizations.id),
    keyHash: text("key_hash").notNull(),
    keyPrefix: text("key_prefix").notNull(),
    /** Space-separated scopes, e.g. "read:social_public". */
    scopes: text("scopes").notNull().default(""),
    status: text("status", { enum: ["active", "revoked"] }).notNull().default("active"),
    createdAt: createdAt(),
    revokedAt: text("revoked_at"),
  },
  (t) => [
    uniqueIndex("api_keys_hash").on(t.keyHash),
    uniqueIndex("api_keys_one_active_per_workspace").on(t.workspaceId).where(sql`status = 'active'`),
  ],
);

/** Every credit movement; the free grant is unique per workspace so it happens exactly once. */
export const creditLedger = sqliteTable(
  "credit_ledger",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id").notNull().references(() => workspaces.id),
    deltaMicro: integer("delta_micro").notNull(),
    reason: text("reason").notNull(),
    /** Set for entries that must happen at most once per workspace (e.g. "free_grant"). */
    onceKey: text("once_key"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("credit_ledger_once").on(t.workspaceId, t.onceKey).where(sql`once_key IS NOT NULL`)],
);

/**
 * A request to buy credits (docs/payments.md): paid through the payment provider's hosted checkout
 * (one provider session per intent), completed by the provider's signed webhook.
 */
export const topupIntents = sqliteTable(
  "topup_intents",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id").notNull().references(() => workspaces.id),
    amountMicro: integer("amount_micro").notNull(),
    status: text("status", { enum: ["requires_payment", "succeeded", "expired", "canceled"] }).notNull().default("requires_payment"),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
    /** The provider's checkout session (e.g. Stripe `cs_…`) and its hosted page, once checkout started. */
    providerSessionId: text("provider_session_id"),
    providerCheckoutUrl: text("provider_checkout_url"),
    /** When the payment was credited (ISO); set once, with status `succeeded`. */
    succeededAt: text("succeeded_at"),
  },
  (t) => [index("topup_intents_workspace").on(t.workspaceId)],
);

/** Every verified provider webhook event, with what it did (audit; processing itself is idempotent). */
export const paymentEvents = sqliteTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  intentId: text("intent_id"),
  outcome: text("outcome").notNull(),
  receivedAt: text("received_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
});

/**
 * The charge of a monitor or watch run (docs/monitors.md#charges): named by the run before the
 * CreditAccount is called, so a charge whose answer was lost, or whose run died, can still be
 * refunded; `refund_due` says a refund is owed and not yet confirmed by the account (the tick
 * settles it).
 */
const runCharge = () => ({
  chargeId: text("charge_id"),
  refundDue: integer("refund_due", { mode: "boolean" }).notNull().default(false),
});

/**
 * A change monitor (docs/contract.md#monitors) together with its engine watch (docs/contract.md#monitors: the service's
 * own engine state — schedule, detector state, last snapshot — created and reconciled through a
 * queue). The webhook secret is stored to sign deliveries and never leaves this table.
 */
export const monitors = sqliteTable(
  "monitors",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id").notNull().references(() => workspaces.id),
    url: text("url").notNull(),
    detector: text("detector", { enum: ["price", "saas_pricing", "product_change"] }).notNull(),
    frequency: text("frequency", { enum: ["15m", "1h", "6h", "12h", "24h"] }).notNull(),
    paused: integer("paused", { mode: "boolean" }).notNull().default(false),
    webhookUrl: text("webhook_url"),
    webhookSecret: text("webhook_secret"),
    /** Epoch ms of the next due slot; kept while paused (reported, suspended until resume). */
    nextRunAt: integer("next_run_at"),
    initState: text("init_state", { enum: ["pending", "initializing", "retryable", "ready", "failed"] }).notNull().default("pending"),
    initAttempts: integer("init_attempts").notNull().default(0),
    initNextRetryAt: integer("init_next_retry_at"),
    initErrorReason: text("init_error_reason"),
    syncState: text("sync_state", { enum: ["none", "pending", "running", "retryable", "failed", "synced"] }).notNull().default("none"),
    syncAttempts: integer("sync_attempts").notNull().default(0),
    syncNextRetryAt: integer("sync_next_retry_at"),
    syncErrorReason: text("sync_error_reason"),
    /** Bumped by every PATCH of frequency/paused; the reconciler applies the latest one only. */
    syncGeneration: integer("sync_generation").notNull().default(0),
    /** Engine watch: what the runs use. `engine_generation` = the sync generation it reflects. */
    engineGeneration: integer("engine_generation"),
    engineFrequency: text("engine_frequency"),
    enginePaused: integer("engine_paused", { mode: "boolean" }),
    detectorVersion: text("detector_version"),
    detectorState: text("detector_state"),
    lastCommit: text("last_commit"),
    baselineCompleted: integer("baseline_completed", { mode: "boolean" }).notNull().default(false),
    /**
     * The run whose reading the detector state is, and that run's slot: a run writes the state only
     * if it is still the one it read (compare-and-set), and never over a newer slot's reading
     * (docs/monitors.md#overlapping-runs).
     */
    stateRunId: text("state_run_id"),
    stateSlot: integer("state_slot"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("monitors_workspace").on(t.workspaceId, t.createdAt, t.id), index("monitors_due").on(t.nextRunAt)],
);

/**
 * One row per monitor per due slot: the unique run key makes a slot run at most once. A "check
 * now" run (`kind` manual, docs/monitors.md#check-now) is keyed by the time it was asked for, in
 * its own key space, so it never takes a scheduled slot.
 */
export const monitorRuns = sqliteTable(
  "monitor_runs",
  {
    id: text("id").primaryKey(),
    monitorId: text("monitor_id").notNull(),
    /** Epoch ms of the due slot this run is for. */
    slot: integer("slot").notNull(),
    status: text("status").notNull(),
    baseline: integer("baseline", { mode: "boolean" }).notNull().default(false),
    changed: integer("changed", { mode: "boolean" }).notNull().default(false),
    credits: integer("credits").notNull().default(0),
    createdAt: integer("created_at").notNull(),
    ...runCharge(),
    /** `scheduled` (a due slot) or `manual` (POST /v1/monitors/{id}/runs, queued by the request). */
    kind: text("kind", { enum: ["scheduled", "manual"] }).notNull().default("scheduled"),
    /** The request that asked for a manual run, named on its ledger charge. */
    requestId: text("request_id"),
  },
  (t) => [
    uniqueIndex("monitor_runs_key").on(t.monitorId, t.slot, t.kind),
    index("monitor_runs_history").on(t.monitorId, t.createdAt, t.id),
    index("monitor_runs_open").on(t.status, t.createdAt),
    index("monitor_runs_refund_due").on(t.refundDue),
  ],
);

/**
 * A change event, recorded for every changed run whether or not the monitor has a webhook: the
 * exact payload bytes, stored once at creation and sent on every attempt, and the detector's
 * field changes (JSON `[{field, before, after}]`) that `GET /v1/monitors/{id}/events` answers.
 */
export const monitorEvents = sqliteTable(
  "monitor_events",
  {
    id: text("id").primaryKey(),
    monitorId: text("monitor_id").notNull(),
    runId: text("run_id").notNull(),
    payload: text("payload").notNull(),
    createdAt: integer("created_at").notNull(),
    changes: text("changes"),
  },
  (t) => [uniqueIndex("monitor_events_run").on(t.runId), index("monitor_events_list").on(t.monitorId, t.createdAt, t.id)],
);

/**
 * One row per delivery attempt (docs/contract.md#monitors): pending, delivered, failed,
 * destination_replaced. `attempt` numbers every attempt of an event in order, across its
 * redeliveries; `first_attempt` is the first attempt of the delivery the row belongs to (a
 * redelivery starts a new one with its own 8 attempts).
 */
export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    eventId: text("event_id").notNull(),
    /** The owner: a monitor id, or a watch id when `kind` is `watch`. */
    monitorId: text("monitor_id").notNull(),
    /** Which event table `event_id` names: `monitor_events`, `watch_events` or `watch_event_updates` (docs/watches.md#webhooks). */
    kind: text("kind", { enum: ["monitor", "watch", "watch_update"] }).notNull().default("monitor"),
    attempt: integer("attempt").notNull(),
    firstAttempt: integer("first_attempt").notNull().default(1),
    destination: text("destination").notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed", "destination_replaced"] }).notNull(),
    /** Epoch ms at which this attempt is due. */
    dueAt: integer("due_at").notNull(),
    responseStatus: integer("response_status"),
    error: text("error"),
    attemptedAt: integer("attempted_at"),
  },
  (t) => [uniqueIndex("webhook_deliveries_attempt").on(t.eventId, t.attempt), index("webhook_deliveries_due").on(t.status, t.dueAt)],
);

/**
 * x402 payment proofs the api has accepted (docs/contract.md#payment: a settled proof is never accepted
 * again). A proof is claimed here (`pending`) before it is verified, so two requests carrying the
 * same proof cannot both be served; `settled` once the facilitator settled it after a successful
 * response; a request that failed or could not be settled deletes its claim.
 */
export const x402Payments = sqliteTable("x402_payments", {
  /** SHA-256 of the proof's identity (network + signature, or the whole payload). */
  proofId: text("proof_id").primaryKey(),
  status: text("status", { enum: ["pending", "settled"] }).notNull(),
  resource: text("resource").notNull(),
  transaction: text("transaction"),
  createdAt: createdAt(),
});

/**
 * Signed-in humans of the platform host. The session cookie carries only the signed id; the
 * session lives here, so signing out ends it for good (a copied cookie is dead), and `auth_time`
 * says when the human last proved who they are to the provider (a key rotation needs a recent one).
 */
export const platformSessions = sqliteTable(
  "platform_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    /** The session's JSON (account ids, the claim being approved). */
    data: text("data").notNull(),
    /** Epoch ms at which the identity provider authenticated the human (its ID token's `auth_time`; 0: unknown). */
    authTime: integer("auth_time").notNull(),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [index("platform_sessions_user").on(t.userId)],
);

/**
 * A competitor-intelligence watch (docs/watches.md): what to observe (target, topics), how often,
 * the coverage state machine and the schedule the monitor engine's tick reads. JSON columns:
 * `topics` (WatchTopic[]), `topic_intervals` ([{topic, enabled_at, disabled_at}], epoch ms).
 * The webhook secret is stored to sign deliveries and never leaves this table.
 */
export const watches = sqliteTable(
  "watches",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id").notNull().references(() => workspaces.id),
    target: text("target").notNull(),
    /** Normalized domain (entity.domain) and the origin every page fetch starts from. */
    domain: text("domain").notNull(),
    origin: text("origin").notNull(),
    entityId: text("entity_id").notNull(),
    displayName: text("display_name"),
    topics: text("topics").notNull(),
    topicIntervals: text("topic_intervals").notNull(),
    requestedFrequency: text("requested_frequency", { enum: ["24h", "6h"] }).notNull(),
    effectiveFrequency: text("effective_frequency", { enum: ["24h", "6h"] }),
    status: text("status", { enum: ["active", "paused", "archived"] }).notNull().default("active"),
    statusChangedAt: integer("status_changed_at").notNull(),
    archivedAt: integer("archived_at"),
    coverageState: text("coverage_state", { enum: ["initializing", "healthy", "degraded", "failed"] }).notNull().default("initializing"),
    /** Runs in a row in which no topic could be read (docs/watches.md#coverage). */
    failedRunStreak: integer("failed_run_streak").notNull().default(0),
    lastRunAt: integer("last_run_at"),
    observedSince: integer("observed_since"),
    lastObservedAt: integer("last_observed_at"),
    webhookUrl: text("webhook_url"),
    webhookSecret: text("webhook_secret"),
    /** Epoch ms of the next due slot; null while paused or archived. */
    nextRunAt: integer("next_run_at"),
    /** The run whose readings the topic states are, and its slot (as `monitors.state_run_id`). */
    stateRunId: text("state_run_id"),
    stateSlot: integer("state_slot"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("watches_workspace").on(t.workspaceId, t.createdAt, t.id), index("watches_due").on(t.nextRunAt)],
);

/** One row per watch per due slot (the run key, as monitor_runs). */
export const watchRuns = sqliteTable(
  "watch_runs",
  {
    id: text("id").primaryKey(),
    watchId: text("watch_id").notNull(),
    slot: integer("slot").notNull(),
    status: text("status").notNull(),
    topicsRead: integer("topics_read").notNull().default(0),
    topicsFailed: integer("topics_failed").notNull().default(0),
    credits: integer("credits").notNull().default(0),
    createdAt: integer("created_at").notNull(),
    ...runCharge(),
  },
  (t) => [uniqueIndex("watch_runs_key").on(t.watchId, t.slot), index("watch_runs_open").on(t.status, t.createdAt), index("watch_runs_refund_due").on(t.refundDue)],
);

/** One fetched page of one run: the snapshot in R2 and its content hash (evidence references). */
export const watchObservations = sqliteTable(
  "watch_observations",
  {
    id: text("id").primaryKey(),
    watchId: text("watch_id").notNull(),
    runId: text("run_id").notNull(),
    /** Stable per watch and URL. */
    pageId: text("page_id").notNull(),
    url: text("url").notNull(),
    topics: text("topics").notNull(),
    snapshotId: text("snapshot_id").notNull(),
    snapshotKey: text("snapshot_key").notNull(),
    contentHash: text("content_hash").notNull(),
    observedAt: integer("observed_at").notNull(),
  },
  (t) => [index("watch_observations_run").on(t.runId), index("watch_observations_page").on(t.watchId, t.pageId, t.observedAt)],
);

/**
 * Versioned topic states (CCITopicState). `state` and the provenance columns never change once
 * written; `observed_to` is extended by each run that sees the same state again and `valid_to`
 * closes when the next version is written.
 */
export const watchTopicStates = sqliteTable(
  "watch_topic_states",
  {
    id: text("id").primaryKey(),
    watchId: text("watch_id").notNull(),
    topic: text("topic").notNull(),
    version: integer("version").notNull(),
    /** The whole CCITopicState as first written (JSON). */
    record: text("record").notNull(),
    observedTo: integer("observed_to"),
    /** Runs that read this very state (1 when it was new); corrections look at it. */
    observedRuns: integer("observed_runs").notNull().default(1),
    validTo: integer("valid_to"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [uniqueIndex("watch_topic_states_version").on(t.watchId, t.topic, t.version)],
);

/**
 * Intelligence events (CCIEvent). `record` is the event as first written; only `status` and the
 * lineage columns move afterwards. `webhook_payload` is the exact body of every delivery attempt.
 */
export const watchEvents = sqliteTable(
  "watch_events",
  {
    id: text("id").primaryKey(),
    watchId: text("watch_id").notNull(),
    runId: text("run_id").notNull(),
    topic: text("topic").notNull(),
    type: text("type").notNull(),
    status: text("status", { enum: ["active", "superseded", "retracted"] }).notNull().default("active"),
    supersedesEventId: text("supersedes_event_id"),
    retractedEventId: text("retracted_event_id"),
    lineageEventId: text("lineage_event_id"),
    correctionReason: text("correction_reason"),
    record: text("record").notNull(),
    webhookPayload: text("webhook_payload"),
    detectedAt: integer("detected_at").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("watch_events_list").on(t.watchId, t.createdAt, t.id), index("watch_events_topic").on(t.watchId, t.topic, t.createdAt)],
);

/**
 * `watch.event.updated` announcements (docs/watches.md#corrections): one per correction of an
 * event that was sent to the watch's webhook. `id` is the announcement's own `event_id`; the
 * unique (event, status) pair makes a correction announced once. `payload` holds the exact bytes.
 */
export const watchEventUpdates = sqliteTable(
  "watch_event_updates",
  {
    id: text("id").primaryKey(),
    watchId: text("watch_id").notNull(),
    /** The corrected CCIEvent. */
    eventId: text("event_id").notNull(),
    /** The status the correction gave it: `retracted` or `superseded`. */
    status: text("status").notNull(),
    payload: text("payload").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [uniqueIndex("watch_event_updates_once").on(t.eventId, t.status)],
);
