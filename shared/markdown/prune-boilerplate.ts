import { isDataTable } from "./data-table";
import { classNames, closestTag, type DomElement, isElement, isHeading, TEXT_NODE } from "./dom";
import { pruneAltCaptions, pruneFigureCredits } from "./prune-credits";
import { isDateline, pruneAboveTitle, pruneBylineLines, pruneMetadataBlocks } from "./prune-metadata";
import { pruneTeaserCards } from "./prune-teasers";
import { isCallToAction, isFurnitureWording, isLabelOnly, isPointerWording, LONGEST_FURNITURE_WORDING, opensWithPointerLabel, pruneTeaserSections } from "./prune-wording";
import { collapseWhitespace, textLengthUpTo } from "./text-length";

/**
 * Removes page furniture rather than article text: navigation and asides, share bars,
 * newsletter boxes, "related" teasers, ad slots, author boxes, comment sections, widgets.
 * Readability drops much of this, but not what sits inside the article container or carries a
 * reassuring name (`related-content`), and it unwraps single-paragraph `<div>`s, losing the
 * class that named them, so this runs on the document before extraction and again on the result.
 *
 * Two strengths of evidence: a furniture word in a class or id (NAMED) removes only blocks of at
 * most MAX_PRUNED_CHARS of text, so a misnamed wrapper around the real body stays; the names of
 * whole page regions (FURNITURE: comments, sidebars, footers, widgets, author bios) remove
 * blocks of any size that hold less than half of the text around them.
 */
const NAMED = classWords(
  [
    // English and the names CMSs and plugins use.
    "share sharing shares social newsletter subscribe subscription related recommended promo ad ads advert",
    "advertisement adslot ad-slot ad-container sponsored paywall cookie cookies consent breadcrumb breadcrumbs",
    "byline author authors tags tag-list taglist categories meta post-meta entry-meta print rating ratings",
    "disclaimer credit credits copyright pagination pager toolbar signup login donate follow read-more more-stories",
    "further-reading topics outbrain taboola plista ligatus timestamp user-info user-profile most-popular",
    "mostpopular trending subnav post-navigation nav-links prev-next colophon commentform sharedaddy jetpack post-flair",
    "robots-nocontent nocontent linklist widgettitle relatedposts linkbox shariff newslettersignup authorbox",
    "recentcomments siteinfo masthead submenu sitemap weather registration modal affiliate flyout",
    // German, Spanish, French and Polish.
    "teilen werbung anzeige anzeigen werbeblock verwandt verwandte aehnliche empfehlung empfehlungen autor autorin",
    "autoren schlagworte stichworte themen compartir publicidad relacionados relacionadas etiquetas partage",
    "publicite similaires reklama udostepnij powiazane",
  ].join(" "),
);
/** What the pass before extraction removes: it must not change which container Readability picks. */
const BEFORE_EXTRACTION = classWords("share sharing social newsletter subscribe subscription related recommended promo ad ads advert advertisement adslot ad-slot ad-container sponsored paywall cookie breadcrumb breadcrumbs outbrain taboola plista ligatus most-popular mostpopular trending");
const FURNITURE = classWords("comment comments kommentar kommentare comment-list respond disqus sidebar widget widgets footer author-bio author-box author-info about-author bio yarpp related-posts related-articles recirculation kommentar-liste kommentarliste seitenleiste fusszeile comentarios commentaires komentarze autorbox autoren-box ueber-den-autor");
/** Roles of page parts that never belong to an article (a dialog is a pop-up: a newsletter or cookie box). */
const STRUCTURAL_ROLES = new Set(["navigation", "complementary", "banner", "dialog", "alertdialog", "menubar", "menu", "search"]);
const MAX_PRUNED_CHARS = 300;
/** How many furniture-named regions it takes to be the article's repeated units rather than furniture. */
const MIN_REPEATED_UNITS = 3;
const SHOW_ELEMENT = 1;
/** Never judged by name: code highlighters name spans `comment`, `meta`, `tag`. */
const CODE = new Set(["PRE", "CODE", "BODY", "HTML", "MAIN", "ARTICLE"]);

