/** The parts of pdf.js's `getMetadata()` answer we read. */
export interface PdfMetadata {
  info?: unknown;
  metadata?: { get(name: string): unknown } | null;
}

function clean(value: unknown): string | null {
  if (typeof value !== "string") return null;
  // Info strings often carry stray control characters or CR/LF from the producer.
  const text = value.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim();
  return text === "" ? null : text;
}

/**
 * The document title: the Info dictionary's `/Title`, else XMP `dc:title`, else null. We do not
 * guess a title from the first heading: `metadata.title` promises what the file declares.
 */
export function pdfTitle(meta: PdfMetadata): string | null {
  const info = typeof meta.info === "object" && meta.info !== null ? (meta.info as Record<string, unknown>) : {};
  return clean(info.Title) ?? clean(meta.metadata?.get("dc:title"));
}
