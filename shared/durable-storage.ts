/**
 * The storage port of the Durable Object cores (the claim modules, the PDF gateway's conversion
 * slots): the part of Durable Object storage they use, so the same code runs on `ctx.storage` in
 * production and on `MemoryStorage` in tests. A sharded class (one of `QUOTA_SHARDS` objects holding
 * the entries of many keys, docs/claim-flow.md#shards) gives each key its own view of the shard
 * (`keyView`) and serves every key's wake-up time from the shard's one alarm (`wakeDueKeys`).
 */
export interface KeyValueStorage {
  get<T>(key: string): Promise<T | undefined>;
  put<T>(key: string, value: T): Promise<void>;
  delete(key: string): Promise<boolean>;
}

/** In-memory `KeyValueStorage`; values are cloned like Durable Object storage clones them. */
export class MemoryStorage implements KeyValueStorage {
  readonly #data = new Map<string, unknown>();

  async get<T>(key: string): Promise<T | undefined> {
    const value = this.#data.get(key);
    return value === undefined ? undefined : (structuredClone(value) as T);
  }

  async put<T>(key: string, value: T): Promise<void> {
    this.#data.set(key, structuredClone(value));
  }

  async delete(key: string): Promise<boolean> {
    return this.#data.delete(key);
  }

  /** The entries whose key starts with `prefix`, in key order (like Durable Object storage's `list`). */
  async list<T>({ prefix }: { prefix: string }): Promise<Map<string, T>> {
    const keys = [...this.#data.keys()].filter((k) => k.startsWith(prefix)).sort();
    return new Map(keys.map((k) => [k, structuredClone(this.#data.get(k)) as T]));
  }

  /** Every stored value, for tests that look for leftovers (e.g. a wiped plaintext key). */
  dump(): Record<string, unknown> {
    return Object.fromEntries(this.#data);
  }
}

/** Durable Object storage as these objects use it: key-value plus one alarm. */
export interface AlarmStorage extends KeyValueStorage {
  setAlarm(scheduledTime: number): Promise<void>;
  deleteAlarm(): Promise<void>;
  deleteAll(): Promise<void>;
}

/**
 * The storage of an object that holds the entries of many keys (a shard): key-value with prefix
 * listing, and the object's one alarm. Durable Object storage (`ctx.storage`) is one.
 */
export interface ShardStorage extends KeyValueStorage {
  list<T>(options: { prefix: string }): Promise<Map<string, T>>;
  getAlarm(): Promise<number | null>;
  setAlarm(scheduledTime: number): Promise<void>;
}

/**
 * Storage keys of a shard: a key's own entries under `k|<key>|`, its wake-up time under
 * `d|<key>` (the key URI-encoded, so no key's prefix is another's).
 */
const entryPrefix = (key: string) => `k|${encodeURIComponent(key)}|`;
const DUE_PREFIX = "d|";

/**
 * One key's view of a shard, shaped like the whole storage of an object of its own, so the
 * per-key behaviour (a code slot, an attempt counter, a client's conversion slots) runs
 * unchanged: its entries live under the key's prefix, its alarm is a wake-up time that the
 * shard's one alarm serves (the earliest of all), and `deleteAll` drops only this key's entries.
 */
export function keyView(storage: ShardStorage, key: string): AlarmStorage {
  const prefix = entryPrefix(key);
  const due = `${DUE_PREFIX}${encodeURIComponent(key)}`;
  return {
    get: (name) => storage.get(prefix + name),
    put: (name, value) => storage.put(prefix + name, value),
    delete: (name) => storage.delete(prefix + name),
    async setAlarm(at) {
      await storage.put(due, at);
      const current = await storage.getAlarm();
      if (current === null || at < current) await storage.setAlarm(at);
    },
    deleteAlarm: async () => void (await storage.delete(due)),
    async deleteAll() {
      for (const name of (await storage.list({ prefix })).keys()) await storage.delete(name);
      await storage.delete(due);
    },
  };
}

/**
 * The shard's alarm: runs `wake` for every key whose wake-up time has come (each re-arms or
 * deletes itself through its view), then sets the shard's alarm to the earliest time left.
 */
export async function wakeDueKeys(storage: ShardStorage, wake: (key: string, nowMs: number) => Promise<void>, nowMs = Date.now()): Promise<void> {
  for (const [name, at] of await storage.list<number>({ prefix: DUE_PREFIX })) {
    if (at <= nowMs) await wake(decodeURIComponent(name.slice(DUE_PREFIX.length)), nowMs);
  }
  let next: number | null = null;
  for (const at of (await storage.list<number>({ prefix: DUE_PREFIX })).values()) next = next === null ? at : Math.min(next, at);
  if (next !== null) await storage.setAlarm(next);
}
