import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { articlePage } from "../fixtures/markdown/article-page";

const convert = (tail: string) => htmlToMarkdown(articlePage({ tail }), { url: "https://docs.example.com/guide/typescript" }).markdown;
const CODE = `<pre class="language-typescript"><code>let total: number = 1;\nconsole.log(total);</code></pre>`;

describe("htmlToMarkdown: article text that looks like furniture by name or wording stays", () => {
  it.each(["code-toolbar", "share-code", "codeblock-footer"])("keeps a code block framed by a block named %s", (frame) => {
    const markdown = convert(`<p>Declare it like this:</p><div class="${frame}">${CODE}<button>Copy</button></div><p>Then run it.</p>`);
    expect(markdown).toContain("```typescript\nlet total: number = 1;\nconsole.log(total);\n```");
  });

  it("still removes a share bar with no code in it", () => {
    const markdown = convert(`<div class="share-bar"><a href="https://x.example/share">Share on X</a> <a href="https://fb.example/share">Facebook</a></div>`);
    expect(markdown).not.toContain("Share on X");
  });

  it("keeps a section headed Comments that another section of the article follows", () => {
    const markdown = convert(
      `<h2>Comments</h2><p>TypeScript comments start with two slashes and run to the end of the line.</p>${CODE}` +
        `<h2>Types</h2><p>Every variable can carry a type annotation after its name.</p>`,
    );
    expect(markdown).toContain("## Comments");
    expect(markdown).toContain("TypeScript comments start with two slashes");
    expect(markdown).toContain("## Types");
  });

  it("still removes the comments that close a page", () => {
    const markdown = convert(`<h2>3 Comments</h2><p>Great article, thanks a lot for writing it!</p><p>I disagree with the second point.</p>`);
    expect(markdown).not.toContain("Great article, thanks");
    expect(markdown).not.toContain("3 Comments");
  });

  it("keeps technical text about subscribing to events, and removes a call to subscribe", () => {
    const markdown = convert(
      `<p>Subscribe to the change event to be notified whenever the value of the input changes.</p><p>Subscribe to our newsletter for weekly tips.</p>`,
    );
    expect(markdown).toContain("Subscribe to the change event to be notified");
    expect(markdown).not.toContain("Subscribe to our newsletter");
  });
  it("keeps a Related Work heading over prose that another section of the paper follows", () => {
    const prose = `<p>Prior research on caching by Smith (2019) and Lee (2020) established the baseline we compare against.</p>`;
    const markdown = convert(`<h2>Related Work</h2>${prose}<h2>Method</h2><p>We measure the hit rate of each cache layer under load.</p>`);
    expect(markdown).toContain("## Related Work\n\nPrior research on caching");
    expect(markdown).toContain("## Method");
  });

  it("keeps MediaWiki's boxed Further reading heading over its citations", () => {
    const box = (id: string, title: string) => `<div class="mw-heading mw-heading2"><h2 id="${id}">${title}</h2></div>`;
    const markdown = convert(
      `${box("Further_reading", "Further reading")}<ul><li>Toole, Betty (1998). <i>Ada, the Enchantress of Numbers</i>. Strawberry Press.</li>` +
        `<li>Woolley, Benjamin (1999). <i>The Bride of Science</i>. Macmillan.</li></ul>${box("External_links", "External links")}<ul><li><a href="https://archive.example/ada">Ada archive</a></li></ul>`,
    );
    expect(markdown).toContain("## Further reading\n\n- Toole, Betty (1998).");
  });

  it("still removes a Related posts heading with the links under it", () => {
    const markdown = convert(`<h2>Related posts</h2><ul><li><a href="/guide/generics">Generics in depth</a></li><li><a href="/guide/enums">When to use enums</a></li></ul><h2>Types</h2><p>Every variable can carry a type annotation after its name.</p>`);
    expect(markdown).not.toContain("Related posts");
    expect(markdown).not.toContain("Generics in depth");
    expect(markdown).toContain("## Types");
  });
  it("keeps the linked headings of a newsletter's items over their paragraphs", () => {
    const item = (name: string, repo: string) =>
      `<h2><a href="https://github.com/${repo}">${name} 1.0 released</a></h2><p>${name} is a runtime for reliable network applications, and this release explains its guarantees in some detail.</p>`;
    const markdown = convert(item("Tokio", "tokio-rs/tokio") + item("Axum", "tokio-rs/axum"));
    expect(markdown).toContain("## [Tokio 1.0 released](https://github.com/tokio-rs/tokio)\n\nTokio is a runtime");
    expect(markdown).toContain("## [Axum 1.0 released](https://github.com/tokio-rs/axum)");
  });
  it("keeps a short sentence around its link among the article's paragraphs, and removes a pointer line", () => {
    const body = `<p>Caching moves the cost of a lookup from every request to the first one, at the price of stale answers.</p>`;
    const markdown = convert(
      `${body}<p>I wrote about this in <a href="https://other.example/older-post">my earlier post on caching strategies</a>.</p>` +
        `<p>See <a href="/guide/a">part one</a>, <a href="/guide/b">part two</a> and <a href="/guide/c">part three</a>.</p>${body}` +
        `<p>Read more: <a href="/guide/unrelated">Ten tips for faster builds</a></p>${body}`,
    );
    expect(markdown).toContain("I wrote about this in [my earlier post on caching strategies](https://other.example/older-post).");
    expect(markdown).toContain("See [part one](https://docs.example.com/guide/a), [part two]");
    expect(markdown).not.toContain("Ten tips for faster builds");
  });
});

