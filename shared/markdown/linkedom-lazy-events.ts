import { EventTarget as LinkedomEventTarget, Node as NodeFacade } from "linkedom";

/**
 * linkedom 0.18's EventTarget constructor gives every object a listener table up front
 * (`weakMap.set(this, new Map)`), and every node is an EventTarget: each element, text node and
 * attribute parsed costs a Map and a WeakMap entry. On a large page that is a quarter of the
 * parse and much of the garbage collection (bench/md-speed), for listeners nothing here adds.
 *
 * This creates the table on first `addEventListener` instead: the three listener methods are
 * replaced on linkedom's EventTarget prototype by the same algorithm over a lazily filled table
 * of our own (linkedom's table is private to its module), and linkedom's table stops filing new
 * objects: its WeakMap, found by watching `WeakMap.prototype.set` while one EventTarget is
 * constructed, gets a `set` of its own that files nothing (the constructor's Map is still
 * allocated, and dropped at once). Listeners, bubbling to the document and its window, `once`,
 * `stopImmediatePropagation` behave as before. Applied once, on import; the unit tests check
 * the shapes it relies on (the pinned linkedom's Node constructor reaching its EventTarget).
 *
 * An earlier version swapped Node's base class for an empty one instead; V8 constructs and uses
 * objects of classes whose ancestor chain was changed that way much more slowly: every node of
 * every page paid for it (about 40 % of the pipeline's CPU time on median pages in Node).
 */
type Listener = ((event: LinkedomEvent) => void) | { handleEvent(event: LinkedomEvent): void };
interface ListenerOptions {
  once?: boolean;
}
interface LinkedomEvent {
  type: string;
  bubbles: boolean;
  cancelBubble: boolean;
  defaultPrevented: boolean;
  eventPhase: number;
  currentTarget?: unknown;
  target?: unknown;
  _path: { currentTarget: Target; target: Target }[];
  _stopImmediatePropagationFlag: boolean;
  readonly AT_TARGET: number;
  readonly BUBBLING_PHASE: number;
  readonly CAPTURING_PHASE: number;
  readonly NONE: number;
}
interface Target {
  dispatchEvent?: unknown;
  _getParent?: () => Target | null;
}

const tables = new WeakMap<object, Map<string, Map<Listener, ListenerOptions | boolean | undefined>>>();

function dispatch(event: LinkedomEvent, listener: Listener): boolean {
  if (typeof listener === "function") listener.call(event.target, event);
  else listener.handleEvent(event);
  return event._stopImmediatePropagationFlag;
}

function invokeListeners(this: LinkedomEvent, { currentTarget, target }: { currentTarget: Target; target: Target }): boolean | undefined {
  const listeners = tables.get(currentTarget)?.get(this.type);
  if (!listeners) return undefined;
  this.eventPhase = currentTarget === target ? this.AT_TARGET : this.BUBBLING_PHASE;
  this.currentTarget = currentTarget;
  this.target = target;
  for (const [listener, options] of listeners) {
    if (typeof options === "object" && options?.once) listeners.delete(listener);
    if (dispatch(this, listener)) break;
  }
  delete this.currentTarget;
  delete this.target;
  return this.cancelBubble;
}

const lazyListenerMethods = {
  addEventListener(this: object, type: string, listener: Listener, options?: ListenerOptions | boolean): void {
    let table = tables.get(this);
    if (!table) tables.set(this, (table = new Map()));
    let listeners = table.get(type);
    if (!listeners) table.set(type, (listeners = new Map()));
    listeners.set(listener, options);
  },
  removeEventListener(this: object, type: string, listener: Listener): void {
    const table = tables.get(this);
    const listeners = table?.get(type);
    if (listeners?.delete(listener) && !listeners.size) table?.delete(type);
  },
  dispatchEvent(this: Target, event: LinkedomEvent): boolean {
    let node: Target | null | false | undefined = this;
    event.eventPhase = event.CAPTURING_PHASE;
    while (node) {
      if (node.dispatchEvent) event._path.push({ currentTarget: node, target: this });
      node = event.bubbles && node._getParent && node._getParent();
    }
    event._path.some(invokeListeners, event);
    event._path = [];
    event.eventPhase = event.NONE;
    return !event.defaultPrevented;
  },
};

/** linkedom's Node class: its `Node` export is a facade whose prototype chain reaches the real class. */
export const LINKEDOM_NODE = Object.getPrototypeOf(NodeFacade) as { prototype: object };
export const LINKEDOM_EVENT_TARGET = LinkedomEventTarget as unknown as { prototype: object; new (): object };

let checked = false;
let inUse = false;

export function useLazyEventTargets(): void {
  if (checked) return;
  checked = true;
  // Only when the shapes are the ones this was written for; otherwise linkedom stays as it is.
  if (Object.getPrototypeOf(LINKEDOM_NODE) !== LINKEDOM_EVENT_TARGET) return;
  const table = eagerTable();
  if (!table) return;
  Object.assign(LINKEDOM_EVENT_TARGET.prototype, lazyListenerMethods);
  Object.defineProperty(table, "set", { configurable: true, writable: true, value: fileNothing });
  inUse = true;
}

/** The WeakMap linkedom's EventTarget constructor files each new object in, if that is all it files. */
function eagerTable(): WeakMap<object, unknown> | null {
  const set = WeakMap.prototype.set;
  const filed: { table: WeakMap<object, unknown>; key: unknown }[] = [];
  WeakMap.prototype.set = function (this: WeakMap<object, unknown>, key: object, value: unknown) {
    filed.push({ table: this, key });
    return set.call(this, key, value);
  };
  let target: object;
  try {
    target = new LINKEDOM_EVENT_TARGET();
  } finally {
    WeakMap.prototype.set = set;
  }
  const only = filed.length === 1 ? filed[0] : undefined;
  return only?.key === target ? only.table : null;
}

function fileNothing<T>(this: T): T {
  return this;
}

/** Whether nodes are now built without an eager listener table (for the unit tests). */
export function lazyEventTargetsInUse(): boolean {
  return inUse;
}
