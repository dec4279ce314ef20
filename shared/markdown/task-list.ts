import type { DomElement } from "./dom";

/** The attribute of the mark that stands for a task list item's checkbox: `done` or `open`. */
export const TASK_MARK = "data-md-task";

/**
 * GFM task lists (`- [x] done`): the checkbox that opens a list item (or its first paragraph)
 * becomes an empty `<span>` carrying its state, because Readability removes every `<input>`
 * before the article is written.
 */
export function keepTaskCheckbox(input: DomElement): void {
  if ((input.getAttribute("type") ?? "").toLowerCase() !== "checkbox") return;
  const parent = input.parentElement;
  const inItem = parent?.nodeName === "LI" || (parent?.nodeName === "P" && parent.parentElement?.nodeName === "LI" && parent.parentElement.firstElementChild === parent);
  if (!inItem) return;
  for (let before = input.previousSibling; before; before = before.previousSibling) if ((before.textContent ?? "").trim()) return;
  const mark = input.ownerDocument.createElement("span");
  mark.setAttribute(TASK_MARK, input.hasAttribute("checked") ? "done" : "open");
  input.replaceWith(mark);
}
