import { parseHTML } from "linkedom";
import { ownerOf } from "./linkedom-internals";
import { isSpace } from "./text-length";

/**
 * linkedom 0.18 answers `getAttribute("class")` and `className` from the element's classList (a
 * Set of its tokens) as `[...tokens].join(" ")`, built afresh on every read. Readability reads
 * each node's `className` in its main walk, and the pruning passes read every element's class;
 * those joins were a few per cent of a median page's time (bench/md-speed).
 *
 * This keeps the joined string on the list until the list changes: every method that changes a
 * list (linkedom's `add`, `remove`, `toggle`, `replace`, and Set's `clear` and `delete`, which
 * linkedom calls on it) drops the kept string first. linkedom's own methods make all their
 * changes before the one read that copies the value to the `class` attribute, so the string
 * read there is the final one. Applied once; if linkedom's shape is not the one this was
 * written for, linkedom stays as it is (the unit tests check the cache follows every change).
 */
const JOINED = Symbol("joined class list");
const MUTATORS = ["add", "remove", "toggle", "replace", "clear", "delete"] as const;

type TokenList = Set<string> & { [JOINED]?: string | undefined };

let applied = false;
let patched = false;

export function useClassListCache(): void {
  if (applied) return;
  applied = true;
  const { document } = parseHTML('<html><head></head><body class="a b"></body></html>') as { document: { body: { classList: unknown } } };
  const list = document.body.classList;
  const proto = list instanceof Set ? (Object.getPrototypeOf(list) as Record<string, unknown>) : null;
  if (!proto || proto === (Set.prototype as unknown)) return;
  const value = Object.getOwnPropertyDescriptor(proto, "value");
  const own = (name: string) => Object.prototype.hasOwnProperty.call(proto, name);
  if (!value?.get || value.set || own("clear") || own("delete") || !["add", "remove", "toggle", "replace"].every((name) => typeof proto[name] === "function" && own(name))) return;
  const join = value.get as (this: TokenList) => string;
  Object.defineProperty(proto, "value", {
    ...value,
    get(this: TokenList): string {
      let joined = this[JOINED];
      if (joined === undefined) this[JOINED] = joined = join.call(this);
      return joined;
    },
  });
  for (const name of MUTATORS) {
    const original = (proto[name] ?? (Set.prototype as unknown as Record<string, unknown>)[name]) as (this: TokenList, ...args: unknown[]) => unknown;
    Object.defineProperty(proto, name, {
      configurable: true,
      writable: true,
      value: function (this: TokenList, ...args: unknown[]): unknown {
        this[JOINED] = undefined;
        return original.apply(this, args);
      },
    });
  }
  patched = true;
  deferParsedClassLists(document.body, list);
}

/**
 * linkedom's parser copies every `class` attribute to `className`, whose setter builds the
 * element's class list, empties it, fills it again from the value and writes the tokens joined
 * back to the attribute: two splits, two attribute look-ups and a Set filled twice per class
 * attribute, a few per cent of a median page's time in workerd (bench/md-speed). When the element
 * has no list yet and the attribute already holds the value as that join would write it (tokens
 * separated by single spaces, none repeated), the setter changes nothing but building the list,
 * which linkedom builds from the attribute on the first `classList` read anyway (as it does for
 * cloned elements): then it returns at once. Any other value, or an element that has a list,
 * takes linkedom's setter. Nothing here observes the write linkedom skips (no MutationObserver
 * or custom elements).
 *
 * Reading `className` (and so `getAttribute("class")`) built the list too, for the one join: the
 * pruning pass before extraction and Readability's walk read every element's class (in workerd
 * 2-3 % of a median page's time, with the garbage). Without a list, an attribute that is already
 * that join is the answer, and the list waits for a `classList` read or a change.
 */
function deferParsedClassLists(probe: object, list: unknown): void {
  const symbol = Object.getOwnPropertySymbols(probe).find((key) => (probe as Record<symbol, unknown>)[key] === list);
  const proto = ownerOf(probe, "className");
  const descriptor = proto ? Object.getOwnPropertyDescriptor(proto, "className") : undefined;
  if (!symbol || !proto || !descriptor?.get || !descriptor.set) return;
  const { get, set } = descriptor;
  Object.defineProperty(proto, "className", {
    ...descriptor,
    get(this: Record<symbol, unknown> & { getAttributeNode(name: string): { value: string } | null }): string {
      if (this[symbol] == null) {
        const value = this.getAttributeNode("class")?.value ?? "";
        if (isJoinedTokens(value)) return value;
      }
      return get.call(this) as string;
    },
    set(this: Record<symbol, unknown> & { getAttributeNode(name: string): { value: string } | null }, value: unknown): void {
      if (this[symbol] == null && typeof value === "string" && this.getAttributeNode("class")?.value === value && isJoinedTokens(value)) return;
      set.call(this, value);
    },
  });
}

/** Whether `[...new Set(value.split(/\s+/).filter(Boolean))].join(" ")` is `value` itself. */
export function isJoinedTokens(value: string): boolean {
  let start = 0;
  let tokens: string[] | null = null;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (!isSpace(code)) continue;
    if (code !== 0x20 || i === start) return false;
    const token = value.slice(start, i);
    if (tokens?.includes(token)) return false;
    (tokens ??= []).push(token);
    start = i + 1;
  }
  if (tokens === null) return true;
  return start < value.length && !tokens.includes(value.slice(start));
}

/** Whether class lists now keep their joined string (for the unit tests). */
export function classListCacheInUse(): boolean {
  return patched;
}