export function pruneBoilerplate(root: DomElement, extracted = false): void {
  const walker = root.ownerDocument.createTreeWalker(root, SHOW_ELEMENT);
  const doomed: DomElement[] = [];
  const regions: DomElement[] = [];
  let regionChars = 0;
  let rootChars = -1;
  let skipInside: DomElement | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node as DomElement;
    if (skipInside) {
      if (skipInside.contains(element)) continue;
      // The walk is in document order: past a subtree, nothing later is in it.
      skipInside = null;
    }
    if (CODE.has(element.nodeName)) {
      if (element.nodeName === "PRE" || element.nodeName === "CODE") skipInside = element;
      continue;
    }
    const verdict = furnitureKind(element, extracted);
    if (!verdict) continue;
    // A region is weighed against the whole root; anything else only against MAX_PRUNED_CHARS.
    const region = extracted && verdict === "region";
    const chars = textLengthUpTo(element, region ? Infinity : MAX_PRUNED_CHARS);
    if (chars > MAX_PRUNED_CHARS && region && rootChars < 0) rootChars = textLengthUpTo(root);
    if (chars <= MAX_PRUNED_CHARS || (region && chars * 2 < rootChars)) {
      const box = extracted && isAuthorMarkup(element) ? authorBox(element, root) : element;
      if (region && box === element) {
        regions.push(box);
        regionChars += chars;
      } else doomed.push(box);
      skipInside = box;
    }
  }
  // Several blocks named as comments or widgets that together hold most of the article are its
  // units (a live ticker's "comments", a page builder's widgets), not furniture beside it.
  if (regions.length >= MIN_REPEATED_UNITS) {
    if (rootChars < 0) rootChars = textLengthUpTo(root);
    if (regionChars * 2 <= rootChars) doomed.push(...regions);
  } else doomed.push(...regions);
  for (const element of doomed) element.remove();
}

/**
 * The blocks around a code block whose text is mostly code are its frame (Prism's `code-toolbar`,
 * a `share-code` button bar, a `codeblock-footer`): they lose the class names and id that would
 * get them judged as furniture, by these rules or by Readability's, and keep the others (a frame's
 * `highlight-ruby` names the code's language). Up to MAX_FRAME_LEVELS above the `<pre>`; run at
 * parse time (parse-document.ts), before anything judges names.
 */
export function unnameCodeFrames(pre: DomElement, mostlyCode: Map<DomElement, boolean>): void {
  let frame = pre.parentElement;
  for (let level = 0; frame && level < MAX_FRAME_LEVELS && !CODE.has(frame.nodeName) && isMostlyCode(frame, mostlyCode); level++) {
    const kept = (frame.getAttribute("class") ?? "").split(/\s+/).filter((name) => name && !isJudgedName(name));
    if (kept.length) frame.setAttribute("class", kept.join(" "));
    else frame.removeAttribute("class");
    const id = frame.getAttribute("id");
    if (id && isJudgedName(id)) frame.removeAttribute("id");
    frame = frame.parentElement;
  }
}

/**
 * Parts of rustdoc's and recipe-card plugins' pages that their class names as a header or as meta:
 * rustdoc's `code-header` over each method's signature; WP Recipe Maker's `wprm-recipe-header` over
 * Ingredients and Instructions (Tasty Recipes' `tasty-recipes-…-header` alike) and its
 * `wprm-recipe-meta-container` around the prep and cook times. Readability deletes an element whose
 * class says "header" as an unlikely candidate and weighs "meta" and "tags" down until it cleans
 * the block away, taking the signature, the section's title or the times with it. Those names are
 * taken off at parse time (parse-document.ts; headings and divs). Other elements named so keep
 * their names: on news and book pages they head navigation and score boxes as often as sections,
 * and Readability's output, the readability corpus's reference, leaves them out.
 */
export function unnameContentPart(element: DomElement): void {
  const names = element.getAttributeNode("class")?.value;
  const part = element.nodeName === "DIV" ? RECIPE_META : HEADING_HEADER;
  if (!names || !part.test(names)) return;
  const kept = classNames(element).filter((name) => !part.test(name));
  if (kept.length) element.setAttribute("class", kept.join(" "));
  else element.removeAttribute("class");
}

/**
 * The `<header>` of one item in a series of like items, named for its item in BEM style
 * (`article.live-post > header.live-post__header`, each post of a live blog; each heat of a race
 * report): it holds the item's time and title. Readability deletes whatever a class calls a header,
 * so the name is taken off at parse time. A header named for an item without a like sibling (the
 * article's own `article__header`, its date and kicker) keeps its name.
 */
