/**
 * `idFromName` hashes the name on every call and showed in front-door CPU profiles; ids (unlike
 * stubs, which belong to the request that made them) may be kept across requests, so each
 * isolate remembers the ids it derived, per namespace.
 *
 * @example const stub = ns.get(namedId(ns, `org:${orgId}`));
 */
const MAX_IDS_PER_NAMESPACE = 10_000;
const ids = new WeakMap<object, Map<string, DurableObjectId>>();

export function namedId<T extends Rpc.DurableObjectBranded | undefined>(ns: DurableObjectNamespace<T>, name: string): DurableObjectId {
  let known = ids.get(ns);
  if (!known) ids.set(ns, (known = new Map()));
  let id = known.get(name);
  if (!id) {
    id = ns.idFromName(name);
    if (known.size >= MAX_IDS_PER_NAMESPACE) known.clear();
    known.set(name, id);
  }
  return id;
}