describe("htmlToMarkdown: headings named as headers stay", () => {
  it("keeps a recipe card's section headings whose class says header", () => {
    const markdown = convert(
      `<div class="wprm-recipe"><h3 class="wprm-recipe-header wprm-recipe-ingredients-header">Ingredients</h3><ul><li>225 g unsalted butter</li><li>4 eggs</li></ul>` +
        `<h3 class="wprm-recipe-header wprm-recipe-instructions-header">Instructions</h3><ol><li>Heat the oven to 180 °C and line a loaf tin.</li><li>Beat the butter and sugar until pale.</li></ol></div>`,
    );
    expect(markdown).toContain("### Ingredients\n\n- 225 g unsalted butter");
    expect(markdown).toContain("### Instructions\n\n1. Heat the oven");
  });

  it("keeps a recipe card's times, in a block named as the recipe's meta", () => {
    const time = (label: string, minutes: number) =>
      `<div class="wprm-recipe-block-container wprm-recipe-time-container"><span class="wprm-recipe-details-label">${label} </span><span class="wprm-recipe-time"><span class="wprm-recipe-details">${minutes}</span> <span class="wprm-recipe-details-unit">mins</span></span></div>`;
    const markdown = convert(
      `<div class="wprm-recipe"><div class="wprm-recipe-meta-container wprm-recipe-times-container">${time("Prep Time", 10)}${time("Cook Time", 45)}</div>` +
        `<h3 class="wprm-recipe-header">Ingredients</h3><ul><li>225 g unsalted butter</li><li>4 eggs</li></ul></div>`,
    );
    expect(markdown).toContain("Prep Time 10 mins");
    expect(markdown).toContain("Cook Time 45 mins");
  });

  it("keeps the signatures rustdoc writes in headings named code-header", () => {
    const method = (signature: string, doc: string) =>
      `<details class="toggle method-toggle" open><summary><section class="method"><h4 class="code-header">${signature}</h4></section></summary><div class="docblock"><p>${doc}</p></div></details>`;
    const markdown = convert(
      method("pub fn push(&amp;mut self, value: T)", "Appends an element to the back of a collection.") +
        method("pub fn pop(&amp;mut self) -&gt; Option&lt;T&gt;", "Removes the last element from a vector and returns it."),
    );
    expect(markdown).toContain("#### pub fn push(&mut self, value: T)\n\nAppends an element");
    expect(markdown).toContain("#### pub fn pop(&mut self) -\\> Option<T\\>\n\nRemoves the last element");
  });
});

describe("htmlToMarkdown: a quotation keeps its attribution", () => {
  it("keeps the footer that names a blockquote's source, inside the quote", () => {
    const markdown = convert(
      `<blockquote class="blockquote"><p>The English language is nobody's special property.</p><footer class="blockquote-footer">Derek Walcott, <cite>Omeros</cite></footer></blockquote>` +
        `<p>Epigraphs set the tone of a chapter, and a clean design sets them apart by indentation alone.</p>`,
    );
    expect(markdown).toContain("> The English language is nobody's special property.\n>\n> Derek Walcott, Omeros");
  });
});

