import type { ImageFormat } from "./brand.schema";

const BY_MIME: Readonly<Record<string, ImageFormat>> = {
  "image/svg+xml": "svg",
  "image/png": "png",
  "image/x-icon": "ico",
  "image/vnd.microsoft.icon": "ico",
  "image/ico": "ico",
  "image/jpeg": "jpg",
  "image/jpg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
};

const BY_EXTENSION: Readonly<Record<string, ImageFormat>> = {
  svg: "svg", png: "png", ico: "ico", jpg: "jpg", jpeg: "jpg", webp: "webp", gif: "gif", avif: "avif",
};

/** The image format from a declared MIME type, else from the URL's file extension, else null. */
export function imageFormat(type: string | null | undefined, url: string): ImageFormat | null {
  const declared = type ? BY_MIME[type.toLowerCase().split(";")[0]?.trim() ?? ""] : undefined;
  if (declared) return declared;
  if (url.startsWith("data:")) return BY_MIME[url.slice(5).split(/[;,]/)[0] ?? ""] ?? null;
  try {
    const extension = /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
    return (extension && BY_EXTENSION[extension]) || null;
  } catch {
    return null;
  }
}

/** The largest `WxH` in a `sizes` list ("16x16 32x32"); null for "any" or nothing usable. */
export function largestSize(sizes: string | null | undefined): { width: number; height: number } | null {
  let best: { width: number; height: number } | null = null;
  for (const match of (sizes ?? "").matchAll(/(\d+)\s*[xX×]\s*(\d+)/g)) {
    const width = Number(match[1]);
    const height = Number(match[2]);
    if (width > 0 && height > 0 && (!best || width * height > best.width * best.height)) best = { width, height };
  }
  return best;
}

/** A positive integer pixel dimension from an attribute or meta value, else null. */
export function pixelDimension(raw: string | null | undefined): number | null {
  const match = /^\s*(\d+)(px)?\s*$/.exec(raw ?? "");
  const n = match ? Number(match[1]) : 0;
  return n > 0 && n <= 100_000 ? n : null;
}
