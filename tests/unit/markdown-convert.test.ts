import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { parseDocument } from "@shared/markdown/parse-document";
import { articlePage } from "../fixtures/markdown/article-page";

const URL_ = "https://news.example.com/2024/harbour/story.html";
const convert = (html: string, url = URL_) => htmlToMarkdown(html, { url });

describe("htmlToMarkdown: structure", () => {
  it("keeps a data table as a GFM pipe table with a header separator", () => {
    const { content } = convert(
      articlePage({
        tail: `<table><thead><tr><th>Boat</th><th>Catch (kg)</th></tr></thead>
          <tbody><tr><td>Mary Rose</td><td>120</td></tr><tr><td>Sea | Star</td><td>95</td></tr></tbody></table>`,
      }),
    );
    expect(content).toContain("| Boat | Catch (kg) |\n| --- | --- |\n| Mary Rose | 120 |\n| Sea \\| Star | 95 |");
  });

  it("pads ragged rows and uses the first row as header when there is no <th>", () => {
    const { content } = convert(
      articlePage({ tail: "<table><tr><td>a</td><td>b</td><td>c</td></tr><tr><td colspan=2>wide</td></tr><tr><td>x</td></tr></table>" }),
    );
    expect(content).toContain("| a | b | c |\n| --- | --- | --- |\n| wide | | |\n| x | | |");
  });

  it("fences a code block with the language named by its class", () => {
    const { content } = convert(
      articlePage({ tail: '<pre><code class="language-typescript">const a: number = 1;\nconsole.log(a);</code></pre>' }),
    );
    expect(content).toContain("```typescript\nconst a: number = 1;\nconsole.log(a);\n```");
  });

  it("reads the language from lang-x and highlight-source-x wrappers and drops gutter line numbers", () => {
    const prettify = convert(articlePage({ tail: '<pre class="prettyprint lang-py">print("hi")</pre>' })).content;
    expect(prettify).toContain('```py\nprint("hi")\n```');
    const github = convert(
      articlePage({
        tail: '<div class="highlight highlight-source-js"><pre><span class="line-numbers">1\n2</span>let x = 1;\nx++;</pre></div>',
      }),
    ).content;
    expect(github).toContain("```js\nlet x = 1;\nx++;\n```");
  });

  it("uses a longer fence when the code itself contains a fence", () => {
    const { content } = convert(articlePage({ tail: "<pre><code>```\ninner\n```</code></pre>" }));
    expect(content).toContain("````\n```\ninner\n```\n````");
  });

  it("indents a code block inside a list item and quotes every line of a blockquote", () => {
    const { content } = convert(
      articlePage({ tail: '<ol><li>Run:<pre><code class="language-sh">make\nmake test</code></pre></li></ol><blockquote><p>One.</p><p>Two.</p></blockquote>' }),
    );
    expect(content).toContain("1. Run:\n   ```sh\n   make\n   make test\n   ```");
    expect(content).toContain("> One.\n>\n> Two.");
  });

  it("keeps word breaks around inline elements and moves edge spaces out of emphasis", () => {
    const { content } = convert(articlePage({ tail: "<p>The<a href='/x'> quay </a>was <b>rebuilt </b>in<em>1921</em>.</p>" }));
    expect(content).toContain("The [quay](https://news.example.com/x) was **rebuilt** in*1921*.");
  });

  it("writes lists with compact markers and keeps nesting", () => {
    const { content } = convert(articlePage({ tail: "<ul><li>one<ul><li>inner</li></ul></li><li>two</li></ul><ol start=3><li>three</li><li>four</li></ol>" }));
    expect(content).toContain("- one\n  - inner\n- two");
    expect(content).toContain("3. three\n4. four");
  });
});

