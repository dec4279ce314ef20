/**
 * The queue consumer of the monitor engine: every task kind is idempotent (claimed in D1 before
 * any effect), so a message is acked once its task returned and retried only when the task threw
 * before it could record anything (e.g. D1 unreachable).
 */
import { deliverAttempt } from "./delivery";
import type { EngineDeps, MonitorEngineEnv, MonitorTask } from "./engine";
import { initializeMonitor, reconcileMonitor } from "./lifecycle";
import { runManual, runMonitor } from "./run";
import { runWatch } from "../watches/run";

export async function handleTask(env: MonitorEngineEnv, deps: EngineDeps, task: MonitorTask): Promise<unknown> {
  switch (task.kind) {
    case "run":
      return runMonitor(env, deps, task);
    case "manual_run":
      return runManual(env, deps, task);
    case "init":
      return initializeMonitor(env, deps, task.monitorId, task.now);
    case "sync":
      return reconcileMonitor(env, task.monitorId, task.now);
    case "deliver":
      return deliverAttempt(env, deps, task.deliveryId, task.now);
    case "watch_run":
      return runWatch(env, deps, task);
  }
}

const RETRY_DELAY_S = 30;

export async function consumeBatch(batch: MessageBatch<MonitorTask>, env: MonitorEngineEnv, deps: EngineDeps): Promise<void> {
  await Promise.all(
    batch.messages.map(async (message) => {
      try {
        await handleTask(env, deps, message.body);
        message.ack();
      } catch (err) {
        console.error("monitor task failed", message.body.kind, err instanceof Error ? err.message : String(err));
        message.retry({ delaySeconds: RETRY_DELAY_S });
      }
    }),
  );
}
