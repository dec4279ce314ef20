import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { parseDocument } from "@shared/markdown/parse-document";
import { pruneExtracted } from "@shared/markdown/prune-boilerplate";
import { articlePage, PARAGRAPHS } from "../fixtures/markdown/article-page";

const URL_ = "https://news.example.com/2024/harbour/story.html";
const convert = (html: string) => htmlToMarkdown(html, { url: URL_ });

describe("htmlToMarkdown: precision rules inside the article", () => {
  it("keeps a figure's caption but drops the photo credit in it, beside it or at its end", () => {
    const { content } = convert(
      articlePage({
        tail: `<figure><img src="/a.jpg" alt=""><figcaption><span class="caption">Boats at the quay at dawn.</span>
            <span class="c-picture__source">&copy;<cite> CREDIT-ONE Agency</cite></span></figcaption></figure>
          <figure><img src="/b.jpg" alt=""><figcaption>Nets drying on the slipway.</figcaption>
            <span class="description">Jane Doe/CREDIT-TWO.com</span></figure>
          <figure><img src="/c.jpg" alt=""><figcaption>The old lighthouse keeper. (Quelle: Doe/CREDIT-THREE)</figcaption></figure>
          <figure><img src="/d.jpg" alt=""><figcaption>The ferry leaves at eight. | &copy; CREDIT-FOUR Images</figcaption></figure>
          <figure><img src="/e.jpg" alt=""><figcaption>The stoat in its winter coat. (CREDIT-FIVE / iStock.com)</figcaption></figure>
          <p><img src="/f.jpg" alt=""></p><p>CREDIT-SIX / Getty Images</p>`,
      }),
    );
    for (const caption of ["Boats at the quay at dawn.", "Nets drying on the slipway.", "The old lighthouse keeper.", "The ferry leaves at eight.", "The stoat in its winter coat."]) {
      expect(content).toContain(caption);
    }
    for (const credit of ["CREDIT-ONE", "CREDIT-TWO", "CREDIT-THREE", "CREDIT-FOUR", "CREDIT-FIVE", "CREDIT-SIX", "iStock", "Getty"]) expect(content).not.toContain(credit);
  });

  it("drops a run of linked teaser cards (title link plus excerpt) that closes the article", () => {
    const cards = ["First", "Second", "Third"]
      .map((n) => `<li class="post-item"><h3><a href="/story-${n}">${n} TEASER-MARKER story from the coast</a></h3>
          <p>A short excerpt of the ${n.toLowerCase()} story that invites a click.</p></li>`)
      .join("");
    const { content } = convert(articlePage({ tail: `<ul class="post-list">${cards}</ul>` }));
    expect(content).not.toContain("TEASER-MARKER");
    expect(content).not.toContain("invites a click");
    expect(content).toContain("The council plans to publish a full report");
  });

  it("keeps a list of sibling items that are not linked cards", () => {
    const items = ["nets", "ropes", "buoys"].map((n) => `<li class="gear">Fishermen mend their ${n} on the quay before dawn.</li>`).join("");
    const { content } = convert(articlePage({ tail: `<ul class="gear-list">${items}</ul>` }));
    expect(content).toContain("Fishermen mend their buoys on the quay before dawn.");
  });

  it("drops a short block named teaser that links elsewhere, with its excerpt; keeps an unlinked lead named teaser", () => {
    const { content } = convert(
      articlePage({
        lead: `<p class="article-teaser">The town's harbour reopens after a winter of repairs, LEAD-MARKER.</p>`,
        tail: `<div class="sz-teaser"><a href="/other">TEASER-MARKER Ferry fares rise again</a>
          <p>The operator says fuel, wages and the new pier fees leave it no choice, and commuters, who pay the most, say they will take the bus, which is slower.</p></div>`,
      }),
    );
    expect(content).toContain("LEAD-MARKER");
    expect(content).not.toContain("TEASER-MARKER");
    expect(content).not.toContain("The operator says fuel");
  });

  it("keeps a section heading whose link points into the page or that introduces a paragraph", () => {
    const section = "The quay was first built of timber in 1820 and replaced in stone forty years later, after a storm carried most of it away. ".repeat(2);
    const { content } = convert(
      articlePage({
        tail: `<h2><a href="#history">History of the quay</a></h2><p>${section}</p>
          <h3><a href="https://films.example.com/harbour">The Harbour (1952)</a></h3><p>${section}</p>`,
      }),
    );
    expect(content).toContain("History of the quay");
    expect(content).toContain("The Harbour (1952)");
  });

  it("drops a list item that is furniture by its wording, keeps the list's other items", () => {
    const { content } = convert(
      articlePage({
        tail: `<ul><li>The first ferry leaves at six.</li><li>Permalink https://example.com/p/ITEM-MARKER</li><li>Tags: ITEM-TAGS harbour, ferries</li><li>The last ferry returns at ten.</li></ul>
          <ul><li>1. Dezember 2021 15:12 Uhr</li><li>› Versenden</li></ul>
          <p><strong>Download:</strong></p><ul><li><a href="/timetable.pdf">Originalartikel als PDF ITEM-PDF</a></li></ul>`,
      }),
    );
    expect(content).not.toContain("ITEM-MARKER");
    expect(content).not.toContain("ITEM-TAGS");
    expect(content).not.toContain("ITEM-PDF");
    expect(content).not.toContain("Dezember 2021");
    expect(content).not.toContain("Versenden");
    expect(content).not.toContain("Download");
    expect(content).toContain("- The first ferry leaves at six.\n- The last ferry returns at ten.");
  });

  it("drops a line of a short link and the words that point to it, keeps a sentence around a link", () => {
    const { content } = convert(
      articlePage({
        tail: `<p>... weiter zu "<a href="/text-planung/die-wortwahl">POINTER-MARKER Wortwahl</a>"</p>
          <p>Siehe auch: <a href="/quay">SEE-MARKER Kai</a></p>
          <p>The ferry company explains the new fares on <a href="/fares">its fares page</a>.</p>`,
      }),
    );
    expect(content).not.toContain("POINTER-MARKER");
    expect(content).not.toContain("SEE-MARKER");
    expect(content).toContain("The ferry company explains the new fares on");
  });

  it("drops a heading that points to another story under a teaser label, though text follows it", () => {
    // Spanish-language news puts "MIRA:" ("look") or "LEE TAMBIÉN:" before a link to another story, as a heading.
    const { content } = convert(
      articlePage({
        lead: `<h2>The operator raised fares for the second time this year.</h2>
          <h3>MIRA:&nbsp;<a href="https://news.example.com/2024/ferries/older-story.html">POINTER-ONE Ferry fares rose in spring as well</a></h3>`,
        tail: `<h3>Lesen Sie auch: <a href="/2024/quay.html">POINTER-TWO The quay reopens after repairs</a></h3>
          <p>The harbour master said the new timetable would hold until the autumn storms, and that the quay would stay open at night.</p>`,
      }),
    );
    expect(content).not.toContain("POINTER-ONE");
    expect(content).not.toContain("POINTER-TWO");
    expect(content).toContain("The harbour master said the new timetable");
    for (const text of PARAGRAPHS) expect(content).toContain(text);
  });
});

