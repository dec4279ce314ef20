import { ApiError } from "../errors";
import type { DomDocument, DomElement } from "./dom";

const MAX_SELECTOR_LENGTH = 512;

/**
 * Keeps only the elements matching a CSS selector, in document order, in one container.
 * A match nested in an earlier match is already included and is not repeated.
 *
 * @throws ApiError invalid_request when the selector does not parse (or is absurdly long).
 */
export function selectContent(document: DomDocument, selector: string): DomElement {
  const matches = queryAll(document, selector);
  const container = document.createElement("div");
  let lastKept: DomElement | null = null;
  for (let i = 0; i < matches.length; i++) {
    const match = matches[i];
    if (!match || lastKept?.contains(match)) continue;
    container.appendChild(match);
    lastKept = match;
  }
  return container;
}

function queryAll(document: DomDocument, selector: string): ArrayLike<DomElement> {
  if (selector.length > MAX_SELECTOR_LENGTH) {
    throw new ApiError("invalid_request", `selector is longer than ${MAX_SELECTOR_LENGTH} characters.`);
  }
  try {
    return document.querySelectorAll(selector);
  } catch (error) {
    throw new ApiError("invalid_request", `selector is not a valid CSS selector: ${selector}`, { cause: error });
  }
}
