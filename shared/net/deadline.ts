/**
 * One overall deadline per safe fetch: DNS, every hop and the body read share it, so a slow
 * upstream cannot stretch the total by spreading its delay over several steps.
 */
import { SafeFetchError } from "./safe-fetch-error";

/** An abort signal that fires at the deadline or when the caller's own signal does. */
export interface Deadline {
  readonly signal: AbortSignal;
  /** Clears the timer and the link to the caller's signal; call it when the fetch is over. */
  dispose(): void;
}

const timedOut = () => new SafeFetchError("timeout", "upstream did not answer in time");

/** Starts a deadline `timeoutMs` from now, also tripped by `callerSignal`. */
export function startDeadline(timeoutMs: number, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  const abort = () => controller.abort(timedOut());
  const timer = setTimeout(abort, timeoutMs);
  if (callerSignal?.aborted === true) abort();
  callerSignal?.addEventListener("abort", abort, { once: true });
  return {
    signal: controller.signal,
    dispose() {
      clearTimeout(timer);
      callerSignal?.removeEventListener("abort", abort);
    },
  };
}

/**
 * Settles with `promise`, or rejects with a `timeout` SafeFetchError as soon as `signal` aborts,
 * so an injected fetch or resolver that ignores its signal still cannot outlive the deadline.
 */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  if (signal.aborted) {
    promise.catch(() => {});
    return Promise.reject(timedOut());
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(timedOut());
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(signal.aborted ? timedOut() : error);
      },
    );
  });
}

/**
 * Settles with `promise`, or rejects with a `timeout` SafeFetchError after `timeoutMs`: one timer
 * and no AbortController, for a call that takes no signal (the api's provider RPC). The abort
 * signal, its listeners and the wrapping promise of `startDeadline` + `abortable` were a visible
 * share of a keyed request's CPU (docs/front-door.md).
 */
export function withinDeadline<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), timeoutMs);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
