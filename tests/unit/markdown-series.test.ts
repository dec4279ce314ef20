import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { articlePage, PARAGRAPHS } from "../fixtures/markdown/article-page";

/**
 * Pages whose text is a series of like items under one parent: Readability takes the longest item
 * (one comment, one section) and drops the rest; the whole series is the page's content.
 */

const COMMENTS = [
  "COMMENT-ONE How does this compare to the older tool's restore speed? In my tests it needed about forty seconds for a two gigabyte database.",
  // HN writes a comment's later paragraphs as <p> after its first line of text.
  `COMMENT-TWO ${PARAGRAPHS[0]}<p>${PARAGRAPHS[1]}`,
  "COMMENT-THREE Have you considered the rsync-style tool that landed in the last release? It solves a similar problem for whole files.",
  "COMMENT-FOUR Thanks, this is exactly what I needed for my side projects, and the restore path works well here.",
];

/** In the shape of a Hacker News item: the story in one layout table, the comments as rows of another. */
function threadPage(): string {
  const rows = COMMENTS.map((text, n) => `<tr class="athing comtr" id="c${n}"><td><table border="0"><tr>
      <td class="ind" indent="${n % 2}"><img src="s.gif" height="1" width="${40 * (n % 2)}"></td>
      <td class="default"><div><span class="comhead"><a href="user?id=u${n}" class="hnuser">user${n}</a> <span class="age"><a href="item?id=${n}">${n + 1} hours ago</a></span></span></div><br>
      <div class="comment"><div class="commtext c00">${text}</div>
      <div class="reply"><p><font size="1"><u><a href="reply?id=${n}">reply</a></u></font></p></div></div></td></tr></table></td></tr>`).join("\n");
  return `<html lang="en"><head><title>Show HN: A tiny replication tool | Hacker News</title></head><body><center>
    <table id="hnmain"><tr><td><span class="pagetop"><a href="news">Hacker News</a> <a href="newest">new</a> | <a href="front">past</a> | <a href="ask">ask</a></span></td></tr>
    <tr><td><table class="fatitem" border="0">
      <tr class="athing submission"><td class="title"><span class="rank"></span></td><td class="votelinks"><a href="vote?id=1"><div class="votearrow"></div></a></td><td class="title"><span class="titleline"><a href="https://example.org/tool">Show HN: A tiny replication tool</a></span></td></tr>
      <tr><td colspan="2"></td><td class="subtext">312 points by <a href="user?id=alice" class="hnuser">alice</a></td></tr>
      <tr><td colspan="2"></td><td><div class="toptext">STORY-TEXT I wanted something smaller than the usual tools for my side projects, so I wrote a small one that ships write-ahead frames to object storage and restores a database to any point in time.</div></td></tr>
    </table><br>
    <table class="comment-tree" border="0">${rows}</table></td></tr>
    <tr><td><span class="yclinks"><a href="newsguidelines.html">Guidelines</a> | <a href="newsfaq.html">FAQ</a></span></td></tr></table></center></body></html>`;
}

/** Text broken into lines with <br>, as org-mode's export keeps the source's line breaks. */
const lines = (text: string) => text.split(" ").reduce((out, word, n) => out + (n && n % 9 === 0 ? "<br />\n" : n ? " " : "") + word, "") + "<br />\n";

/** A document exported in sections (org-mode's HTML export): each `div.outline-2` a heading and its text. */
function sectionedPage(): string {
  const steps = ["Speak the line moved to after next-line and previous-line, with an after advice.", "Speak the character being deleted, with a before advice that speaks it first.", "Get completions spoken, with an around advice that remembers the context."];
  const sections = [
    ["Introduction", `<p>${lines(`SECTION-ONE ${PARAGRAPHS[0]}`)}</p>`],
    ["Background", `<p>${lines(`SECTION-TWO ${PARAGRAPHS[1]}`)}</p>`],
    ["The long part", `<p>${lines(`SECTION-THREE ${PARAGRAPHS[2]} ${PARAGRAPHS[3]}`)}</p><br />
      <ol class="org-ol">${steps.map((step) => `<li>${step}</li>`).join("\n")}</ol><br />
      <p>${lines("The rest of the story was written up a few years ago, and present versions still include the module as well as a simplified front-end for it.")}</p>`],
    ["Closing", `<p>${lines("SECTION-FOUR That is all there is to say about advice, for now at least, and thanks for reading.")}</p>`],
  ]
    .map(([heading, body], n) => `<div id="outline-container-${n}" class="outline-2"><h2 id="h${n}">${n + 1} ${heading}</h2><div class="outline-text-2" id="text-${n}">${body}</div></div><br />`)
    .join("\n");
  return `<html lang="en"><head><title>Meta-programming with advice</title></head><body>
    <div class="blog-nav"><a href="/">Home</a> <a href="/archive">Archive</a></div>
    <div class="post-body"><div id="content"><h1 class="title">Meta-programming with advice</h1>${sections}</div></div>
    <div class="sidebar"><h3>Blog archive</h3><ul><li><a href="/2019">2019</a></li><li><a href="/2018">2018</a></li></ul></div></body></html>`;
}

