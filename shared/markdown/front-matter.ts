export interface FrontMatterFields {
  title: string | null;
  source: string;
  published: string | null;
}

/**
 * A short YAML header. Values are written as JSON strings, which are valid YAML double-quoted
 * scalars, so quotes, colons and newlines in titles cannot break the block.
 */
export function frontMatter({ title, source, published }: FrontMatterFields): string {
  const lines = ["---"];
  if (title) lines.push(`title: ${JSON.stringify(title)}`);
  lines.push(`source: ${JSON.stringify(source)}`);
  if (published) lines.push(`published: ${JSON.stringify(published)}`);
  lines.push("---", "", "");
  return lines.join("\n");
}
