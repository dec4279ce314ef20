/** The fields of a web app manifest the extractor uses, read defensively from untrusted JSON. */
export interface WebManifest {
  name: string | null;
  shortName: string | null;
  description: string | null;
  themeColor: string | null;
  backgroundColor: string | null;
  icons: ManifestIcon[];
}

export interface ManifestIcon {
  src: string;
  sizes: string | null;
  type: string | null;
  purpose: string | null;
}

const MAX_ICONS = 32;

export function readManifest(raw: unknown): WebManifest | null {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return null;
  const m = raw as Record<string, unknown>;
  const icons = Array.isArray(m["icons"]) ? m["icons"].slice(0, MAX_ICONS) : [];
  return {
    name: text(m["name"]),
    shortName: text(m["short_name"]),
    description: text(m["description"]),
    themeColor: text(m["theme_color"]),
    backgroundColor: text(m["background_color"]),
    icons: icons.flatMap((icon: unknown) => {
      if (icon === null || typeof icon !== "object") return [];
      const i = icon as Record<string, unknown>;
      const src = text(i["src"]);
      return src ? [{ src, sizes: text(i["sizes"]), type: text(i["type"]), purpose: text(i["purpose"]) }] : [];
    }),
  };
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}