export function unnameItemHeader(header: DomElement): void {
  const item = header.parentElement;
  const names = classNames(header);
  const itemNames = item ? classNames(item) : [];
  if (!item || !itemNames.length) return;
  const kept = names.filter((name) => !(name.endsWith("__header") && itemNames.includes(name.slice(0, -"__header".length))));
  if (kept.length === names.length) return;
  const likeItem = (sibling: DomElement | null) => !!sibling && classNames(sibling)[0] === itemNames[0];
  if (!likeItem(item.previousElementSibling) && !likeItem(item.nextElementSibling)) return;
  if (kept.length) header.setAttribute("class", kept.join(" "));
  else header.removeAttribute("class");
}

const HEADING_HEADER = /(?:^|\s)(?:code-header|\S*recipes?-\S*header)(?:\s|$)/i;
/**
 * A recipe's details (`wprm-recipe-meta-container`, `wprm-recipe-tags-container`: course, cuisine,
 * servings) and the top of a WP Recipe Maker template that holds them and the summary. Another div
 * named `recipe-header` is often a page's hero (a rating count, share buttons), and keeps its name.
 */
const RECIPE_META = /(?:^|\s)(?:\S*recipes?-\S*(?:meta|tags?)\S*|wprm-recipe-template-\S*header)(?:\s|$)/i;

/**
 * A user's picture beside their name (GitHub's `img.avatar` on every comment, Stack Exchange's
 * `gravatar-wrapper`, Discourse's `avatar`): it says who posted, which the name beside it says in
 * words, so a reader copying the page leaves it out. Removed at parse time (parse-document.ts).
 * Named so by its class or the class of the two elements around it, or by an alt text such as
 * "ann's user avatar". One whose alt text is the user's handle ("@jane", GitHub's comments) stays:
 * on an issue thread it is the only mark of who wrote each comment (the names above them go with
 * their header).
 */
export function isAvatar(img: DomElement): boolean {
  const alt = img.getAttribute("alt") ?? "";
  if (alt.startsWith("@")) return false;
  if (AVATAR_ALT.test(alt)) return true;
  let element: DomElement | null = img;
  for (let level = 0; element && level < 3; level++, element = element.parentElement) {
    const names = element.getAttributeNode("class")?.value;
    if (names && AVATAR.test(names)) return true;
  }
  return false;
}

const AVATAR = /(?:^|[\s_-])g?avatar(?:$|[\s_\d-])/i;
const AVATAR_ALT = /\S\s+avatar$/i;

/**
 * A Jupyter notebook's cell prompts ("In [1]:", "Out[1]:", JupyterLab's `jp-InputPrompt` and the
 * classic `input_prompt`): the notebook's execution counter, not its text; a reader copying the
 * cells leaves them out. Removed at parse time (parse-document.ts).
 */
export function isNotebookPrompt(div: DomElement): boolean {
  return NOTEBOOK_PROMPT.test(div.getAttributeNode("class")?.value ?? "");
}

const NOTEBOOK_PROMPT = /(?:^|\s)(?:jp-InputPrompt|jp-OutputPrompt|input_prompt|output_prompt)(?:\s|$)/;

/**
 * MediaWiki's "[edit]" beside a section heading (a `mw-heading` div around both): the editor's link,
 * not text, and it makes the pair mostly link text, so Readability drops the heading. Taken off at
 * parse time (parse-document.ts).
 */
export function isEditSection(span: DomElement): boolean {
  // The stored attribute: this runs on every SPAN at parse time, and getAttribute("class") would build its classList.
  return EDIT_SECTION.test(span.getAttributeNode("class")?.value ?? "") && !isHeading(span.parentElement);
}

const EDIT_SECTION = /(?:^|\s)mw-editsection(?:\s|$)/;

const MAX_FRAME_LEVELS = 3;
/** Readability 0.6.0's `unlikelyCandidates` and `negative` patterns: names it removes or scores down. */
const READABILITY_JUDGED =
  /-ad-|ai2html|banner|breadcrumbs|combx|comment|community|cover-wrap|disqus|extra|footer|gdpr|header|legends|menu|related|remark|replies|rss|shoutbox|sidebar|skyscraper|social|sponsor|supplemental|ad-break|agegate|pagination|pager|popup|yom-remote|hidden|contact|masthead|media|meta|outbrain|promo|scroll|share|shopping|tags|widget|com-/i;

const isJudgedName = (name: string) => READABILITY_JUDGED.test(name) || NAMED.test(name) || FURNITURE.test(name);

