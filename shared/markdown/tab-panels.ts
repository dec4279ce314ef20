import { childrenNamed, type DomElement, isHeading } from "./dom";
import { HIDDEN_STYLE } from "./readability-fast-paths";
import { collapseWhitespace } from "./text-length";

/**
 * Tab sets show one panel at a time and hide the others, which extraction then drops (`hidden`,
 * `aria-hidden`); for a reader every panel is content (the npm, the Yarn and the pnpm command). At
 * parse time each panel is shown and opens with its tab's label as a bold line, and the tab strip,
 * whose labels read as a list (or ran together) above the panels, goes.
 *
 * ARIA tabs (Docusaurus, Bootstrap, MUI…): a `role="tablist"` whose `role="tab"`s name their panels
 * by `aria-controls`, or are as many as the `role="tabpanel"`s around the strip, in order. An
 * accordion (the panels inside the `tablist`) is left alone. Returns whether the strip was taken out.
 */
export function unfoldTabList(tablist: DomElement): boolean {
  if (tablist.getAttribute("role") !== "tablist") return false;
  const tabs = Array.from(tablist.querySelectorAll('[role="tab"]'));
  const panels = tabs.length ? tabPanels(tablist, tabs) : [];
  if (panels.length === 0) return false;
  tabs.forEach((tab, i) => labelPanel(panels[i]!, tab));
  tablist.remove();
  return true;
}

/**
 * MkDocs Material's `tabbed-set`: radio inputs, then the labels (in a `tabbed-labels` strip) and
 * the blocks (`tabbed-block`s in a `tabbed-content`) in the same order; only CSS hides the blocks.
 */
export function unfoldTabbedSet(set: DomElement): void {
  // The stored attribute: this runs on every DIV at parse time, and getAttribute("class") would build its classList.
  if (!TABBED_SET.test(set.getAttributeNode("class")?.value ?? "")) return;
  const labels: DomElement[] = [];
  const blocks: DomElement[] = [];
  for (let child = set.firstElementChild; child; child = child.nextElementSibling) {
    const name = child.getAttribute("class") ?? "";
    if (child.nodeName === "LABEL") labels.push(child);
    else if (TABBED_LABELS.test(name)) labels.push(...childrenNamed(child, "LABEL"));
    else if (TABBED_CONTENT.test(name)) blocks.push(...childrenNamed(child, "DIV").filter((div) => TABBED_BLOCK.test(div.getAttribute("class") ?? "")));
  }
  if (blocks.length === 0 || labels.length !== blocks.length) return;
  labels.forEach((label, i) => {
    labelPanel(blocks[i]!, label);
    label.remove();
  });
}

const TABBED_SET = /(?:^|\s)tabbed-set(?:\s|$)/;
const TABBED_LABELS = /(?:^|\s)tabbed-labels(?:\s|$)/;
const TABBED_CONTENT = /(?:^|\s)tabbed-content(?:\s|$)/;
const TABBED_BLOCK = /(?:^|\s)tabbed-block(?:\s|$)/;

/** The panel of each tab, or none when they do not pair up; panels are looked for up to two levels above the strip. */
function tabPanels(tablist: DomElement, tabs: DomElement[]): DomElement[] {
  for (let scope = tablist.parentElement, level = 0; scope && level < 2; scope = scope.parentElement, level++) {
    const panels = Array.from(scope.querySelectorAll('[role="tabpanel"]'));
    if (panels.length === 0) continue;
    // Panels inside the strip: an accordion (Bootstrap's panel-group), each label already above its panel.
    if (panels.some((panel) => tablist.contains(panel))) return [];
    const byId = tabs.map((tab) => {
      const id = tab.getAttribute("aria-controls");
      return id ? panels.find((panel) => panel.getAttribute("id") === id) : undefined;
    });
    if (byId.every((panel) => panel !== undefined)) return byId as DomElement[];
    return panels.length === tabs.length ? panels : [];
  }
  return [];
}

/** Shows the panel and puts the tab's label on its first line, in bold. */
function labelPanel(panel: DomElement, tab: DomElement): void {
  showPanel(panel);
  const label = collapseWhitespace(tab.textContent ?? "");
  if (!label) return;
  const line = panel.ownerDocument.createElement("p");
  line.appendChild(panel.ownerDocument.createElement("strong")).textContent = label;
  panel.insertBefore(line, panel.firstChild);
}

/** Takes off what hides a panel from extraction (isProbablyVisible): `hidden`, `aria-hidden`, a hiding inline style. */
function showPanel(panel: DomElement): void {
  panel.removeAttribute("hidden");
  panel.removeAttribute("aria-hidden");
  if (HIDDEN_STYLE.test(panel.getAttribute("style") ?? "")) panel.removeAttribute("style");
}

/**
 * An accordion's question and answer (Bootstrap, FAQ blocks): a `<button aria-expanded>` that
 * names the panel it opens (`aria-controls`, or `data-bs-target`/`data-target`), the panel beside
 * it or beside the heading or box that holds it. Buttons are UI and extraction drops them, hidden
 * panels too, so an FAQ came out empty. The panel is shown and the button becomes its text (plain
 * in a heading, bold elsewhere). A panel that is mostly links (a menu a toggle opens) or holds form
 * controls (a search's filters) is left alone.
 * Returns whether the button was replaced.
 */
export function unfoldDisclosure(button: DomElement): boolean {
  if (!button.hasAttribute("aria-expanded")) return false;
  const id = (button.getAttribute("aria-controls") ?? button.getAttribute("data-bs-target") ?? button.getAttribute("data-target") ?? "").trim().replace(/^#/, "");
  const panel = id ? panelBeside(button, id) : null;
  const question = collapseWhitespace(button.textContent ?? "");
  if (!panel || !question || isMostlyLinkText(panel) || holdsControls(panel)) return false;
  showPanel(panel);
  const document = button.ownerDocument;
  const heading = isHeading(button.parentElement) ? button.parentElement : null;
  const text = heading ? document.createTextNode(question) : document.createElement("strong");
  if (!heading) text.textContent = question;
  button.replaceWith(text);
  // "accordion-header" names the widget's part, and reads as page furniture ("header") to extraction.
  heading?.removeAttribute("class");
  return true;
}

/** The element with `id` next to the button, or next to one of its two closest ancestors. */
function panelBeside(button: DomElement, id: string): DomElement | null {
  for (let at: DomElement | null = button, level = 0; at && level < 3; at = at.parentElement, level++) {
    for (let next = at.nextElementSibling; next; next = next.nextElementSibling) {
      if (next.getAttribute("id") === id) return next;
    }
  }
  return null;
}

/** A panel of form controls (a search's filters, a settings drawer) is UI, not an answer. */
function holdsControls(panel: DomElement): boolean {
  return ["INPUT", "SELECT", "TEXTAREA"].some((name) => panel.getElementsByTagName(name).length > 0);
}

function isMostlyLinkText(panel: DomElement): boolean {
  const total = (panel.textContent ?? "").replace(/\s+/g, "").length;
  const links = panel.getElementsByTagName("A");
  let linked = 0;
  for (let i = 0; i < links.length; i++) linked += (links[i]!.textContent ?? "").replace(/\s+/g, "").length;
  return total === 0 || linked * 2 > total;
}
