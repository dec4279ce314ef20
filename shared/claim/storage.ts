/**
 * The storage port of the claim modules: the part of Durable Object storage they use, so the
 * same code runs on `ctx.storage` in production and on `MemoryStorage` in tests.
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
