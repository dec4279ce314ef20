/** `%PDF-` as bytes. */
const MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;

/**
 * Readers (Acrobat, pdf.js, poppler) accept a header that starts anywhere in the first 1024 bytes,
 * because some producers prepend junk (mail headers, BOMs). We accept the same and nothing more,
 * so content that only claims to be a PDF (by Content-Type or extension) is rejected.
 *
 * @example isPdf(new TextEncoder().encode("%PDF-1.7\n…")) // true
 */
export function isPdf(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 1024) - MAGIC.length;
  for (let i = 0; i <= end; i++) {
    if (MAGIC.every((b, k) => bytes[i + k] === b)) return true;
  }
  return false;
}