/**
 * Whether code blocks hold at least half of the element's text; `known` keeps the answers of one
 * document, so that the many `<pre>`s of one container weigh it once (each weighing reads all of it).
 */
function isMostlyCode(element: DomElement, known: Map<DomElement, boolean>): boolean {
  let answer = known.get(element);
  if (answer === undefined) {
    const blocks = element.getElementsByTagName("PRE");
    let code = 0;
    for (let i = 0; i < blocks.length; i++) code += textLengthUpTo(blocks[i]!);
    answer = blocks.length > 0 && code * 2 >= textLengthUpTo(element, code * 2 + 1);
    known.set(element, answer);
  }
  return answer;
}

function furnitureKind(element: DomElement, extracted: boolean): "block" | "region" | null {
  const name = element.nodeName;
  if (name === "NAV" || name === "ASIDE") return "block";
  if (extracted && name === "FOOTER") return "region";
  if (extracted && name === "ADDRESS") return "block";
  const role = element.getAttribute("role");
  if (role && (STRUCTURAL_ROLES.has(role) || (extracted && role === "contentinfo"))) return "block";
  if (extracted && isAuthorMarkup(element)) return "region";
  const names = `${element.getAttribute("class") ?? ""} ${element.getAttribute("id") ?? ""}`;
  if (names.length < 2) return null;
  if (!extracted) return BEFORE_EXTRACTION.test(names) ? "block" : null;
  if (FURNITURE.test(names)) return "region";
  return NAMED.test(names) ? "block" : null;
}

/**
 * Microdata that marks a block as the author (`itemprop="author"`, an `itemtype` of schema.org's
 * Person): inside an article that is the author box or the byline, not the text.
 */
const AUTHOR_PROP = /(?:^|\s)(?:author|creator|contributor)(?:\s|$)/i;
const PERSON_TYPE = /schema\.org\/Person\/?$/i;
/** Blocks only: a person marked up inline (`<span itemtype=…/Person>` around a name in a sentence) is text. */
const AUTHOR_BLOCKS = new Set(["DIV", "SECTION", "ASIDE", "FIGURE", "P", "ADDRESS", "LI"]);

function isAuthorMarkup(element: DomElement): boolean {
  if (!AUTHOR_BLOCKS.has(element.nodeName)) return false;
  const prop = element.getAttribute("itemprop");
  if (prop && AUTHOR_PROP.test(prop)) return true;
  const type = element.getAttribute("itemtype");
  return type !== null && PERSON_TYPE.test(type);
}

/**
 * An author's portrait marked up as the author stands in the author box: beside it, the bio
 * ("Jane Doe is head of … at …"). The largest block around the portrait of at most
 * MAX_AUTHOR_BOX_CHARS and a tenth of the article, without a headline in it, goes with it.
 */
const MAX_AUTHOR_BOX_CHARS = 600;
const AUTHOR_BOXES = new Set(["DIV", "SECTION", "ASIDE", "BLOCKQUOTE"]);

function authorBox(person: DomElement, root: DomElement): DomElement {
  if (!person.getElementsByTagName("IMG").length) return person;
  const noHeadline = (box: DomElement) => !box.getElementsByTagName("H1").length;
  return largestBoxAround(person, root, textLengthUpTo(root), AUTHOR_BOXES, MAX_AUTHOR_BOX_CHARS, noHeadline) ?? person;
}

/**
 * The largest of the elements around `inner` (its ancestors below `root`, while they are of `kinds`)
 * with at most `maxChars` of text and under a tenth of the article's `total`, each `allowed`; null
 * when its parent is none of that.
 */
function largestBoxAround(
  inner: DomElement,
  root: DomElement,
  total: number,
  kinds: ReadonlySet<string>,
  maxChars: number,
  allowed: (box: DomElement) => boolean = () => true,
): DomElement | null {
  let box: DomElement | null = null;
  for (let parent = inner.parentElement; parent && parent !== root && kinds.has(parent.nodeName); parent = parent.parentElement) {
    const chars = textLengthUpTo(parent, maxChars);
    if (chars > maxChars || chars * 10 > total || !allowed(parent)) break;
    box = parent;
  }
  return box;
}

/**
 * Matches a class or id that has a token naming one of `words`: the whole token, or the word as
 * its first or last hyphen/underscore/camel-case part (`share-bar`, `post-author-bio`, `comments_area`, `newsletterBox`), so
 * that layout modifiers in the middle (`sticky-sidebar-relative`) and BEM elements of content
 * blocks (`gallery__item__comment`) do not count.
 */
