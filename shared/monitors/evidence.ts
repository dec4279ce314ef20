/**
 * Run snapshots in R2 (docs/contract.md#monitors). Per run:
 *   monitors/<monitor_id>/runs/<run_id>/page.html      the page the detector read: the fetched bytes,
 *                                                      or the rendered DOM when the page needed script
 *   monitors/<monitor_id>/runs/<run_id>/state.json     the detector's extracted state
 *   monitors/<monitor_id>/runs/<run_id>/manifest.json  {rendered, render_fallback, objects: [{key, sha256, bytes}], ...}
 * `commit` = sha256(previous commit + "\n" + manifest sha256): it changes whenever the snapshot
 * content does, and chains the runs of a monitor. Only identifiers and hashes leave R2.
 */
import { sha256Hex } from "../auth/keys";
import type { RenderFailure } from "../contract/render";

export const EVIDENCE_REPOSITORY = "svc-monitor-snapshots";

export interface Evidence {
  repository: string;
  commit: string;
  manifest_path: string;
  manifest_sha256: string;
  bytes: number;
}

export interface SnapshotInput {
  monitorId: string;
  runId: string;
  detector: string;
  detectorVersion: string;
  page: Uint8Array;
  /** `page` is the DOM a browser rendered (docs/monitors.md#rendered-pages). */
  rendered: boolean;
  /** The page wanted a render and was read static instead: why. */
  renderFallback: RenderFailure | null;
  state: unknown;
  previousCommit: string | null;
}

export interface StoredObject {
  key: string;
  sha256: string;
  bytes: number;
}

/** One evidence object in R2, stored with its sha256 (R2 checks it on write). Watches store theirs the same way. */
export async function putHashed(bucket: R2Bucket, key: string, body: Uint8Array, contentType: string, customMetadata?: Record<string, string>): Promise<StoredObject> {
  const sha256 = await sha256Hex(body);
  await bucket.put(key, body, { httpMetadata: { contentType }, sha256, ...(customMetadata ? { customMetadata } : {}) });
  return { key, sha256, bytes: body.byteLength };
}

export async function storeSnapshot(bucket: R2Bucket, s: SnapshotInput): Promise<Evidence> {
  const base = `monitors/${s.monitorId}/runs/${s.runId}`;
  const stateBytes = new TextEncoder().encode(JSON.stringify(s.state));
  const files = [
    { key: `${base}/page.html`, body: s.page, type: "text/html" },
    { key: `${base}/state.json`, body: stateBytes, type: "application/json" },
  ];
  const objects = await Promise.all(files.map((f) => putHashed(bucket, f.key, f.body, f.type)));
  const manifest = JSON.stringify({
    monitor_id: s.monitorId,
    run_id: s.runId,
    detector: s.detector,
    detector_version: s.detectorVersion,
    rendered: s.rendered,
    render_fallback: s.renderFallback,
    objects,
  });
  const manifestSha = await sha256Hex(manifest);
  const manifestPath = `${base}/manifest.json`;
  await bucket.put(manifestPath, manifest, { httpMetadata: { contentType: "application/json" }, sha256: manifestSha });
  return {
    repository: EVIDENCE_REPOSITORY,
    commit: await chainCommit(s.previousCommit, manifestSha),
    manifest_path: manifestPath,
    manifest_sha256: manifestSha,
    bytes: s.page.byteLength,
  };
}

/** The commit of a snapshot after `previousCommit` (a run that lost a race chains onto the newer one). */
export const chainCommit = (previousCommit: string | null, manifestSha256: string) => sha256Hex(`${previousCommit ?? ""}\n${manifestSha256}`);