describe("htmlToMarkdown: notices and meta lines inside the article", () => {
  it("drops byline lines that name the author, keeps short lines that only start like one", () => {
    const { content } = convert(
      articlePage({
        lead: "<p><em>von BYLINE-ONE Daniela Obers</em></p>",
        tail: `<p>Von Hamburg nach Kiel</p><p>By the harbour wall</p>
          <p><em>Posted by Alex BYLINE-TWO, AMP Project Marketing, Google</em></p><p>Por Agencia BYLINE-THREE EFE | 12.03.2021</p>
          <p>Blog Beitrag von Margarita BYLINE-FOUR</p><p>11.12.2019 - Amelie BYLINE-FIVE</p><p>25.11.2022 - Kehlani - Gasometer</p><p>17.11.2022 - Aymz- Grelle Forelle</p>`,
      }),
    );
    for (const marker of ["BYLINE-ONE", "BYLINE-TWO", "BYLINE-THREE", "BYLINE-FOUR", "BYLINE-FIVE"]) expect(content).not.toContain(marker);
    expect(content).toContain("25.11.2022 - Kehlani - Gasometer");
    expect(content).toContain("17.11.2022 - Aymz- Grelle Forelle");
    expect(content).toContain("Von Hamburg nach Kiel");
    expect(content).toContain("By the harbour wall");
  });

  it("drops copyright, licence, opinion and advertising notices but keeps sentences about them", () => {
    const { content } = convert(
      articlePage({
        lead: "<p><em>*Werbung. NOTICE-AD This post contains advertising for a ferry company.</em></p>",
        tail: `<p>NOTICE-COPY Material protected by copyright. All rights reserved.</p>
          <p>NOTICE-VIEWS This post reflects the views of the author, not those of the editors.</p>
          <p>Dieser Artikel entstand in Kooperation mit der Fährgesellschaft NOTICE-COOP.</p><p>Unbezahlte Werbung, da Markennennung NOTICE-PAID.</p>
          <p>The harbour master reserved the right to close the quay when storms approach.</p>`,
      }),
    );
    for (const marker of ["NOTICE-AD", "NOTICE-COPY", "NOTICE-VIEWS", "NOTICE-COOP", "NOTICE-PAID"]) expect(content).not.toContain(marker);
    expect(content).toContain("The harbour master reserved the right to close the quay");
  });

  it("drops a meta line of date and separators", () => {
    const { content } = convert(
      articlePage({
        lead: '<p class="x">Friday | 14 June 2019 | 15:49 META-MARKER Jane Doe | 0 Comments</p>',
      }),
    );
    expect(content).not.toContain("META-MARKER");
    expect(content).toContain("The council plans to publish a full report");
  });

  it("drops datelines (a date and time with only the words that announce it), keeps a sentence with a date", () => {
    const { content } = convert(
      articlePage({
        lead: `<p>Posted on April 29, 2022</p><p>Publicado: Jueves, 21 Abril 2022 04:45</p><p>12. November 2015 / 13:48</p>
          <p>Zuletzt aktualisiert am 03.11.2021 um 15:18 Uhr</p><p>Article mis à jour le 7 janvier 2020.</p><p>09 Jun 2020, 02:32 PM IST</p>`,
        tail: "<p>The quay reopened on 12 November 2015 after repairs.</p><p>Born on 3 March 1950</p>",
      }),
    );
    for (const line of ["Posted on", "Publicado", "13:48", "Zuletzt aktualisiert", "mis à jour", "02:32"]) expect(content).not.toContain(line);
    expect(content).toContain("The quay reopened on 12 November 2015 after repairs.");
    expect(content).toContain("Born on 3 March 1950");
  });

  it("drops a meta line of a date and a labelled category or author, even across a line break", () => {
    const { content } = convert(articlePage({ lead: "<p>24.01.2022 11:38<br>Kategorie: Harbour news META-CATEGORY</p>" }));
    expect(content).not.toContain("META-CATEGORY");
    expect(content).toContain("The council plans to publish a full report");
  });

  it("drops taxonomy lines, label-only blocks and toggles, keeping sentences that use the same words", () => {
    const { content } = convert(
      articlePage({
        lead: "<p>Release Date:</p><p>The new timetable starts with the spring crossings.</p>",
        tail: `<p>Tags: <a href="/t/harbour">TAG-MARKER harbour</a>, <a href="/t/ferry">ferry</a></p>
          <p><strong>Kontakt:</strong></p><p>Quellen ausblenden</p><p>Themen im Artikel</p>
          <p>Contact with the harbour office is by telephone only, the council said, until the new quay opens.</p>`,
      }),
    );
    for (const label of ["Release Date", "TAG-MARKER", "Kontakt", "Quellen ausblenden", "Themen im Artikel"]) expect(content).not.toContain(label);
    expect(content).toContain("The new timetable starts with the spring crossings.");
    expect(content).toContain("Contact with the harbour office is by telephone only");
  });

  it("drops photo credit lines labelled Bild, Bildquelle, Titelbild or Beitragsbild, and Symbolbild labels", () => {
    const { content } = convert(
      articlePage({
        tail: `<p>Bild: CREDIT-A production / pexels</p><p>Bildquelle: CREDIT-B</p><p>Titelbild: <a href="https://unsplash.com/@x">CREDIT-C</a> on Unsplash</p>
          <p>Beitragsbild: CREDIT-D</p><p>Symbolbild</p><p>Das Bild des Hafens hat sich seit 1902 kaum verändert, sagen die Fischer am Kai.</p>`,
      }),
    );
    for (const credit of ["CREDIT-A", "CREDIT-B", "CREDIT-C", "CREDIT-D", "Symbolbild"]) expect(content).not.toContain(credit);
    expect(content).toContain("Das Bild des Hafens hat sich seit 1902 kaum verändert");
  });

  it("drops credits, agency tags, share buttons and newsletter calls in the common page languages", () => {
    const { content } = convert(
      articlePage({
        tail: `<p>Image credit: CREDIT-A.example</p><p>Photo Source: CREDIT-B from Pexels.</p><p>Imagen: CREDIT-C</p><p>(dpa)</p><p>Compartir en Facebook</p>
          <p>Abonnez-vous à notre newsletter</p><p>Copy link</p>
          <p>Zapisz się do newslettera</p><p>Partager cet article</p><p>Source : AFP</p><p>Wie hat Ihnen der Artikel gefallen?</p><p>Brak komentarzy</p>
          <p>Entrada siguiente</p><p>Strona główna</p><p>The dpa reporter and a photographer from the AP waited on the quay all morning.</p>`,
      }),
    );
    for (const text of ["CREDIT-A", "CREDIT-B", "CREDIT-C", "(dpa)", "Compartir", "Abonnez-vous", "Copy link", "Zapisz", "Partager", "AFP", "gefallen", "Brak", "Entrada", "Strona"]) expect(content).not.toContain(text);
    expect(content).toContain("The dpa reporter and a photographer from the AP waited on the quay");
  });

  it("drops what buttons, players and editors' sign-offs say, standing alone, but keeps sentences that use the words", () => {
    const { content } = convert(
      articlePage({
        tail: `<p>Jetzt bestellen</p><p>Learn more</p><p>Kliknij tutaj</p><h3>Fotostrecke</h3><p>Play video</p><p>Zurück nach oben</p><p>Pressemitteilung</p>
          <p>Tekst: Jan Kowalski</p><p>(mm)</p><p>Source: harbour authority</p><p>Transparenzhinweis: Der Autor ist Mitglied im Hafenverein.</p>
          <p>Hat Ihnen dieser Artikel gefallen? Dann teilen Sie ihn.</p><p>Dieser Beitrag wurde zuletzt am 12.03.2021 aktualisiert.</p>
          <p><strong>Weitere Informationen</strong></p><p>MORE FROM</p><p><strong>Moderation: Miriam Janke</strong></p><p><em>featured image: Jane Doe via Unsplash</em></p>
          <p><em>Illustrationen / Fotos: Jane Doe</em></p><p>Diese Artikel könnten dich auch interessieren:</p>
          <p>Learn more about the harbour at the museum, where the source of the old quay stones is explained.</p>`,
      }),
    );
    for (const text of ["bestellen", "Learn more\n", "Kliknij", "Fotostrecke", "Play video", "nach oben", "Pressemitteilung", "Kowalski", "(mm)", "harbour authority", "Transparenzhinweis", "gefallen", "zuletzt", "Weitere Informationen", "MORE FROM", "Janke", "featured", "Illustrationen", "interessieren"]) {
      expect(content).not.toContain(text);
    }
    expect(content).toContain("Learn more about the harbour at the museum");
  });

  it("drops counters, form messages, recipe and embed notices, slide counters and CMS filing lines, but keeps sentences with those words", () => {
    const { content } = convert(
      articlePage({
        tail: `<p>Post Views: 111</p><p>37 views</p><p>3/5</p><p>Dein Kommentar konnte nicht gespeichert werden.</p><p>Da ist etwas schiefgelaufen. Bitte erneut versuchen!</p>
          <p>* Percent Daily Values are based on a 2000 calorie diet.</p><p><a href="https://vimeo.com/1">Harbour at dawn</a> from <a href="https://vimeo.com/u">Jane Doe</a> on <a href="https://vimeo.com/">Vimeo</a>.</p>
          <p>Gespeichert von rasos am 24. Juli 2017 - 18:55</p><p>Kategorisiert unter: <a href="/c/a">Hafen</a> • <a href="/c/b">Fähren</a></p><p>Abb.: Jane Doe</p><p>Beitragsbild via <a href="https://unsplash.com/">Unsplash</a>.</p>
          <p>A lire aussi :</p><p>LEER ARTICULO COMPLETO</p><p>Mit Material von MDR</p>
          <p>Die folgenden Links öffnen sich in einem neuen Fenster</p><p>This document is subject to copyright. No part may be reproduced.</p>
          <p>To reach the reporter behind this story, contact jane@example.org.</p><p>Die Redaktion behält sich vor, Leserbriefe zu kürzen.</p>
          <p>The harbour video drew 111 views on its first day, and three of five visitors rated it well.</p>`,
      }),
    );
    for (const text of ["Post Views", "37 views", "3/5", "gespeichert werden", "schiefgelaufen", "Daily Values", "Vimeo", "rasos", "Kategorisiert", "Abb.", "Beitragsbild", "lire aussi", "ARTICULO", "MDR", "neuen Fenster", "subject to copyright", "reach the reporter", "behält sich"]) {
      expect(content).not.toContain(text);
    }
    expect(content).toContain("The harbour video drew 111 views on its first day");
  });

  it("drops a line that only points to more information elsewhere, keeps a sentence that gives it", () => {
    const { content } = convert(
      articlePage({
        tail: `<p><strong>Weitere Infos unter <a href="https://harbour.example">INFO-MARKER harbour.example</a></strong>.</p>
          <p>For more information, visit <a href="https://ferry.example">FERRY-MARKER ferry.example</a></p>
          <p>Plus d'informations à la capitainerie CAPITAINERIE-MARKER du port.</p>
          <p>More information about the timetable was given at the meeting: the first ferry leaves at six.</p>`,
      }),
    );
    expect(content).not.toContain("INFO-MARKER");
    expect(content).not.toContain("FERRY-MARKER");
    expect(content).not.toContain("CAPITAINERIE-MARKER");
    expect(content).toContain("More information about the timetable was given at the meeting");
  });

  it("drops a line that is only a site's address (the source credit), keeps a sentence naming a site", () => {
    const { content } = convert(
      articlePage({ tail: "<p><strong>HARBOURNEWS.COM</strong></p><p>www.coast-gazette.de</p><p>Readers of harbournews.com voted the quay the town's best view.</p>" }),
    );
    expect(content).not.toContain("HARBOURNEWS.COM");
    expect(content).not.toContain("www.coast-gazette.de");
    expect(content).toContain("Readers of harbournews.com voted the quay");
  });

  it("drops dashed ad labels, reading times, blog filing lines and 'was this helpful' boxes, keeping sentences with those words", () => {
    const { content } = convert(
      articlePage({
        lead: "<p>- Advertisement -</p><p>Lesezeit: ca. 3 Minuten</p><p><em>Estimated reading time: 6 minutes</em></p>",
        tail: `<p>This entry was posted in <a href="/c/harbour">FILED-MARKER Harbour</a> and tagged <a href="/t/ferry">ferry</a>.</p>
          <div class="rate"><p><strong>War dieser Artikel hilfreich?</strong></p><p>HELPFUL-MARKER Ja Nein</p></div>
          <p>The reading time for the new ferry timetable posters is about five minutes, the council said.</p>`,
      }),
    );
    for (const text of ["Advertisement", "Lesezeit", "reading time: 6", "FILED-MARKER", "hilfreich", "HELPFUL-MARKER"]) expect(content).not.toContain(text);
    expect(content).toContain("The reading time for the new ferry timetable posters is about five minutes");
  });

  it("drops affiliate and community-blog disclosures, newsletter calls and consent text", () => {
    const { content } = convert(
      articlePage({
        lead: "<p>DISCLOSE-ONE This article contains affiliate links: we may earn a commission on purchases.</p>",
        tail: `<p>Bei diesem Beitrag handelt es sich um ein Blog aus der DISCLOSE-TWO Community</p>
          <h2>Mit unserem Newsletter bleiben Sie informiert CTA-ONE</h2>
          <p>Ich willige ein, dass mir CONSENT-ONE regelmäßig Informationen zusendet. Double-Opt-In-Verfahren.</p>
          <p>The ferry company said it would not earn a profit on the winter crossings this year.</p>`,
      }),
    );
    for (const marker of ["DISCLOSE-ONE", "DISCLOSE-TWO", "CTA-ONE", "CONSENT-ONE"]) expect(content).not.toContain(marker);
    expect(content).toContain("would not earn a profit on the winter crossings");
  });
});