function classWords(words: string): { test(names: string): boolean } {
  const alternatives = words.split(" ").join("|");
  const token = new RegExp(`^(?:${alternatives})(?:[-_].*)?$|^.*[-_](?:${alternatives})$`, "i");
  const test = (names: string) => names.split(/\s+/).some((name) => name.length > 1 && !name.includes("__") && token.test(name.replace(CAMEL_HUMP, "$1-$2")));
  // A page repeats the same class lists on many elements: each list is split and matched once.
  const answers = new Map<string, boolean>();
  return {
    test(names) {
      let answer = answers.get(names);
      if (answer === undefined) {
        if (answers.size >= MAX_REMEMBERED_NAMES) answers.clear();
        answers.set(names, (answer = test(names)));
      }
      return answer;
    },
  };
}

const MAX_REMEMBERED_NAMES = 5000;
/** A camel-case name's parts count like hyphenated ones: `relatedPosts` is `related-posts`. */
const CAMEL_HUMP = /([a-z\d])([A-Z])/g;

const TEASER_BLOCKS = new Set(["P", "H2", "H3", "H4", "H5", "H6", "DIV", "SPAN", "DT", "DD"]);
/** A standalone date: `23.10.2018`, `2021-03-04 10:00`, `5. Februar 2020`, `March 4, 2021`. */
const DATE_ONLY = /^[\p{L}\s.,:|/-]{0,25}?\d{1,4}[./-]\s?(?:\d{1,2}|\p{L}{3,12}\.?)[./-]?\s?\d{2,4}(?:,?\s*\d{1,2}[:.h]\d{2}(?:\s*(?:Uhr|h|am|pm|AM|PM))?)?\.?$|^(?:\p{L}+,?\s+)?(?:\d{1,2}\.?\s+\p{L}{3,12}\.?|\p{L}{3,12}\.?\s+\d{1,2},?)\s+\d{4}(?:,?\s*\d{1,2}[:.]\d{2}(?:\s*(?:Uhr|h|am|pm|AM|PM))?)?$/u;
const MAX_TEASER_CHARS = 220;
const MAX_DATE_CHARS = 60;
/** A block's collapsed text that is only a date, or a dateline ("Posted on April 29, 2022"). */
const isDateOnly = (text: string) => (text.length <= MAX_DATE_CHARS && DATE_ONLY.test(text)) || isDateline(text);
const MAX_CONTACT_CHARS = 300;
const MIN_SECTION_CHARS = 150;
/** No rule of pruneExtracted's block loop applies to a block with more text than this. */
const LONGEST_PRUNED_BLOCK = Math.max(MAX_TEASER_CHARS, MAX_DATE_CHARS, MAX_CONTACT_CHARS, LONGEST_FURNITURE_WORDING);

/**
 * Rules for what remains inside the extracted article, read from structure rather than names:
 * - a short block that is mostly link text ("Read more: <a>Other story</a>", a list of teaser
 *   links, "Back to the overview") points elsewhere: it goes;
 * - a block holding only a date is page metadata, not text;
 * - a heading left with nothing under it (its teasers or form were removed, or it closes the
 *   page: "Related articles", "Comments") goes too.
 */
export function pruneExtracted(root: DomElement, title: string | null = null, byline: string | null = null): void {
  pruneAboveTitle(root, title);
  pruneBylineLines(root, byline);
  pruneTeaserSections(root);
  pruneFigureCredits(root);
  pruneAltCaptions(root);
  pruneTeaserCards(root);
  pruneMetadataBlocks(root);
  const total = textLengthUpTo(root, LARGEST_TOTAL_WEIGHED);
  const blocks: DomElement[] = [];
  collectBlocks(root, blocks);
  for (const block of blocks) {
    if (!block.parentNode) continue;
    const chars = textLengthUpTo(block, LONGEST_PRUNED_BLOCK);
    if (chars === 0 || chars > LONGEST_PRUNED_BLOCK || chars * 3 > total) continue;
    if (chars <= MAX_TEASER_CHARS ? !block.getElementsByTagName("IMG").length && (isMostlyLinks(block, chars) || isPointerLine(block)) && !introducesText(block) && !isSentenceInText(block) && !isDefinitionAmongWords(block) : isLinkLines(block, chars)) {
      block.remove();
      continue;
    }
    const text = collapseWhitespace(block.textContent ?? "");
    if (isDateOnly(text) || (chars <= MAX_CONTACT_CHARS && isContactBlock(block, text))) block.remove();
    else if (isFurnitureWording(text) && !(isLabelOnly(text) && headsSentences(block))) ((isCallToAction(text) && promoBox(block, root, total)) || block).remove();
  }
  pruneFurnitureItems(root);
  pruneLinkTables(root);
  pruneLabelsInLayoutTables(root);
  pruneFileInfo(root);
  removeEmptySections(root);
}

