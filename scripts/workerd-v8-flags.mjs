/**
 * V8 flags for the dev stack's runtime. workerd reads them from its config (`Config.v8Flags`), but
 * the Miniflare that wrangler 4.86 ships never sets that field and has no option for it (later
 * Miniflares read `MINIFLARE_WORKERD_V8_FLAGS`). So the launcher adds them to the config Miniflare
 * hands to workerd: `Runtime.updateConfig` receives the encoded config (a Cap'n Proto message) and
 * this appends the flag list to it.
 *
 * Why a flag at all: `--single-threaded-gc` ends the runtime livelock of the soak
 * (bench/soak/RESULTS.md, docs/operations.md "The runtime stall"). workerd pumps V8's foreground
 * task queue after every JavaScript continuation until it is empty; cppgc's incremental sweep task
 * re-posts itself for as long as its concurrent sweep job has not run, and on this 2-core machine
 * V8 has one worker thread, which can sit parked waiting for a garbage collection only the busy
 * main thread would start. With a single-threaded GC, cppgc sweeps on the main thread only, each
 * sweep slice makes progress and the task ends. Dev only: production runs Cloudflare's runtime.
 */

/** The flags `npm run dev` (and the soak, e2e tier and benches that start it) give the runtime. */
export const DEV_V8_FLAGS = ["--single-threaded-gc"];

/** The runtime's V8 flags: `SVC_DEV_V8_FLAGS` when set (space-separated; empty for none), else `DEV_V8_FLAGS`. */
export function devV8Flags(env = process.env) {
  return env.SVC_DEV_V8_FLAGS === undefined ? DEV_V8_FLAGS : env.SVC_DEV_V8_FLAGS.split(/\s+/).filter(Boolean);
}

/** `v8Flags` is pointer 2 of workerd's `Config` struct (workerd.capnp; Miniflare's `Config._capnp`). */
const V8_FLAGS_POINTER = 2;
const LIST_OF_BYTES = 2n;
const LIST_OF_POINTERS = 6n;

/** A Cap'n Proto list pointer at word `at` to `count` elements of `size` starting at word `target`. */
const listPointer = (at, target, size, count) => 1n | ((BigInt(target - (at + 1)) & 0x3fffffffn) << 2n) | (size << 32n) | (BigInt(count) << 35n);

/**
 * The encoded workerd config `message` with `flags` as its V8 flags: a list of texts appended to
 * the end of the first segment (nothing existing moves, so every other pointer stays valid) and the
 * root struct's `v8Flags` pointer set to it. Refuses a config that already has V8 flags.
 * @param {Uint8Array} message
 * @param {string[]} flags
 */
export function withV8Flags(message, flags) {
  if (flags.length === 0) return Buffer.from(message);
  const buf = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  const segments = buf.readUInt32LE(0) + 1;
  const sizes = Array.from({ length: segments }, (_, i) => buf.readUInt32LE(4 + 4 * i));
  const headerBytes = Math.ceil((4 + 4 * segments) / 8) * 8;
  const first = buf.subarray(headerBytes, headerBytes + sizes[0] * 8);
  const others = buf.subarray(headerBytes + sizes[0] * 8);

  const root = first.readBigUInt64LE(0);
  if ((root & 3n) !== 0n) throw new Error("workerd config: the root is not a struct in the first segment");
  const start = 1 + Number(BigInt.asIntN(30, (root >> 2n) & 0x3fffffffn));
  const dataWords = Number((root >> 32n) & 0xffffn);
  const pointerWords = Number((root >> 48n) & 0xffffn);
  if (pointerWords <= V8_FLAGS_POINTER) throw new Error("workerd config: the root struct has no v8Flags field");
  const at = start + dataWords + V8_FLAGS_POINTER;
  if (first.readBigUInt64LE(at * 8) !== 0n) throw new Error("workerd config: V8 flags are already set");

  const texts = flags.map((flag) => Buffer.from(`${flag}\0`, "utf8"));
  const words = (bytes) => Math.ceil(bytes / 8);
  const listAt = sizes[0];
  const added = Buffer.alloc((flags.length + texts.reduce((n, t) => n + words(t.length), 0)) * 8);
  let textAt = listAt + flags.length;
  texts.forEach((text, i) => {
    added.writeBigUInt64LE(listPointer(listAt + i, textAt, LIST_OF_BYTES, text.length), i * 8);
    text.copy(added, (textAt - listAt) * 8);
    textAt += words(text.length);
  });
  const firstOut = Buffer.concat([first, added]);
  firstOut.writeBigUInt64LE(listPointer(at, listAt, LIST_OF_POINTERS, flags.length), at * 8);
  const header = Buffer.from(buf.subarray(0, headerBytes));
  header.writeUInt32LE(sizes[0] + added.length / 8, 4);
  return Buffer.concat([header, firstOut, others]);
}

/**
 * Makes every workerd that `Runtime` (Miniflare's class, from the same module instance as the
 * `Miniflare` used) starts from now on get `flags()` as its V8 flags. Patches the class once.
 * @param {{ prototype: { updateConfig: (config: Uint8Array, ...rest: unknown[]) => unknown } }} Runtime
 * @param {() => string[]} flags
 */
export function giveRuntimeV8Flags(Runtime, flags) {
  const proto = Runtime.prototype;
  if (proto.updateConfig.svcV8Flags) return;
  const original = proto.updateConfig;
  const patched = function (config, ...rest) {
    return original.call(this, withV8Flags(config, flags()), ...rest);
  };
  patched.svcV8Flags = true;
  proto.updateConfig = patched;
}