describe("htmlToMarkdown: teaser runs and author boxes read from structure", () => {
  const excerpt = (n: string) =>
    `<p>An excerpt of the ${n} story from along the coast, long enough that the card is more excerpt than link text, the way related-post lists are written on most blogs, with a date and a read-more button. ${"It goes on for a while. ".repeat(5)}</p>`;

  it("drops a run of unnamed list items each headed by a linked heading, even with long excerpts", () => {
    const cards = ["First", "Second", "Third"]
      .map((n) => `<li><h3><a href="/story-${n}">${n} HEADED-CARD story</a></h3><p>Wednesday | 31 July 2019</p>${excerpt(n)}<a href="/story-${n}">Read more</a></li>`)
      .join("");
    const { content } = convert(articlePage({ tail: `<ul>${cards}</ul>` }));
    expect(content).not.toContain("HEADED-CARD");
    expect(content).not.toContain("An excerpt of the second story");
    expect(content).toContain("The council plans to publish a full report");
  });

  it("keeps unnamed list items with unlinked headings (a feature list with a learn-more link)", () => {
    const items = ["Inspector", "Console", "Debugger"]
      .map((n) => `<li><h3>The ${n} FEATURE-ITEM</h3><p>The ${n.toLowerCase()} shows what the page does while it runs, step by step.</p><a href="https://docs.example.org/${n}">Learn more about the ${n}</a></li>`)
      .join("");
    const { content } = convert(articlePage({ tail: `<ul>${items}</ul>` }));
    expect(content).toContain("The Debugger FEATURE-ITEM");
  });

  it("reads a card's title from the link beside its picture when the picture's link has no text", () => {
    const cards = ["First", "Second", "Third"]
      .map((n) => `<li class="post-item"><a href="/story-${n}"><img src="/${n}.jpg" alt=""></a>
          <div><a class="title" href="/story-${n}">${n} PICTURE-CARD story from the coast</a><p>An excerpt of the ${n.toLowerCase()} story: the ferry, the quay and the people who wait there every morning in all weathers, the gulls, the bakery on the corner and the timetable pinned to the ticket office door that nobody has read since spring.</p></div></li>`)
      .join("");
    const features = ["Inspector", "Console", "Debugger"]
      .map((n) => `<li class="feature"><a href="https://video.example.org/${n}"><img src="/${n}.jpg" alt=""></a>
          <h3>The ${n} VIDEO-FEATURE</h3><p>What the ${n.toLowerCase()} does, shown in a short video.</p><a href="https://docs.example.org/${n}">Learn more about the ${n}</a></li>`)
      .join("");
    const { content } = convert(articlePage({ tail: `<ul class="features">${features}</ul><ul class="posts">${cards}</ul>` }));
    expect(content).not.toContain("PICTURE-CARD");
    expect(content).not.toContain("An excerpt of the second story");
    expect(content).toContain("The Debugger VIDEO-FEATURE");
  });

  it("drops an author box marked up as the author (microdata) but keeps people marked up inline in the text", () => {
    const { content } = convert(
      articlePage({
        tail: `<p>The harbour master, <span itemscope itemtype="http://schema.org/Person"><span itemprop="name">INLINE-PERSON Ann Lee</span></span>, opened the quay.</p>
          <div itemprop="author" itemscope itemtype="https://schema.org/Person"><img src="/avatar.jpg" alt="">
            <p>AUTHOR-BOX Jane Doe writes about the coast and its towns, their harbours and ferries, and has covered the fishing fleet for the paper since 2009.</p></div>`,
      }),
    );
    expect(content).not.toContain("AUTHOR-BOX");
    expect(content).toContain("INLINE-PERSON Ann Lee");
    expect(content).toContain("The council plans to publish a full report");
  });
});