describe("htmlToMarkdown: links and images", () => {
  it("makes relative links and images absolute against the page URL", () => {
    const { content } = convert(
      articlePage({ tail: '<p>See <a href="../archive/index.html">the archive</a> and <a href="/about">us</a>.</p><p><img src="img/quay.jpg" alt="The quay"></p>' }),
    );
    expect(content).toContain("[the archive](https://news.example.com/2024/archive/index.html)");
    expect(content).toContain("[us](https://news.example.com/about)");
    expect(content).toContain("![The quay](https://news.example.com/2024/harbour/img/quay.jpg)");
  });

  it("resolves against <base href> when the page has one", () => {
    const { content } = convert(
      articlePage({ head: '<base href="https://cdn.example.net/assets/">', tail: '<p><a href="doc.pdf">the PDF</a> <img src="pic.png" alt="pic"></p>' }),
    );
    expect(content).toContain("[the PDF](https://cdn.example.net/assets/doc.pdf)");
    expect(content).toContain("![pic](https://cdn.example.net/assets/pic.png)");
  });

  it("drops javascript: links but keeps their text", () => {
    const { content } = convert(articlePage({ tail: '<p>Please <a href="javascript:void(0)">click here</a> to vote.</p>' }));
    expect(content).toContain("Please click here to vote.");
    expect(content).not.toContain("javascript:");
  });

  /** A shop's category page: each product a card whose one <a> wraps its picture and heading. */
  const productGrid = (heading: (i: number) => string) => {
    const items = Array.from({ length: 8 }, (_, i) => `<li class="product"><a href="/p/${i}" class="product-link"><img src="/img/${i}.jpg" alt="Shoe ${i}">${heading(i)}</a><span class="price">€${49 + i * 10},00</span><button>Add to cart</button></li>`);
    return `<html lang="en"><head><title>Boat shoes | Shop</title></head><body><header><nav><ul><li><a href="/">Home</a></li><li><a href="/shop">Shop</a></li></ul></nav></header>
      <main><h1>Boat shoes</h1><p class="category-intro">Our boat shoes are made for wet decks and long days on the water.</p><ul class="products">${items.join("")}</ul></main>
      <footer><p>Copyright Shop. <a href="/privacy">Privacy</a></p></footer></body></html>`;
  };

  it("puts a card's link on its heading when one <a> wraps picture and heading (a link cannot hold a heading)", () => {
    const { content } = convert(productGrid((i) => `<h2 class="product-title">Boat shoe model ${i}</h2>`));
    expect(content).toContain("## [Boat shoe model 1](https://news.example.com/p/1)");
    expect(content).toContain("![Shoe 1](https://news.example.com/img/1.jpg)");
    expect(content).toContain("€59,00");
    expect(content).not.toMatch(/\[[^\]]*#+ /);
  });

  it("does not nest a card's link around a heading that links elsewhere itself", () => {
    const { content } = convert(productGrid((i) => `<h2 class="product-title"><a href="/brand/${i}">Brand ${i}</a> boat shoe</h2>`));
    expect(content).toContain("## [Brand 1](https://news.example.com/brand/1) boat shoe");
    expect(content).not.toContain("[[");
  });

  it("drops a script's toggle whose text is only a sign ([–], +, ▼), keeping worded javascript: links' text", () => {
    const { content } = convert(articlePage({ tail: '<p>Thread by ann <a href="javascript:void(0)">[–]</a> <a href="javascript:void(0)">▼</a> <a href="javascript:void(0)">collapse</a> now.</p>' }));
    expect(content).toContain("Thread by ann collapse now.");
  });

  it("takes lazy-loaded image addresses and skips inline data: images", () => {
    const { content } = convert(
      articlePage({ tail: '<p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/real.jpg" alt="lazy"></p>' }),
    );
    expect(content).toContain("![lazy](https://news.example.com/real.jpg)");
    expect(content).not.toContain("data:image");
  });
});

describe("htmlToMarkdown: main content", () => {
  it("removes scripts, styles, navigation, sidebars and footers", () => {
    const { markdown } = convert(articlePage());
    for (const marker of ["SCRIPT-MARKER", "secret-style-marker", "NAV-MARKER", "FOOTER-MARKER", "Another story"]) {
      expect(markdown).not.toContain(marker);
    }
    expect(markdown).toContain("The harbour town woke slowly that spring");
  });

  it("puts the title first as a level-1 heading, once", () => {
    const { content, title } = convert(articlePage());
    expect(title).toBe("Life returns to the old harbour");
    expect(content.startsWith("# Life returns to the old harbour\n\n")).toBe(true);
    expect(content.match(/^# /gm)).toHaveLength(1);
  });

  it("removes share bars, newsletter boxes and related teasers left inside the article", () => {
    const { content } = convert(
      articlePage({
        tail: `<div class="share-buttons"><a href="https://x.example/share">SHARE-MARKER on X</a></div>
          <div class="newsletter-signup"><p>NEWSLETTER-MARKER Sign up for our daily email.</p></div>
          <div id="related-stories"><h2><a href="/other">RELATED-MARKER Another harbour story</a></h2></div>
          <div class="most-popular"><p>POPULAR-MARKER The five stories most read this week on the coast.</p></div>
          <div class="OUTBRAIN"><p>WIDGET-MARKER Promoted stories from around the web.</p></div>
          <div class="post-navigation"><p>PREV-NEXT-MARKER The quay reopens.</p><p>The ferry returns.</p></div>
          <div class="werbung"><p>WERBUNG-MARKER Jetzt die Fähre buchen.</p><p>Ab 19 Euro.</p></div>
          <div class="sharedaddy sd-sharing-enabled"><p>SHAREDADDY-MARKER Teile dies:</p><p>Twitter, Facebook</p></div>
          <div class="robots-nocontent"><p>NOCONTENT-MARKER Ein Blog über den Hafen.</p><p>Seit 2010.</p></div>
          <div class="shariff"><p>SHARIFF-MARKER Teilen</p><p>Twittern</p></div>
          <div role="dialog"><p>DIALOG-MARKER Stay informed about the harbour.</p></div><div role="search"><p>SEARCH-MARKER Search the Gazette</p></div>
          <div class="noticias-relacionadas"><p>RELACIONADAS-MARKER El puerto reabre.</p><p>Vuelve el ferry.</p></div>
          <div class="newsletterBox"><p>CAMEL-NEWSLETTER-MARKER The harbour, every morning.</p><p>Free.</p></div>
          <div class="werbungTop"><p>CAMEL-WERBUNG-MARKER Jetzt buchen.</p><p>Ab 19 Euro.</p></div>
          <div class="affiliate-text"><p>AFFILIATE-MARKER We earn money when you click.</p><p>Thanks.</p></div>
          <div class="nav-flyout"><p>FLYOUT-MARKER Living</p><p>Fashion</p></div>
          <div class="shareholderMeeting"><p>The shareholders of the ferry company met on the quay on Friday.</p></div>
          <p><img src="https://pixel.example/t.gif" width="1" height="1" alt=""></p>`,
      }),
    );
    for (const marker of ["AFFILIATE-MARKER", "FLYOUT-MARKER", "CAMEL-NEWSLETTER-MARKER", "CAMEL-WERBUNG-MARKER", "SHARE-MARKER", "NEWSLETTER-MARKER", "RELATED-MARKER", "POPULAR-MARKER", "WIDGET-MARKER", "PREV-NEXT-MARKER", "WERBUNG-MARKER", "RELACIONADAS-MARKER", "SHAREDADDY-MARKER", "NOCONTENT-MARKER", "SHARIFF-MARKER", "DIALOG-MARKER", "SEARCH-MARKER", "pixel.example"]) expect(content).not.toContain(marker);
    expect(content).toContain("The council plans to publish a full report");
    expect(content).toContain("The shareholders of the ferry company met on the quay");
  });

  it("removes furniture known by its wording: labels, photo credits, calls to action, teaser and comment sections", () => {
    const { content } = convert(
      articlePage({
        lead: "<p>Advertisement</p><p>Photo: Jane Doe / Coast Gazette</p>",
        tail: `<p><strong>Follow the Gazette on Twitter and Instagram for more harbour news.</strong></p>
          <h3>Read more</h3><ul><li><a href="/a">TEASER-MARKER Another story</a></li><li><a href="/b">A third story</a></li></ul>
          <h3>3 Comments</h3><p>COMMENT-MARKER What a lovely piece about the harbour, thank you for writing it.</p>`,
      }),
    );
    for (const marker of ["Advertisement", "Jane Doe", "Follow the Gazette", "Read more", "TEASER-MARKER", "Comments", "COMMENT-MARKER"]) {
      expect(content).not.toContain(marker);
    }
    expect(content).toContain("The council plans to publish a full report");
  });

  it("removes a teaser heading in its singular form with the link list under it", () => {
    const list = (n: string) => `<ul><li><a href="/${n}-1">${n}-TEASER one</a></li><li><a href="/${n}-2">${n}-TEASER two</a></li></ul>`;
    const { content } = convert(articlePage({ tail: `<h3>Empfehlung <span>der Redaktion</span></h3>${list("A")}` }));
    for (const marker of ["Empfehlung", "A-TEASER"]) expect(content).not.toContain(marker);
    expect(content).toContain("The council plans to publish a full report");
  });

  it("removes listing headings (similar, newest, most read) in the languages pages are written in", () => {
    const headings = ["Ähnliche Beiträge", "Neueste Artikel", "Meistgelesene Artikel", "Noticias relacionadas", "Otras noticias", "Les plus lus", "Zobacz również", "Latest news", "Noch mehr Infos für dich", "Audios et vidéos sur le sujet", "Around the Web"];
    const sections = headings.map((heading, n) => `<h3>${heading}</h3><ul><li><a href="/s${n}-1">S${n}-TEASER one story of the week</a></li><li><a href="/s${n}-2">S${n}-TEASER another story</a></li></ul>`);
    const kept = "<h3>Noch mehr Arbeit für den Hafen</h3><p>Der Hafenmeister dankte den Freiwilligen, die im Winter die Netze geflickt haben, und kündigte neue Aufgaben an.</p>";
    const { content } = convert(articlePage({ tail: `${sections.join("")}${kept}<p>The harbour master thanked the volunteers who repaired the nets over the winter months.</p>` }));
    for (const heading of headings) expect(content).not.toContain(heading);
    expect(content).toContain("Noch mehr Arbeit für den Hafen");
    expect(content).not.toContain("-TEASER");
    expect(content).toContain("The harbour master thanked the volunteers");
  });

  it("removes share, like and rating widgets' lines and a comment form under its heading", () => {
    const { content } = convert(
      articlePage({
        tail: `<p>The harbour master thanked the volunteers who repaired the nets over the winter months.</p>
          <h3>Teilen Sie dies mit:</h3><p>Gefällt mir:</p><p>Liken Lade …</p>
          <p>Wie bewerten Sie diesen Artikel?</p><p>Durchschnittliche Bewertung: 4.5</p><p>bei 948 Bewertungen</p>
          <p>Vorheriger Beitrag</p><p>Keine Kommentare</p><p>Menü</p><p>Impressum</p><p>Zum Seitenanfang</p>
          <p>Themen: TOPICS-MARKER Hafen, Fähre</p><p>Bildnachweis: CREDIT-MARKER Jane Doe</p>
          <p>COOKIE-MARKER Diese Website verwendet Cookies, um Ihnen das beste Erlebnis zu bieten.</p><p>FOLLOW-MARKER Folge uns auf Instagram!</p>
          <p>Wird geladen</p><p>Zum Inhalt springen</p><p>Weiterführender Link</p><p>Shortlink: https://example.com/p/RPYx</p>
          <p>PAYWALL-MARKER Bereits Abonnent? <a href="/login">Anmelden</a></p><p>APP-MARKER Laden Sie sich jetzt unsere App herunter!</p>
          <p>Advertisement - Continue Reading Below</p><p>Skip to content</p><p>Noticia relacionada: <a href="/otra">RELATED-ES-MARKER El puerto reabre</a></p>
          <div class="box"><h3>Zur Person</h3><p>BIO-MARKER Jane Doe ist Hafenmeisterin in Kiel und schreibt über die Küste.</p></div>
          <p>CONSENT-MARKER Wenn Sie dieses YouTube-Video sehen möchten, müssen Sie die externen YouTube-Cookies akzeptieren.</p>
          <p>HELP-MARKER Zeilenumbrüche und Absätze werden automatisch erzeugt.</p>
          <h3>Schreibe einen Kommentar</h3><p>FORM-MARKER Deine E-Mail-Adresse wird nicht veröffentlicht.</p><p>Name</p>`,
      }),
    );
    for (const marker of ["Teilen", "Gefällt", "Liken", "bewerten", "Bewertung", "Beitrag", "Kommentar", "FORM-MARKER", "CONSENT-MARKER", "HELP-MARKER", "Menü", "Impressum", "Seitenanfang", "TOPICS-MARKER", "CREDIT-MARKER", "COOKIE-MARKER", "FOLLOW-MARKER", "Zur Person", "BIO-MARKER", "Continue Reading", "Skip to", "RELATED-ES-MARKER", "PAYWALL-MARKER", "APP-MARKER", "Wird geladen", "Zum Inhalt", "Weiterführender", "RPYx"]) expect(content).not.toContain(marker);
    expect(content).toContain("The harbour master thanked the volunteers");
  });

  it("keeps article sentences that only mention following, subscribing or logging in", () => {
    const sentence = "We will follow Alice working on a fix, and readers must be registered and logged in to vote.";
    const { content } = convert(articlePage({ tail: `<p>${sentence}</p>` }));
    expect(content).toContain(sentence);
  });

  it("keeps a long block even when its class name looks like boilerplate", () => {
    const long = "The promoted history of the quay is long and worth telling in full. ".repeat(8);
    const { content } = convert(articlePage({ tail: `<div class="promo-history"><p>${long}</p></div>` }));
    expect(content).toContain("The promoted history of the quay is long");
  });

  it("falls back to the page body without its chrome when there is no article", () => {
    const items = Array.from({ length: 12 }, (_, i) => `<li><a href="/p/${i}">Item ${i}</a> €${i}</li>`).join("");
    const html = `<html><head><title>Shop</title></head><body><nav>NAV-MARKER <a href="/">Home</a></nav>
      <div class="grid"><ul>${items}</ul></div><footer>FOOTER-MARKER</footer></body></html>`;
    const { content } = convert(html);
    expect(content).toContain("[Item 11](https://news.example.com/p/11)");
    expect(content).not.toContain("NAV-MARKER");
    expect(content).not.toContain("FOOTER-MARKER");
  });

  it("converts a page whose head tags were printed before its doctype and <html>", () => {
    const html = `\n<title>Early title</title>\n<meta name="description" content="x">\n<link rel="canonical" href="/a">\n<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"></head>
      <body class="post"><article><h1>Harbour</h1><p>${"The council plans to publish a full report on the harbour. ".repeat(6)}</p></article></body></html>`;
    expect(parseDocument(html).body?.textContent).toContain("The council plans to publish a full report");
    expect(convert(html).content).toContain("The council plans to publish a full report");
  });

  it("converts a page that has no <html> or <body> tags", () => {
    const { content } = htmlToMarkdown("<title>Bare</title><p>Just a paragraph of text.</p>", { url: URL_ });
    expect(content).toContain("Just a paragraph of text.");
  });
});

describe("htmlToMarkdown: front matter", () => {
  it("has title, source and the published time from article:published_time", () => {
    const { markdown, content, published } = convert(
      articlePage({ head: '<meta property="article:published_time" content="2024-03-05T09:30:00+01:00">' }),
    );
    expect(markdown.startsWith('---\ntitle: "Life returns to the old harbour"\nsource: "https://news.example.com/2024/harbour/story.html"\npublished: "2024-03-05T08:30:00.000Z"\n')).toBe(true);
    expect(published).toBe("2024-03-05T08:30:00.000Z");
    expect(markdown.endsWith(content)).toBe(true);
    expect(content).not.toContain("source:");
  });

  it("takes the published time from JSON-LD datePublished", () => {
    const ld = JSON.stringify({ "@context": "https://schema.org", "@graph": [{ "@type": "WebSite", name: "Gazette" }, { "@type": "NewsArticle", headline: "Harbour", datePublished: "2023-11-20T07:00:00Z" }] });
    const { published } = convert(articlePage({ head: `<script type="application/ld+json">${ld}</script>` }));
    expect(published).toBe("2023-11-20T07:00:00.000Z");
  });

  it("states a published time without an offset as the page gives it, not as UTC", () => {
    const stated = (value: string) => convert(articlePage({ head: `<meta property="article:published_time" content="${value}">` })).published;
    expect(stated("2024-03-01T10:00:00")).toBe("2024-03-01T10:00:00");
    expect(stated("2024-03-01 10:00")).toBe("2024-03-01T10:00");
    expect(stated("2024-03-01T10:00:00+02:00")).toBe("2024-03-01T08:00:00.000Z");
    expect(stated("2024-13-45T10:00:00")).toBeNull();
  });

  it("falls back to a <time datetime> in the article", () => {
    const { published, markdown } = convert(articlePage({ lead: '<p class="byline">By Ann Lee, <time datetime="2022-08-01">1 August 2022</time></p>' }));
    expect(published).toBe("2022-08-01");
    expect(markdown).toContain('published: "2022-08-01"');
  });

  it("omits published when the page states no date, and escapes quotes in the title", () => {
    const { markdown } = convert(articlePage({ title: 'The "new" quay: a: b' }));
    expect(markdown).not.toContain("published:");
    expect(markdown).toContain('title: "The \\"new\\" quay: a: b"');
  });

  it("reports the page language and a token estimate", () => {
    const result = convert(articlePage({ htmlAttributes: 'lang="en-GB"' }));
    expect(result.lang).toBe("en-GB");
    expect(result.tokens).toBeGreaterThan(result.markdown.length / 5);
    expect(result.tokens).toBeLessThan(result.markdown.length / 3);
  });
});
