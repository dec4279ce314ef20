import type { DomDocument } from "./dom";

/** The attribute of the mark that stands for a task list item's checkbox: `done` or `open`. */
export const TASK_MARK = "data-md-task";

/**
 * GFM task lists (`- [x] done`): a list item's checkbox becomes an empty `<span>` carrying its
 * state, because Readability removes every `<input>` before the article is written.
 */
export function keepTaskCheckboxes(document: DomDocument): void {
  const boxes = document.querySelectorAll("li > input[type=checkbox], li > p:first-child > input[type=checkbox]");
  for (let i = 0; i < boxes.length; i++) {
    const box = boxes[i]!;
    if (box.previousSibling && (box.previousSibling.textContent ?? "").trim()) continue;
    const mark = document.createElement("span");
    mark.setAttribute(TASK_MARK, box.hasAttribute("checked") ? "done" : "open");
    box.replaceWith(mark);
  }
}