describe("htmlToMarkdown: the box around an author's portrait", () => {
  it("drops the small box that holds a portrait marked up as the author, with the bio beside it", () => {
    const bio = "BIO-MARKER Jane Doe is head of community at the Gazette. When she is not at the quay she tests kitchen gadgets.";
    const { content } = convert(
      articlePage({
        lead: PARAGRAPHS.map((p) => `<p>${p} ${p}</p>`).join(""),
        tail: `<div class="box"><section class="quote"><figure itemscope itemtype="http://schema.org/Person"><img src="/jane.jpg" alt="Jane Doe"></figure>
            <blockquote><p>${bio}</p></blockquote></section></div>`,
      }),
    );
    expect(content).not.toContain("BIO-MARKER");
    expect(content).toContain("The council plans to publish a full report");
  });
});

describe("htmlToMarkdown: captions that repeat the picture's alt text", () => {
  it("drops a caption that is the alt text (or the alt text with a credit or short links); keeps one that adds to it", () => {
    const { content } = convert(
      articlePage({
        tail: `<figure><img src="/a.jpg" alt="Boats at the quay at dawn ALT-ONE"><figcaption>Boats at the quay at dawn ALT-ONE</figcaption></figure>
          <p><a href="/b.jpg"><img src="/b.jpg" alt="Nets drying on the slipway ALT-TWO"></a></p>
          <p>Nets drying on the slipway ALT-TWO | &copy; Harbour Photo Agency</p>
          <figure><img src="/d.jpg" alt="The new pier from the air ALT-FOUR"><figcaption><a href="/d-large.jpg">Enlarge</a> The new pier from the air ALT-FOUR <a href="https://creativecommons.org/licenses/by-sa/2.0/">CC-BY-SA 2.0</a></figcaption></figure>
          <figure><img src="/c.jpg" alt="The old lighthouse ALT-THREE"><figcaption>The old lighthouse ALT-THREE, rebuilt in 1902 after the great storm took its lamp room.</figcaption></figure>`,
      }),
    );
    expect(content).toContain("![Boats at the quay at dawn ALT-ONE]");
    expect(content.split("ALT-ONE").length - 1).toBe(1);
    expect(content.split("ALT-TWO").length - 1).toBe(1);
    expect(content.split("ALT-FOUR").length - 1).toBe(1);
    expect(content).not.toContain("Harbour Photo Agency");
    expect(content).toContain("The old lighthouse ALT-THREE, rebuilt in 1902");
  });
});

