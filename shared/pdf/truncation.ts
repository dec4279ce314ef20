/**
 * Detects files cut off in transit. pdf.js repairs damaged cross-reference tables by scanning the
 * objects it can find, so a cut-off file often "opens" with fewer pages or empty pages: a partial
 * result, which the spec forbids. These byte-level checks catch the cut before pdf.js hides it.
 */
const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));
const EOF_MARK = ascii("%%EOF");
const OBJECT_MARKS = [ascii("endobj"), ascii("stream")];

function lastIndexOf(bytes: Uint8Array, needle: number[], from = bytes.length - needle.length): number {
  outer: for (let i = Math.min(from, bytes.length - needle.length); i >= 0; i--) {
    for (let k = 0; k < needle.length; k++) if (bytes[i + k] !== needle[k]) continue outer;
    return i;
  }
  return -1;
}

/** The `/L` (whole file length) of a linearization dictionary, which sits in the first object. */
function linearizedLength(bytes: Uint8Array): number | null {
  // Byte-to-char copy, not TextDecoder: workerd's decoders are UTF-8/16 only, and PDF syntax is bytes.
  const head = String.fromCharCode(...bytes.subarray(0, 1024));
  const match = /\/Linearized\b[^>]*?\/L\s+(\d+)/.exec(head);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/**
 * True when the bytes look truncated:
 * - no `%%EOF` at all (every complete revision ends with one);
 * - a linearized file shorter than the length it declares;
 * - objects after the last `%%EOF`, i.e. an incremental update that was cut before its trailer.
 *   Plain junk after `%%EOF` (seen in the wild, e.g. scanner output) is tolerated, as readers do.
 */
export function looksTruncated(bytes: Uint8Array): boolean {
  const eof = lastIndexOf(bytes, EOF_MARK);
  if (eof < 0) return true;
  const declared = linearizedLength(bytes);
  if (declared !== null && declared > bytes.length) return true;
  const tail = bytes.subarray(eof + EOF_MARK.length);
  return OBJECT_MARKS.some((mark) => lastIndexOf(tail, mark) >= 0);
}