describe("htmlToMarkdown: a note set aside in the text stays", () => {
  it("keeps a callout aside between the article's paragraphs", () => {
    const markdown = convert(
      `<p>Wild yeasts produce gas fastest around 26 °C, and their rate roughly halves for every 8 degrees lost.</p>` +
        `<aside class="callout callout-info"><h4>Key term: levain</h4><p>A levain is the portion of starter you build for one bake, usually the night before.</p></aside>` +
        `<p>Lactic acid bacteria slow down too, but less, which is why winter loaves taste more sour.</p>`,
    );
    expect(markdown).toContain("#### Key term: levain\n\nA levain is the portion of starter");
  });

  it("keeps a documentation theme's note aside (Starlight)", () => {
    const markdown = convert(
      `<p>Run the build once before you deploy, so the generated types are in place.</p>` +
        `<aside aria-label="Caution" class="starlight-aside starlight-aside--caution"><p class="starlight-aside__title" aria-hidden="true">Caution</p><div class="starlight-aside__content"><p>Do not commit the generated folder; it is rebuilt on every run.</p></div></aside>`,
    );
    expect(markdown).toContain("Do not commit the generated folder; it is rebuilt on every run.");
  });

  it("keeps the earlier post a forum reply quotes (Discourse)", () => {
    const markdown = convert(
      `<aside class="quote no-group" data-username="lena_k" data-post="1"><div class="title">lena_k:</div><blockquote><p>What is the idiomatic way with runes?</p></blockquote></aside>` +
        `<p>Use an effect that returns a cleanup function; the cleanup runs before the effect runs again.</p>`,
    );
    expect(markdown).toContain("> What is the idiomatic way with runes?");
  });

  it("still removes a pull quote that repeats the text", () => {
    const markdown = convert(`<p>Winter loaves taste more sour, because the bacteria slow down less than the yeast.</p><aside class="pull-quote"><blockquote><p>Winter loaves taste more sour.</p></blockquote></aside>`);
    expect(markdown).not.toContain("> Winter loaves");
  });
});

describe("htmlToMarkdown: a definition that is a list of links stays beside its term", () => {
  it("keeps javadoc's implemented interfaces under their term", () => {
    const markdown = convert(
      `<dl class="notes"><dt>Type Parameters:</dt><dd><code>E</code> - the type of elements in this list</dd>` +
        `<dt>All Implemented Interfaces:</dt><dd><code><a href="/api/Serializable.html">Serializable</a></code>, <code><a href="/api/Collection.html">Collection</a>&lt;E&gt;</code></dd></dl>` +
        `<p>Resizable-array implementation of the List interface; it permits all elements, including null.</p>`,
    );
    expect(markdown).toContain("**All Implemented Interfaces:**\n\n`Serializable`, `Collection<E>`");
  });

  it("still removes a definition list that is a menu of links", () => {
    const markdown = convert(`<dl><dt>Sections</dt><dd><a href="/news">News</a></dd><dd><a href="/sport">Sport</a></dd></dl>`);
    expect(markdown).not.toContain("[Sport]");
  });
});

describe("htmlToMarkdown: a user's avatar is the page's furniture", () => {
  it("leaves out the avatars beside a forum post and a question's author", () => {
    const markdown = convert(
      `<div class="post"><div class="title"><img class="avatar" src="https://avatars.example.com/u/2?s=48" width="24" height="24" alt=""> jane:</div>` +
        `<p>Thanks for the report! Confirmed on main; the bounds check in the parser is missing and the fix is small.</p></div>` +
        `<div class="user-info"><div class="user-gravatar32"><a href="/users/1/ann"><div class="gravatar-wrapper-32"><img src="https://www.gravatar.com/avatar/x.png" alt="ann's user avatar" width="32" height="32"></div></a></div></div>` +
        `<figure><img src="/img/quay.jpg" alt="The old quay at low tide"><figcaption>The old quay at low tide.</figcaption></figure>`,
    );
    expect(markdown).not.toContain("avatars.example.com");
    expect(markdown).not.toContain("gravatar.com");
    expect(markdown).toContain("![The old quay at low tide](https://docs.example.com/img/quay.jpg)");
  });

  it("keeps an avatar whose alt text is the user's handle, the only mark of who wrote a comment", () => {
    const markdown = convert(
      `<div class="TimelineItem"><div class="TimelineItem-avatar"><a href="/jane"><img class="avatar avatar-user" src="https://avatars.example.com/u/2?s=80" width="40" height="40" alt="@jane"></a></div>` +
        `<p>Thanks for the report! Confirmed on main; the bounds check in the parser is missing and the fix is small.</p></div>`,
    );
    expect(markdown).toContain("[![@jane](https://avatars.example.com/u/2?s=80)](https://docs.example.com/jane)");
  });
});