describe("htmlToMarkdown: excerpts of other articles and lines above the headline", () => {
  it("drops a short excerpt that closes with a read-more link to another page; keeps one whose link stays in the page", () => {
    const { content } = convert(
      articlePage({
        tail: `<div class="snippet"><p>EXCERPT-MARKER Summer is holiday time, and the ferry to the islands is full every morning. <strong><a href="/other-story.html">Weiterlesen</a></strong></p></div>
          <p>IN-PAGE-MARKER The second half of this report looks at the winter timetable and its gaps. <a href="#winter">Read more</a></p>`,
      }),
    );
    expect(content).not.toContain("EXCERPT-MARKER");
    expect(content).toContain("IN-PAGE-MARKER The second half of this report");
    expect(content).toContain("The council plans to publish a full report");
  });

  it("drops only the read-more link (with its brackets) that closes a longer paragraph of the article", () => {
    const long = `LONG-PARAGRAPH ${PARAGRAPHS[1]} ${PARAGRAPHS[2]}`;
    const { content } = convert(
      articlePage({
        tail: `<p>${long} <strong>[<a href="/full-story.html"><span>czytaj więcej</span></a>]</strong></p>
          <p>${PARAGRAPHS[0]} ${PARAGRAPHS[2]} <a href="/other.html">More</a> ]</p>`,
      }),
    );
    expect(content).toContain("LONG-PARAGRAPH");
    expect(content).not.toContain("czytaj");
    expect(content).not.toContain("[More]");
    expect(content).not.toMatch(/\\\[\s*\\\]/);
  });

  it("drops short labels standing above the article's own headline (a block Readability did not clean)", () => {
    const { body } = parseDocument(
      `<div class="content-wrapper"><p><span>KICKER-ONE</span></p><p><span>KICKER-TWO</span></p>
        <h1><div class="field-title">Life returns to the old harbour</div></h1><p>${PARAGRAPHS[0]}</p><p>${PARAGRAPHS[1]}</p></div>`,
    );
    const root = body?.firstElementChild;
    if (!root) throw new Error("no root");
    pruneExtracted(root, "Life returns to the old harbour");
    const text = root.textContent ?? "";
    expect(text).not.toContain("KICKER-ONE");
    expect(text).not.toContain("KICKER-TWO");
    expect(text).toContain("Life returns to the old harbour");
    expect(text).toContain("The harbour town woke slowly that spring");
  });

  it("keeps what stands above a heading that is not the headline, or above the headline when it is long or a picture", () => {
    const { body } = parseDocument(
      `<div><p>KEEP-INTRO ${PARAGRAPHS[2]}</p><h1>Life returns to the old harbour</h1><p>${PARAGRAPHS[0]}</p></div>
        <div><p><img src="/hero.jpg" alt="">KEEP-HERO</p><h2>Life returns to the old harbour</h2><p>${PARAGRAPHS[1]}</p></div>`,
    );
    for (const root of Array.from(body?.children ?? [])) pruneExtracted(root, "Life returns to the old harbour");
    expect(body?.textContent).toContain("KEEP-INTRO");
    expect(body?.textContent).toContain("KEEP-HERO");
  });
});