/**
 * List items are not blocks of the rules above (a list of links in the text is content), but an item
 * that is furniture by its wording alone goes (a share list's "Permalien https://…", "Twittern", a meta
 * list's "Tags: …"), and so does one that is only a date, as a meta list's "1. Dezember 2021 15:12 Uhr".
 */
function pruneFurnitureItems(root: DomElement): void {
  for (const item of Array.from(root.getElementsByTagName("LI"))) {
    if (!item.parentNode || item.querySelector("p, div, ul, ol, li, table, img") || textLengthUpTo(item, LONGEST_FURNITURE_WORDING) > LONGEST_FURNITURE_WORDING) continue;
    const text = collapseWhitespace(item.textContent ?? "");
    if (isFurnitureWording(text) || isDateOnly(text)) item.remove();
  }
}

/**
 * The block rules above do not look inside tables (a data table's cells are data); a layout table
 * (Hacker News's threads are tables of tables) still loses its label-only blocks: "reply", "Share".
 */
function pruneLabelsInLayoutTables(root: DomElement): void {
  for (const table of Array.from(root.getElementsByTagName("TABLE"))) {
    if (!table.parentNode || isDataTable(table)) continue;
    for (const block of Array.from(table.querySelectorAll("p, div"))) {
      if (!block.parentNode || (block.firstElementChild && block.querySelector("p, div, table"))) continue;
      if (isLabelOnly(collapseWhitespace(block.textContent ?? ""))) block.remove();
    }
  }
}

/** A table that is nothing but links (a navigation box of related topics, a site map) is not data. */
function pruneLinkTables(root: DomElement): void {
  for (const table of Array.from(root.getElementsByTagName("TABLE"))) {
    if (!table.parentNode || closestTag(table.parentElement, ["table"])) continue;
    const chars = textLengthUpTo(table);
    const anchors = table.getElementsByTagName("A");
    if (anchors.length < 8 || chars === 0) continue;
    if (linkedTextLength(anchors, (href) => !href.startsWith("#")) >= chars * 0.7) table.remove();
  }
}

/**
 * A download link's file details in an element of their own ("PDF | 38 KB | Datei ist nicht barrierefrei",
 * "(PDF, 1.2 MB)"): the link says what the file is, the details are the site's furniture.
 */