const convert = (html: string) => htmlToMarkdown(html, { url: "https://news.example.com/item?id=1" }).markdown;

describe("htmlToMarkdown: a series of like items is read whole", () => {
  it("keeps every comment of a discussion thread, not only the longest, and the story it answers", () => {
    const markdown = convert(threadPage());
    for (const comment of COMMENTS) expect(markdown).toContain(comment.split("<p>")[0]);
    expect(markdown).toContain(PARAGRAPHS[1]);
    expect(markdown).toContain("STORY-TEXT");
    expect(markdown.indexOf("STORY-TEXT")).toBeLessThan(markdown.indexOf("COMMENT-ONE"));
    expect(markdown).toContain("[user2](https://news.example.com/user?id=u2)");
    expect(markdown).not.toContain("Guidelines");
  });

  it("leaves out each comment's reply link, though the thread is a layout table", () => {
    const markdown = convert(threadPage());
    expect(markdown).not.toMatch(/\breply\b/);
  });

  it("reads a story table whose text is all in one column as paragraphs, not a table of empty cells", () => {
    const markdown = convert(threadPage());
    expect(markdown).toContain("\n\n312 points by [alice]");
    expect(markdown).not.toMatch(/^\| *\|/m);
  });

  it("keeps every section of a document exported in sections, not only the longest", () => {
    const markdown = convert(sectionedPage());
    for (const marker of ["SECTION-ONE", "SECTION-TWO", "SECTION-THREE", "SECTION-FOUR"]) expect(markdown).toContain(marker);
    expect(markdown).toMatch(/^## 1 Introduction$/m);
    expect(markdown).not.toContain("Blog archive");
  });

  it("keeps an article's comments out: the article is not one of them", () => {
    const comments = COMMENTS.map((text) => `<li class="comment"><p class="comment-author">reader</p><p>${text}</p></li>`).join("");
    const markdown = convert(articlePage({ tail: `<section class="comments-area"><ol class="comment-list">${comments}</ol></section>` }));
    for (const paragraph of PARAGRAPHS) expect(markdown).toContain(paragraph);
    expect(markdown).not.toContain("COMMENT-ONE");
  });

  it("keeps a small data table whose cells fill two columns a table", () => {
    const table = `<table><tr><td>01.</td><td>Beautiful Love</td><td></td></tr><tr><td>02.</td><td>Strangers</td><td></td></tr></table>`;
    const markdown = convert(articlePage({ tail: table }));
    expect(markdown).toContain("| 01. | Beautiful Love | |\n| --- | --- | --- |\n| 02. | Strangers | |");
  });
});

/** Forum posts in the shapes of phpBB (`dt > a.username`) and XenForo (`h4.message-name > a.username`). */
function forumPage(shape: "phpbb" | "xenforo"): string {
  const posts = COMMENTS.map((text, n) => {
    const user = `member${n}`;
    return shape === "phpbb"
      ? `<div id="p${n}" class="post bg${(n % 2) + 1}"><div class="inner"><dl class="postprofile"><dt><a href="/u/${user}" class="username">${user}</a></dt><dd class="profile-rank">Sailor</dd></dl>
          <div class="postbody"><h3><a href="#p${n}">Re: Engine stalls</a></h3><div class="content">${text.replace("<p>", "<br><br>")}</div></div></div></div>`
      : `<article class="message message--post" id="post-${n}"><div class="message-inner"><section class="message-user"><h4 class="message-name"><a href="/members/${user}" class="username">${user}</a></h4><h5 class="userTitle">Sailor</h5></section>
          <div class="message-main"><article class="message-body"><div class="bbWrapper">${text.replace("<p>", "<br><br>")}</div></article></div></div></article>`;
  }).join("\n");
  return `<html lang="en"><head><title>Engine stalls | Harbour Forum</title></head><body><div class="navbar"><a href="/">Board index</a> <a href="/faq">FAQ</a></div>
    <div id="page-body"><h2 class="topic-title">Engine stalls</h2>${posts}</div></body></html>`;
}

describe("htmlToMarkdown: a forum thread keeps who wrote each post", () => {
  it.each(["phpbb", "xenforo"] as const)("writes the author's name above each post (%s)", (shape) => {
    const markdown = convert(forumPage(shape));
    for (let n = 0; n < COMMENTS.length; n++) {
      const name = markdown.indexOf(`[member${n}](https://news.example.com/`);
      expect(name).toBeGreaterThan(-1);
      expect(name).toBeLessThan(markdown.indexOf(`COMMENT-${["ONE", "TWO", "THREE", "FOUR"][n]}`));
    }
  });
});

describe("htmlToMarkdown: a live blog keeps each post's time and title", () => {
  const posts = COMMENTS.map((text, n) => `<article class="live-post" id="post-${n}"><header class="live-post__header"><time datetime="2024-03-01T1${5 - n}:00">1${5 - n}:00</time>
      <h2 class="live-post__title">UPDATE-${n} Ferries cancelled at pier ${n}</h2></header><div class="live-post__body"><p>${text.replace("<p>", "</p><p>")}</p></div></article>`).join("\n");
  const page = articlePage({ tail: `<div class="live-blog">${posts}</div>` });

  it("writes the post's header (BEM-named for its post) above its text", () => {
    const markdown = convert(page);
    for (let n = 0; n < COMMENTS.length; n++) {
      expect(markdown).toContain(`## UPDATE-${n} Ferries cancelled at pier ${n}`);
      expect(markdown).toContain(`1${5 - n}:00`);
    }
  });

  it("leaves the article's own header (no like sibling) to Readability", () => {
    const header = `<header class="post__header"><p>HEADER-MARKER Updated 12 March 2024, 08:30</p></header>`;
    const markdown = convert(articlePage({ lead: header }));
    expect(markdown).not.toContain("HEADER-MARKER");
  });
});

describe("htmlToMarkdown: a page that is a list of teasers", () => {
  const cards = (n: number) => Array.from({ length: n }, (_, i) => `<article class="post-card"><h2 class="post-card__title"><a href="/blog/${i}">POST-${i} Notes from the harbour, part ${i}</a></h2>
      <time>March ${i + 1}, 2024</time><p class="post-card__excerpt">${PARAGRAPHS[i % 4]!.slice(0, 90 + 10 * i)}</p><a class="read-more" href="/blog/${i}">Read more</a></article>`).join("\n");
  const page = (main: string) => `<html lang="en"><head><title>Blog | Harbour</title></head><body><header><nav><a href="/">Home</a> <a href="/blog">Blog</a></nav></header>
    <main>${main}</main><footer><p>Copyright Harbour. <a href="/privacy">Privacy</a></p></footer></body></html>`;

  it("keeps a blog index's posts (title, date, excerpt): they are the page's content", () => {
    const markdown = convert(page(`<h1>Blog</h1><div class="post-list">${cards(5)}</div>`));
    for (let i = 0; i < 5; i++) expect(markdown).toContain(`## [POST-${i} Notes from the harbour, part ${i}](https://news.example.com/blog/${i})`);
    expect(markdown).toContain("March 3, 2024");
    expect(markdown).toContain(PARAGRAPHS[1]!.slice(0, 90));
  });

  it("still leaves out related posts under a teaser heading when the page's own text was not found", () => {
    const markdown = convert(page(`<article class="post"><h1>Ear candy</h1><div class="gallery"><img src="/1.jpg" alt=""><img src="/2.jpg" alt=""></div>
      <h3>Related Posts</h3><ul class="related">${cards(3).replaceAll("article", "li")}</ul></article>`));
    expect(markdown).not.toContain("POST-1");
  });
});