describe("htmlToMarkdown: link tables and contact addresses inside the article", () => {
  it("drops a block of links one a line (a 'see also' list) longer than a teaser, keeps a paragraph with links in it", () => {
    const links = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth"]
      .map((n) => `<a href="/${n}">LINKLINE-MARKER The ${n.toLowerCase()} story about the harbour</a>`)
      .join("<br>");
    const { content } = convert(
      articlePage({
        tail: `<p>Siehe auch<br>${links}</p>
          <p>The <a href="/council">council</a> and the <a href="/port">port authority</a> met on Tuesday to discuss the flood barrier, the promenade and the museum plans for next year.</p>`,
      }),
    );
    expect(content).not.toContain("LINKLINE-MARKER");
    expect(content).toContain("met on Tuesday to discuss the flood barrier");
  });

  it("drops a download link's file details standing in their own element, keeps the link and sizes in sentences", () => {
    const { content } = convert(
      articlePage({
        tail: `<p><span><a href="/report.pdf">The harbour report</a><span class="info">PDF | 38 KB | FILEINFO-MARKER not accessible</span></span></p>
          <p>The report is a PDF of 38 KB that the council sent to every household.</p>`,
      }),
    );
    expect(content).toContain("[The harbour report](https://news.example.com/report.pdf)");
    expect(content).not.toContain("FILEINFO-MARKER");
    expect(content).toContain("The report is a PDF of 38 KB that the council sent");
  });

  it("drops a table that is nothing but links (a navigation box) and keeps a data table with a few links", () => {
    const topics = Array.from({ length: 12 }, (_, i) => `<a href="/wiki/topic-${i}">NAVBOX-MARKER topic ${i}</a>`);
    const navbox = `<table class="box"><tr><th>Related topics</th></tr><tr><td>${topics.slice(0, 6).join(" ")}</td></tr><tr><td>${topics.slice(6).join(" ")}</td></tr></table>`;
    const rows = Array.from({ length: 8 }, (_, i) => `<tr><td><a href="/ferry-${i}">Ferry ${i}</a></td><td>Departs at ${6 + i}:15 from the north quay, DATA-ROW-${i}</td></tr>`).join("");
    const { content } = convert(articlePage({ tail: `<table><tr><th>Ferry</th><th>Departure</th></tr>${rows}</table>${navbox}` }));
    expect(content).not.toContain("NAVBOX-MARKER");
    expect(content).toContain("DATA-ROW-7");
  });

  it("drops a contact block (a phone number and an e-mail address), keeps a sentence with a phone number", () => {
    const { content } = convert(
      articlePage({
        tail: `<p>CONTACT-MARKER Jane Doe<br>Harbour Office<br>Quay Street 6, 27580 Seatown<br>Tel.: 0471 80 60 745 * <a href="mailto:jane@example.com">E-Mail</a></p>
          <p>Tickets for the ferry can be booked by phone: 0471 80 60 700, every weekday from eight.</p>`,
      }),
    );
    expect(content).not.toContain("CONTACT-MARKER");
    expect(content).not.toContain("mailto:");
    expect(content).toContain("Tickets for the ferry can be booked by phone");
  });

  it("drops a short <address> block (the author's contact line) from the article", () => {
    const { content } = convert(
      articlePage({ tail: `<p><small><address>ADDRESS-MARKER harbour.html - Created 03-10-2004 - Last Modified: 03-10-2004 2:20pm</address></small></p>` }),
    );
    expect(content).not.toContain("ADDRESS-MARKER");
    expect(content).toContain("The council plans to publish a full report");
  });
});