const FILE_INFO = /^[([]?\s*(?:pdf|docx?|xlsx?|pptx?|odt|rtf|zip|epub|mp3|mp4)\s*[|,:;–-]?\s*\d+(?:[.,]\d+)?\s*(?:[kmg]i?b|bytes?)\b.{0,60}$/iu;
const FILE_INFO_ELEMENTS = ["SPAN", "SMALL"];

function pruneFileInfo(root: DomElement): void {
  for (const name of FILE_INFO_ELEMENTS) {
    for (const element of Array.from(root.getElementsByTagName(name))) {
      if (!element.parentNode || textLengthUpTo(element, 80) > 80) continue;
      if (FILE_INFO.test(collapseWhitespace(element.textContent ?? ""))) element.remove();
    }
  }
}

/**
 * A call to action rarely stands alone: a membership, newsletter or app box is a heading, a pitch and
 * the call. The largest box around the call (a div or section of at most MAX_PROMO_CHARS, under a
 * tenth of the article) goes with it.
 */
const MAX_PROMO_CHARS = 600;
const PROMO_BOXES = new Set(["DIV", "SECTION", "FORM", "ASIDE"]);

/**
 * The article's length is weighed against three times a pruned block and ten times a promo box:
 * past the larger, no answer changes, so pruneExtracted counts no further (on a median page the
 * full count cost as much as the rest of its block loop).
 */
const LARGEST_TOTAL_WEIGHED = Math.max(3 * LONGEST_PRUNED_BLOCK, 10 * MAX_PROMO_CHARS);

function promoBox(block: DomElement, root: DomElement, total: number): DomElement | null {
  return largestBoxAround(block, root, total, PROMO_BOXES, MAX_PROMO_CHARS);
}

/**
 * A contact block: a phone number and an e-mail address in a few short lines (name, institution,
 * street, "Tel.: …", "E-Mail"), the author's or the publisher's contact details, not the text.
 * A capitalised phone label may follow the previous line's text directly (lines split by `<br>`).
 */
const PHONE = /(?:(?<!\p{L})(?:tel|telefon|telephone|phone|fon|fax|tél|téléfono|tfno)|Tel|TEL|Telefon|Phone|PHONE|Fon|Fax|FAX)\.?\s*:?\s*\+?[\d(]/u;
const EMAIL_TEXT = /[\w.+-]+@[\w-]+\.[\w.-]+/;

function isContactBlock(block: DomElement, text: string): boolean {
  if (!PHONE.test(text)) return false;
  if (EMAIL_TEXT.test(text)) return true;
  const anchors = block.getElementsByTagName("A");
  for (let i = 0; i < anchors.length; i++) if (/^mailto:/i.test(anchors[i]?.getAttribute("href") ?? "")) return true;
  return false;
}

/** Innermost blocks of text: elements of TEASER_BLOCKS without a block element inside. */
function collectBlocks(node: DomElement, out: DomElement[]): boolean {
  let hasBlockChild = false;
  for (let child = node.firstElementChild; child; child = child.nextElementSibling) {
    if (child.nodeName === "PRE" || child.nodeName === "TABLE" || child.nodeName === "FIGURE") {
      hasBlockChild = true;
      continue;
    }
    const innerHasBlock = collectBlocks(child, out);
    if (TEASER_BLOCKS.has(child.nodeName) && child.nodeName !== "SPAN") {
      hasBlockChild = true;
      if (!innerHasBlock) out.push(child);
    } else if (innerHasBlock) hasBlockChild = true;
  }
  return hasBlockChild;
}

/**
 * A linked heading followed by a paragraph of its own (a permalink on a section title, a list
 * of reviewed films each with its text, a newsletter's linked items) introduces text; a teaser's
 * headline has at most an excerpt. A shorter paragraph counts when the heading stands between two
 * of the article's paragraphs, where a card's headline follows its picture or label. A heading that
 * opens with a teaser label ("MIRA: <a>Other story</a>") points elsewhere, whatever follows it.
 */
function introducesText(block: DomElement): boolean {
  if (!isHeading(block) || opensWithPointerLabel(collapseWhitespace(block.textContent ?? ""))) return false;
  const next = block.nextElementSibling;
  if (!next) return false;
  const chars = textLengthUpTo(next);
  if (isMostlyLinks(next, chars)) return false;
  return chars >= MIN_SECTION_CHARS || (isBodyParagraph(next) && isBodyParagraph(block.previousElementSibling));
}

const MIN_BODY_PARAGRAPH_CHARS = 80;

/**
 * A sentence around its link ("I wrote about this in <a>my earlier post</a>.", "See <a>part one</a>
 * and <a>part two</a>.") beside a paragraph of the article is its text; a pointer line ("Read more:
 * <a>Other story</a>") ends in its link, with no full stop after it.
 */
function isSentenceInText(block: DomElement): boolean {
  const last = block.lastChild;
  if (block.nodeName !== "P" || last?.nodeType !== TEXT_NODE || !SENTENCE_END.test(last.nodeValue ?? "")) return false;
  return isBodyParagraph(block.previousElementSibling) || isBodyParagraph(block.nextElementSibling);
}

const SENTENCE_END = /[.!?]["”’)]?\s*$/u;

/**
 * A definition that is links ("All Implemented Interfaces: Serializable, Collection" in javadoc, a
 * "See also" entry) in a list whose other definitions are words is the value of its term in a
 * reference; without it the term stood over nothing. A list whose definitions are all links is a menu.
 */
function isDefinitionAmongWords(block: DomElement): boolean {
  if (block.nodeName !== "DD" || block.parentElement?.nodeName !== "DL") return false;
  for (let sibling = block.parentElement.firstElementChild; sibling; sibling = sibling.nextElementSibling) {
    if (sibling.nodeName !== "DD" || sibling === block) continue;
    const chars = textLengthUpTo(sibling, MAX_TEASER_CHARS);
    if (chars > 0 && !isMostlyLinks(sibling, chars)) return true;
  }
  return false;
}

/**
 * A heading with a paragraph of sentences of its own under it titles a section, whatever its word
 * ("Share" over "Share the state between components by lifting it up…" in a docs page): it never
 * goes alone. A share bar's "Share" has links, or nothing, under it.
 */
function headsSentences(heading: DomElement): boolean {
  const next = heading.nextElementSibling;
  if (!isHeading(heading) || next?.nodeName !== "P") return false;
  const text = collapseWhitespace(next.textContent ?? "");
  return SENTENCE_END.test(text) && !isMostlyLinks(next, text.length) && !isFurnitureWording(text);
}

/** A paragraph of sentences rather than a label, an excerpt line or links. */
function isBodyParagraph(element: DomElement | null): boolean {
  if (element?.nodeName !== "P") return false;
  // Past MIN_SECTION_CHARS the links are weighed against the text nodes counted so far, whole.
  const chars = textLengthUpTo(element, MIN_SECTION_CHARS, { wholeNodes: true });
  return chars >= MIN_BODY_PARAGRAPH_CHARS && !isMostlyLinks(element, chars);
}

/** A block of ≥ 3 links to other pages, one a line (`<br>` between them), and next to nothing else: a link list. */
function isLinkLines(block: DomElement, chars: number): boolean {
  const anchors = block.getElementsByTagName("A");
  if (anchors.length < 3 || block.getElementsByTagName("BR").length < anchors.length - 1) return false;
  let linked = 0;
  for (let i = 0; i < anchors.length; i++) {
    const href = anchors[i]?.getAttribute("href") ?? "";
    if (!href || href.startsWith("#")) return false;
    linked += textLengthUpTo(anchors[i] as DomElement);
  }
  return linked >= chars * 0.85;
}

function isMostlyLinks(block: DomElement, chars: number): boolean {
  const linked = closestTag(block.parentElement, ["a"], "href") ? chars : linkedTextLength(block.getElementsByTagName("A"), (href, anchor) => !/^(?:mailto|tel):/i.test(href) && !href.startsWith("#") && !namesUser(anchor));
  return linked > 0 && linked >= chars * 0.6;
}

/** A line of links and the words that point to them ("… weiter zu „<a>die Wortwahl</a>“"), however short its link. */
function isPointerLine(block: DomElement): boolean {
  const anchors = block.getElementsByTagName("A");
  if (!anchors.length) return false;
  let rest = block.textContent ?? "";
  for (let i = 0; i < anchors.length; i++) rest = rest.replace(anchors[i]?.textContent ?? "", " ");
  return isPointerWording(collapseWhitespace(rest));
}

/**
 * A link classed `username` (phpBB, XenForo, vBulletin, Discourse): the name of who wrote a post, on
 * a forum the post's only byline, not a pointer elsewhere, so it does not make its block "mostly links".
 */
const USERNAME = /(?:^|\s)user-?name(?:$|\s)/i;
function namesUser(anchor: DomElement): boolean {
  return USERNAME.test(anchor.getAttributeNode("class")?.value ?? "");
}

/** The collapsed text length of the `anchors` whose `href` is set and `counts`. */
function linkedTextLength(anchors: ArrayLike<DomElement>, counts: (href: string, anchor: DomElement) => boolean): number {
  let linked = 0;
  for (let i = 0; i < anchors.length; i++) {
    const anchor = anchors[i] as DomElement;
    const href = anchor.getAttribute("href");
    if (href && counts(href, anchor)) linked += textLengthUpTo(anchor);
  }
  return linked;
}

/** Headings with nothing after them in the article ("Related articles", "Comments" left empty). */
function removeEmptySections(root: DomElement): void {
  const headings = Array.from(root.querySelectorAll("h2, h3, h4, h5, h6"));
  for (const heading of headings.reverse()) {
    if (textLengthUpTo(heading, 150) > 150 || closestTag(heading, ["table", "li"])) continue;
    if (!hasContentAfter(heading, root)) heading.remove();
  }
}

function hasContentAfter(heading: DomElement, root: DomElement): boolean {
  for (let node: DomElement | null = heading; node && node !== root; node = node.parentElement) {
    for (let next = node.nextSibling; next; next = next.nextSibling) {
      if (next.nodeType === TEXT_NODE) {
        if ((next.nodeValue ?? "").trim()) return true;
      } else if (isElement(next) && (textLengthUpTo(next, 0) > 0 || next.nodeName === "IMG" || next.querySelector("img"))) return true;
    }
  }
  return false;
}
