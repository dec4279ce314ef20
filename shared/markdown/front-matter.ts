export interface FrontMatterFields {
  title: string | null;
  source: string;
  published: string | null;
  author?: string | null;
  language?: string | null;
  canonical?: string | null;
}

/**
 * A short YAML header of what the page states about itself; absent fields are left out. Values
 * are written as JSON strings, which are valid YAML double-quoted scalars, so quotes, colons and
 * newlines in titles cannot break the block.
 */
export function frontMatter({ title, source, published, author, language, canonical }: FrontMatterFields): string {
  const lines = ["---"];
  const field = (name: string, value: string | null | undefined) => {
    if (value) lines.push(`${name}: ${JSON.stringify(value)}`);
  };
  field("title", title);
  field("source", source);
  field("published", published);
  field("author", author);
  field("language", language);
  field("canonical_url", canonical);
  lines.push("---", "", "");
  return lines.join("\n");
}