describe("htmlToMarkdown: promotion boxes around a call to action", () => {
  it("drops the small box around a call to action (its heading and pitch with it), not the text around a larger section", () => {
    const { content } = convert(
      articlePage({
        tail: `<div class="box-x"><h3>PROMO-HEADING Stay on top of the tides</h3><p>PROMO-PITCH Every Friday: the week on the coast, in five minutes.</p>
            <p>Subscribe now to our weekly letter.</p></div>
          <section><p>SECTION-TEXT ${PARAGRAPHS[2]} ${PARAGRAPHS[3]} ${PARAGRAPHS[0]}</p><p>Subscribe now to our weekly letter.</p></section>`,
      }),
    );
    expect(content).not.toContain("PROMO-HEADING");
    expect(content).not.toContain("PROMO-PITCH");
    expect(content).toContain("SECTION-TEXT");
  });
});

describe("htmlToMarkdown: the byline goes to the front matter, not the body", () => {
  it("drops a line that states only the byline (with or without 'By'/'Von'), keeps the name inside a sentence", () => {
    const html = articlePage({
      head: `<meta name="author" content="Jane Doe">`,
      lead: `<div class="x1"><p>Von: Jane Doe</p></div><h5>Jane Doe</h5>`,
      tail: `<p>The harbour master told <a href="/people/jane-doe">Jane Doe</a> that the quay will stay open all winter.</p>`,
    });
    const { content, markdown } = convert(html);
    expect(content).not.toContain("Von: Jane Doe");
    expect(content).not.toMatch(/^#+ Jane Doe$/m);
    expect(content).toContain("told [Jane Doe](");
    expect(markdown).toContain('author: "Jane Doe"');
  });
});

describe("htmlToMarkdown: blocks named as comments that are the article's own units", () => {
  const entries = [
    "ENTRY-1 Kick-off in the harbour derby, the home side pressing from the first whistle in front of a full stand.",
    "ENTRY-2 A corner for the visitors comes to nothing: the keeper punches it clear and the home side break away.",
    "ENTRY-3 The referee waves away a penalty appeal after a tangle in the box; the video review is not called.",
    "ENTRY-4 Half-time at the quayside ground: no goals yet, but the visitors have had the better chances so far.",
    "ENTRY-5 Full time. The derby ends goalless and both coaches say afterwards that a draw was a fair result.",
  ];

  it("keeps a live ticker whose entries are named comments, and drops a comment section beside an article", () => {
    const ticker = entries.map((text, n) => `<div class="live-comment"><span class="minute">${n * 20}'</span><div class="live-comment-body">${text}</div></div>`).join("");
    const live = convert(`<!doctype html><html lang="en"><head><title>Harbour derby, live</title></head><body><main>
      <h1>Harbour derby, live</h1><div class="live-ticker">${ticker}</div></main></body></html>`).content;
    for (const text of entries) expect(live).toContain(text);

    const comments = entries.slice(0, 3).map((text) => `<div class="comment"><p>${text.replace("ENTRY", "COMMENT")}</p></div>`).join("");
    const { content } = convert(articlePage({ tail: `<div class="comments">${comments}</div>` }));
    expect(content).toContain(PARAGRAPHS[3]);
    expect(content).not.toContain("COMMENT-1");
  });
});
