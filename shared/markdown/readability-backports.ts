import { Readability } from "@mozilla/readability";

/**
 * Fixes from Readability's main branch that the published 0.6.0 package lacks, applied per
 * instance (the package is pinned; drop an entry once a release carries it):
 * - `okMaybeItsACandidate` also spares "mathjax": MathJax wraps formulas in elements whose class
 *   (`CtxtMenu_Attached_0`) contains "menu", so 0.6.0 deletes every formula as an unlikely candidate.
 */
export function readabilityBackports(): Record<string, unknown> {
  const regexps = (Readability.prototype as unknown as { REGEXPS: Record<string, RegExp> }).REGEXPS;
  return { REGEXPS: { ...regexps, okMaybeItsACandidate: /and|article|body|column|content|main|mathjax|shadow/i } };
}
