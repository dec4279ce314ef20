/**
 * Decodes a fetched body to text the way a browser picks the encoding, in this order:
 * byte-order mark, `charset` of the Content-Type header, a `<meta charset>` or
 * `<meta http-equiv="Content-Type">` in the first 1024 bytes, then UTF-8 unless the bytes are not
 * valid UTF-8 and a later `<meta>` names the charset (the spec's "change the encoding" when the
 * parser meets a charset declaration after the prescan; archived pages often have scripts
 * injected in front of it) or, declaring none, they read as a legacy page (windows-1252).
 *
 * workerd's TextDecoder knows the WHATWG legacy encodings (windows-1252, iso-8859-x, shift_jis,
 * gbk, …) and maps labels the same way browsers do (`iso-8859-1` decodes as windows-1252).
 *
 * @example decodeBody(bytes, response.headers.get("content-type"))
 */
export function decodeBody(bytes: Uint8Array, contentTypeHeader: string | null): string {
  const bom = bomEncoding(bytes);
  if (bom) return new TextDecoder(bom.encoding).decode(bytes.subarray(bom.length));
  const decoder =
    decoderFor(charsetParam(contentTypeHeader)) ?? decoderFor(metaCharset(bytes, META_PRESCAN_BYTES));
  if (decoder) return decoder.decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const late = decoderFor(metaCharset(bytes, LATE_META_BYTES));
    return late ? late.decode(bytes) : undeclared(bytes);
  }
}

/**
 * Bytes that are not valid UTF-8 and declare no charset: UTF-8 with a few broken sequences (a cut
 * at the size cap, one stray byte) stays UTF-8; text with more broken sequences than well-formed
 * non-ASCII characters is a legacy single-byte page, read as windows-1252 as browsers default to.
 */
function undeclared(bytes: Uint8Array): string {
  const utf8 = new TextDecoder("utf-8").decode(bytes);
  let broken = 0;
  let wellFormed = 0;
  for (const char of utf8) {
    if (char === "\uFFFD") broken++;
    else if (char.charCodeAt(0) > 0x7f) wellFormed++;
  }
  return broken > wellFormed ? new TextDecoder("windows-1252").decode(bytes) : utf8;
}

function bomEncoding(bytes: Uint8Array): { encoding: string; length: number } | null {
  const [b0, b1, b2] = bytes;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return { encoding: "utf-8", length: 3 };
  if (b0 === 0xfe && b1 === 0xff) return { encoding: "utf-16be", length: 2 };
  if (b0 === 0xff && b1 === 0xfe) return { encoding: "utf-16le", length: 2 };
  return null;
}

const CHARSET_PARAM = /charset\s*=\s*["']?\s*([\w.:-]+)/i;

/** Reads `charset=` out of a Content-Type value, e.g. `text/html; charset="Shift_JIS"`. */
export function charsetParam(contentType: string | null): string | null {
  return contentType?.match(CHARSET_PARAM)?.[1] ?? null;
}

const META_PRESCAN_BYTES = 1024;
/** How far a late charset declaration is looked for: the head of any real page. */
const LATE_META_BYTES = 65_536;
const META_TAG = /<meta\s[^>]*>/gi;

/** The HTML spec's prescan looks at the first 1024 bytes (`limit`); both meta forms carry `charset=`. */
function metaCharset(bytes: Uint8Array, limit: number): string | null {
  // Latin-1 maps bytes 1:1 to code points, so ASCII markup reads correctly whatever the encoding.
  const head = new TextDecoder("windows-1252").decode(bytes.subarray(0, limit));
  for (const [tag] of head.matchAll(META_TAG)) {
    const label = tag.match(CHARSET_PARAM)?.[1];
    if (!label) continue;
    // A page cannot declare itself UTF-16 from inside ASCII bytes; browsers read that as UTF-8.
    return /^utf-?16/i.test(label) ? "utf-8" : label;
  }
  return null;
}

/** A decoder for a known label; null for an absent or unknown one, so the next source is tried. */
function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.trim());
  } catch {
    return null;
  }
}
