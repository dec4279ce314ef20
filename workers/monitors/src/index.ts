/**
 * monitors provider worker: the monitor and watch routes behind the api front door (RPC entrypoint
 * MonitorsRpc, `answer(method, url, headers, body)` like every provider, plus `tick(now)` for the api worker's cron),
 * and the engine's queue consumer (monitor runs scheduled and asked for, watch runs, initialization, reconciliation,
 * webhook deliveries).
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import { answerCall, type ProviderAnswer, type ProviderCall } from "@shared/provider/provider-entrypoint";
import {
  createMonitorRoute,
  deleteMonitorRoute,
  getMonitorRoute,
  listMonitorsRoute,
  monitorEventRoute,
  monitorEventsRoute,
  monitorHistoryRoute,
  redeliverEventRoute,
  runMonitorRoute,
  updateMonitorRoute,
  webhookTestRoute,
} from "@shared/contract/monitors.routes";
import {
  createWatchRoute,
  getWatchRoute,
  listWatchesRoute,
  topicHistoryRoute,
  updateWatchRoute,
  watchEventRoute,
  watchEventsRoute,
  watchIntelligenceRoute,
} from "@shared/contract/watches.routes";
import { detectors } from "@shared/detectors";
import { createWorkerApp } from "@shared/http/worker-app";
import { consumeBatch } from "@shared/monitors/consumer";
import type { MonitorTask } from "@shared/monitors/engine";
import { tick, type TickReport } from "@shared/monitors/tick";
import type { MonitorsBindings, MonitorsEnv } from "./env";
import { EVIDENCE_PREFIX, harnessEvidence } from "./harness-evidence";
import { MONITORS_LLMS } from "./llms";
import { createMonitor, deleteMonitor, getMonitor, listMonitors, monitorHistory, updateMonitor } from "./monitors.handlers";
import { getMonitorEvent, listMonitorEvents, redeliverMonitorEvent, runMonitorNow, testMonitorWebhook } from "./monitor-events.handlers";
import { createWatch, getEvent, getWatch, intelligence, listEvents, listWatches, topicHistory, updateWatch } from "./watches.handlers";

const app = createWorkerApp<MonitorsEnv>({
  service: "monitors",
  title: "monitors provider",
  description: "Internal monitors provider worker behind the api front door.",
  llms: MONITORS_LLMS,
});
app.get("/__status", (c) => c.json({ status: "available", circuit: "closed" }));
app.get(`${EVIDENCE_PREFIX}*`, harnessEvidence);
app.openapi(createMonitorRoute.route, createMonitor as never);
app.openapi(listMonitorsRoute.route, listMonitors as never);
app.openapi(getMonitorRoute.route, getMonitor as never);
app.openapi(updateMonitorRoute.route, updateMonitor as never);
app.openapi(deleteMonitorRoute.route, deleteMonitor as never);
app.openapi(monitorHistoryRoute.route, monitorHistory as never);
// Events to read, redeliver, the webhook test ping and check now (DECISIONS §7).
app.openapi(monitorEventsRoute.route, listMonitorEvents as never);
app.openapi(monitorEventRoute.route, getMonitorEvent as never);
app.openapi(redeliverEventRoute.route, redeliverMonitorEvent as never);
app.openapi(webhookTestRoute.route, testMonitorWebhook as never);
app.openapi(runMonitorRoute.route, runMonitorNow as never);
// Competitor-intelligence watches run on the same engine (docs/watches.md).
app.openapi(createWatchRoute.route, createWatch as never);
app.openapi(listWatchesRoute.route, listWatches as never);
app.openapi(getWatchRoute.route, getWatch as never);
app.openapi(updateWatchRoute.route, updateWatch as never);
app.openapi(watchEventsRoute.route, listEvents as never);
app.openapi(watchEventRoute.route, getEvent as never);
app.openapi(watchIntelligenceRoute.route, intelligence as never);
app.openapi(topicHistoryRoute.route, topicHistory as never);

const deps = { detectors };

export default {
  fetch: app.fetch,
  async queue(batch: MessageBatch<MonitorTask>, env: MonitorsBindings): Promise<void> {
    await consumeBatch(batch, env, deps);
  },
} satisfies ExportedHandler<MonitorsBindings, MonitorTask>;

export class MonitorsRpc extends WorkerEntrypoint<MonitorsBindings> {
  override async fetch(request: Request): Promise<Response> {
    return app.fetch(request, this.env, this.ctx);
  }

  async answer(...call: ProviderCall): Promise<ProviderAnswer> {
    return answerCall(app, this.env, this.ctx, ...call);
  }

  /** One cron tick at engine time `now` (the cron's scheduledTime). */
  async tick(now: number): Promise<TickReport> {
    return tick(this.env, now);
  }
}
