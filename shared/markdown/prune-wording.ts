import { type DomElement, isElement, isHeading, TEXT_NODE } from "./dom";
import { lowerCaseMatch } from "./lower-case-match";
import { collapseWhitespace, textLengthUpTo } from "./text-length";

/**
 * Page furniture that sits inside the article container and carries no telling class, found by
 * its wording and position instead (generic vocabularies in the languages pages are written in,
 * never a site's name):
 * - label-only blocks: "Advertisement", "Anzeige:", "Print", "Back", "Loading…";
 * - photo credits: "Foto: …", "(Credit: …)", "© …", "Photograph by …";
 * - calls to action: follow us, subscribe, download the app, join the channel, log in to
 *   comment, share this article;
 * - a teaser heading ("Related posts", "Lesen Sie auch", "Veja também") with the link lists under it;
 * - a comments heading ("3 Kommentare") and everything after it: comments close a page.
 */
const LABEL_ONLY = lowerCaseMatch(new RegExp(
  `^[-–—|*(\\[›»>]*\\s*(?:${[
    "advertisement", "advertising", "anzeige", "werbung", "publicidad", "publicité", "pubblicità", "reklama", "sponsored", "gesponsert",
    "print", "drucken", "drukuj", "imprimer", "imprimir", "stampa", "zurück", "back", "back to top", "nach oben", "top",
    "loading", "lade weitere inhalte", "load more", "mehr laden", "mehr anzeigen", "show more",
    "share", "teilen", "compartir", "partager", "condividi", "udostępnij", "tweet", "permalink", "permalien",
    "vergrößern", "zoom", "close", "schließen", "kommentieren", "comment", "kommentar schreiben", "kommentare schreiben",
    "reply", "antworten", "responder", "répondre", "rispondi", "odpowiedz",
    // Labels of a meta line whose value stands in its own block, and toggles.
    "release date", "published(?: on)?", "veröffentlicht(?: am)?", "last modified", "last updated", "updated", "aktualisiert(?: am)?",
    "von", "ein beitrag von", "autor(?:in)?", "author", "kontakt", "contact", "ansprechpartner(?:in)?(?: zum thema)?", "pressekontakt",
    "originalartikel", "original article", "symbolbild", "symbolfoto", "subscribe", "abonnieren", "newsletter", "link kopieren", "copy link", "e-mail", "whatsapp", "quellen (?:ausblenden|anzeigen|einblenden)", "(?:show|hide) sources", "mehr themen",
    "themen im artikel",
    // Share, like and rating widgets' labels, and pointers to listings.
    "share (?:this|on|via)(?: (?:article|post|page|story))?", "sharen mit", "teilen (?:sie dies )?mit", "(?:beitrag|artikel|seite|news|diesen (?:beitrag|artikel)|diese seite) teilen",
    "like it\\? share it!?", "twittern", "flattr this!?", "gefällt mir", "liken(?:\\s+lade\\s*…?)?", "sei der erste,? dem dies gefällt", "print recipe", "rezept drucken",
    "auf einer seite lesen", "toggle navigation", "explore (?:more|further)", "(?:zurück )?zur (?:übersicht|übersichtsseite|startseite)", "zu allen beiträgen", "(?:seite|artikel) drucken", "druckversion",
    "(?:artikel|beitrag) versenden", "fehler (?:melden|gefunden\\?)", "kommentare (?:anzeigen|lesen)", "jetzt kommentieren",
    "skomentuj", "compartilh(?:e|ar)", "publicidade", "skip to (?:main )?content", "jump to (?:recipe|comments)", "(?:pin|save|rate this) recipe",
    "(?:advertisement|anzeige|werbung)\\s*[-–—:]?\\s*(?:continue reading below|scroll to continue(?: with content)?|weiterlesen nach der anzeige|artikel wird unter der anzeige fortgesetzt)",
    "(?:story|article) continues below(?: advertisement)?", "continue reading below",
    "wird geladen", "lädt", "cargando", "chargement", "tag cloud", "(?:schlagwort|stichwort)-?wolke", "followers?(?: \\(\\d+\\))?", "suchen",
    "hinweis ausblenden", "navigation schlie(?:ss|ß)en", "direkt zu(?:m inhalt)?", "zum inhalt springen", "aller au contenu", "ir al contenido",
    "alle termine", "zum vergrößern(?: auf das bild)? klicken", "weiterführender? links?", "downloads?", "view larger map", "feedback to editors", "erfahre(?:n sie)? mehr",
    "mehr videos", "schon gelesen\\?", "view (?:the )?comments", "view the discussion thread", "newsletter abonnieren", "escucha esta nota(?: aquí)?",
    "podziel się", "pin it", "versenden", "weiterempfehlen", "url zum kopieren", "compartir nota", "(?:contenido patrocinado|sponsored content)",
    "(?:previous|next) (?:article|post)", "(?:older|newer) posts?", "(?:vorheriger|nächster) (?:beitrag|artikel)", "article (?:précédent|suivant)",
    "comments are closed", "kommentare sind geschlossen", "(?:there are )?no comments(?: yet)?", "keine kommentare", "alle (?:news )?anzeigen",
    "weitere beiträge anzeigen", "(?:jetzt )?weiterlesen", "want more\\?", "image illustrative", "mehr episoden anzeigen",
    // The page's own links standing alone: legal pages, sign-in, home, search, paging (not a network's name: under a picture it is the source).
    "impressum", "imprint", "datenschutz(?:erklärung|hinweise|information)?", "privacy(?: policy)?", "agb", "nutzungsbedingungen", "terms(?: of (?:use|service))?",
    "cookie-?einstellungen", "cookie settings", "mentions légales", "aviso legal", "polityka prywatności", "startseite", "home", "suche", "search", "menü", "menu",
    "login", "log in", "anmelden", "einloggen", "registrieren", "sign in", "sign up", "über uns", "about us", "(?:zum )?seitenanfang", "(?:artikel )?vorlesen",
    "(?:artikel )?merken", "schriftgröße", "rss",
    "ver más", "cargar más", "volver(?: arriba)?", "retour(?: en haut)?", "haut de page", "voir plus", "charger plus", "pokaż więcej", "wróć", "voltar", "ver mais",
    "carregar mais", "torna su", "mostra altro", "mehr", "weiter",
    "accueil", "inicio", "strona główna", "politique de confidentialité", "política de privacidad", "regulamin", "alle news", "alle artikel(?: zum thema)?",
    "(?:entrada|artículo|publicación|nota) (?:anterior|siguiente)", "(?:poprzedni|następny) (?:wpis|artykuł|post)", "sin comentarios", "brak komentarzy", "aucun commentaire",
    "imprimer cette page", "print this page",
    // Buttons, players and galleries: what a control says, never a sentence of the article.
    "jetzt (?:bestellen|kaufen|buchen|spenden|anmelden|ansehen|anhören|entdecken|sichern|herunterladen|mitmachen|bewerben)", "hier (?:bestellen|anmelden|klicken|buchen|kaufen)",
    "(?:jetzt )?termin vereinbaren", "zum (?:shop|artikel|beitrag|video|podcast)", "hier geht'?s zum (?:video|artikel|beitrag|podcast|shop)", "buy now", "shop now", "order now",
    "register now", "donate now", "unterstützen sie uns", "support us", "kontaktieren sie uns", "contact us", "schreiben sie uns", "newsletter bestellen", "mehr erfahren",
    "learn more", "en savoir plus", "saber más", "dowiedz się więcej", "click here", "cliquez ici", "haga clic aquí", "kliknij tutaj",
    "seite empfehlen", "teile diesen (?:beitrag|artikel)", "tweet this", "social share", "partager (?:cet article|cette page|sur)", "per e-?mail (?:versenden|senden|teilen|empfehlen)",
    "zur merkliste(?: hinzufügen)?", "(?:bild|foto) vergrößern", "zoom image", "alle (?:bilder|fotos)", "zur galerie", "galerie öffnen", "bildergalerie", "fotostrecke",
    "fotogalerie", "bildstrecke", "(?:video|audio) abspielen", "play (?:video|audio)", "podcast abonnieren", "folge anhören", "listen now", "watch now",
    "(?:diesen |den )?(?:artikel|beitrag) bewerten", "zurück nach oben", "fehler gefunden\\? jetzt melden", "leer más", "leer (?:el )?art[ií]culo completo", "lire la suite",
    "read more", "kaufen", "inkl\\.? mwst\\.?", "kostenlos registrieren", "registrieren kostenlos", "para suscriptores",
    // Labels over what follows: a genre, more information, the masthead, tags, the author.
    "pressemitteilung", "press release", "communiqué de presse", "nota de prensa", "(?:weitere|mehr) (?:infos?|informationen)", "more info(?:rmation)?", "más información",
    "plus d'informations?", "więcej informacji", "more from", "herausgeber", "online-version", "social media(?: seiten| kanäle)?", "lesetipps?", "geschrieben von",
    "tags?", "schlagw(?:ö|o)rter", "schlagworte", "stichw(?:ö|o)rter", "stichworte", "etiquetas", "mots-clés", "tagi",
  ].join("|")})\\s*[:.…]*\\s*[-–—|*)\\]]*$`,
  "iu",
));
/** The same for Chinese pages' toggles and share labels ("展开全部 收起", "分享到", "图集"), which have no case. */
const CJK_LABEL = /^(?:展开全部(?:\s*收起)?|收起|分享到|图集)$/u;

/** A reading-time line: "Lesezeit: 3 Minuten", "5 min read", "Temps de lecture : 4 min". */
const READING_TIME = /^(?:(?:estimated |geschätzte )?(?:reading time|lesezeit|lesedauer|temps de lecture|tiempo de lectura|tempo de leitura|tempo di lettura|czas (?:czytania|lektury))\s*:?\s*(?:ca\.?|~|about|environ|aprox\.?)?\s*\d+(?:[-–]\d+)?\s*(?:min(?:\.|ute[ns]?|utos|uti|ut[ay]?)?|minutes?)\.?|\d+\s*(?:min\.?|minutes?|minuten)\s*(?:read|lesezeit|lesen|de lecture|de lectura|lectura|czytania))$/iu;

/** A line that is only a site's address ("BVINEWS.COM", "www.example.de"): the source's or publisher's credit. */
const DOMAIN_ONLY = /^[([]?(?:https?:\/\/)?(?:www\.)?[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.(?:com|net|org|info|de|at|ch|fr|es|it|pl|pt|br|nl|be|uk|co\.uk|eu|us|ca|mx|ar|cl|co|ru|tv|news|online)\/?[)\]]?\.?$/iu;

/** A blog's filing line under the post: "This entry was posted in X and tagged Y", "Der Artikel „…“ wurde am … in der Kategorie … veröffentlicht". */
const FILED = /^(?:this (?:entry|post) was posted in\b|der (?:artikel|beitrag) .{1,160} wurde am .{1,200} veröffentlicht\.?$|(?:dieser|der) (?:beitrag|artikel) wurde (?:zuletzt )?am .{1,40} (?:aktualisiert|geändert|bearbeitet)\.?$)/iu;

/** A taxonomy line: "Kategorie: News", "Tags: harbour, ferries", "Filed under: Travel". */
const TAXONOMY = /^(?:kategorien?|category|categories|catégories?|categorías?|categorias?|rubrik|tags?|schlagwörter|schlagworte(?: zum thema)?|stichwörter|stichworte|etiquetas|filed under|posted in|kategorisiert unter|abgelegt unter|veröffentlicht in|eingestellt (?:in|unter)|themen|blog-themen|getaggt mit|temas|étiquettes|mots[- ]clés|sujets|tagi|tematy|argomenti|etichette|assuntos|topics|keywords|labels|archivado en|classé dans)\s*:\s*\S.{0,100}$/iu;

export const CREDIT = /^[([]?\s*(?:©|\(c\)\s|copyright\b|(?:fotos?|photos?)\s*\(cc\)\s*:|alle (?:bilder|fotos) (?:von|:)|(?:beitrags|titel|header|vorschau)bild (?:via|von|by)\s|(?:fotos?|photos?|bild(?:er)?|images?|credits?|crédits?(?: photos?)?|quellen?|sources?|photograph|illustration|grafik|fotografía|(?:foto|photo) ?credits?|featured image|photographer|abb\.|(?:illustrationen?|fotos?|bilder?)(?:\s*[/&,]\s*(?:illustrationen?|fotos?|bilder?|text|grafiken?))+|kuva|(?:bild|foto)quellen?|(?:titel|beitrags|header|vorschau|symbol|teaser)-?(?:bild|foto)|(?:bild|foto)nachweise?|bildrechte|fotograf(?:ie|in)?|aufnahme|fuente|imagen|créditos?|zdjęcie|źródło|fonte|(?:photo|image|picture) (?:credit|source))\s*:|fot\.\s|foto di\b|photograph(?:ed)? by\b|(?:foto|photo|bild|image)\s*©|(?:photo|foto|bild|image) (?:by|von|de|di|por) .{1,60} (?:on|auf|sur|en|su) \S+$)/iu;
const MAX_CREDIT_CHARS = 120;

/** Photo agencies and stock libraries, whose name alone under a picture is its credit. */
export const PHOTO_AGENCY = "(?:getty ?images|istock(?:photo)?|shutterstock|thinkstock|imago(?: images)?|picture[- ]alliance|dpa(?:-bildfunk)?|reuters|ap photo|keystone|unsplash|pixabay|pexels|adobe ?stock|fotolia|123rf|depositphotos|colourbox|wenn)(?:\\.com)?";
/** A line that is an agency's name, after a photographer's and a slash or not: "Getty Images", "Jane Doe / iStock.com". */
const AGENCY_LINE = new RegExp(`^[©(]?\\s*(?:[^/()]{1,40}\\s?/\\s?)?${PHOTO_AGENCY}\\)?\\.?$`, "iu");
const MAX_AGENCY_LINE_CHARS = 60;
const MAX_FILED_CHARS = 400;

const CALL_TO_ACTION = lowerCaseMatch(new RegExp(
  [
    "\\bfollow (?:\\S+ ){1,3}on (?:twitter|facebook|instagram|linkedin|tiktok|youtube|telegram|x)\\b", "\\bfolgen sie uns\\b", "\\bfolg(?:e|t) (?:uns|mir)\\b", "\\bsíguenos\\b", "\\bsuivez-nous\\b",
    "\\bsubscribe (?:now|today)\\b", "\\bsubscribe to (?:our|my|this|the (?:newsletter|podcast|channel|blog|feed|show))\\b", "\\bsubscribe for (?:free|updates|more)\\b", "\\bplease subscribe\\b", "\\bsign up (?:here|now|for|to)\\b", "\\bjetzt abonnieren\\b", "\\babonnieren sie\\b",
    "\\bdownload (?:the|our)\\b.{0,60}\\bapps?\\b", "\\b(?:telegram|whatsapp|youtube)\\b.{0,40}\\b(?:canal|channel|kanal)\\b",
    "\\b(?:canal|channel|kanal)\\b.{0,40}\\b(?:telegram|whatsapp|youtube)\\b", "\\bhazte miembro\\b", "\\bbecome a member\\b",
    "\\bwerden sie mitglied\\b", "\\bletters? to the editor\\b", "\\bnicht eingeloggt\\b", "\\b(?:eingeloggt|angemeldet|logged in|log in|sign in)\\b.{0,40}\\b(?:kommentar|comment)",
    "\\b(?:share|teilen sie) (?:this|den|diesen) (?:article|artikel|beitrag|post)\\b", "\\bartikel (?:mit anderen )?teilen\\b",
    "\\bin den kommentaren\\b", "\\bleave a comment\\b", "\\bkommentar (?:unter|hinterlassen)\\b", "\\bhinterlasse[n]? (?:einfach )?einen kommentar\\b",
    "\\bget the latest news\\b", "\\b(?:diese[ns]?|this) (?:skript|script|article|artikel) als pdf\\b", "^(?:den |das |der )?(?:original)?(?:artikel|beitrag|dokument)s? als pdf\\b",
    "^(?:download|descargar|télécharger|pobierz)(?: (?:the|als|le|el))? pdf\\b", "^(?:als )?pdf (?:herunterladen|downloaden|speichern)\\b",
    "\\bnewsletter\\b.{0,60}\\b(?:informiert|abonnieren|anmelden|bestellen)\\b", "\\b(?:abonnieren|bestellen|anmelden)\\b.{0,30}\\bnewsletter\\b",
    "\\b(?:suscr[ií]bete|abonnez-vous|inscrivez-vous|iscriviti|assine|inscreva-se|melden sie sich|recevez|recibe|receba|erhalten sie)\\b.{0,40}\\b(?:newsletter|bolet[ií]n|lettre)",
    "\\b(?:like|find) us on (?:facebook|instagram|twitter)\\b", "\\b(?:straight|directly|right) to your inbox\\b", "\\bdirekt in (?:dein|ihr) postfach\\b",
    "^ja, ich möchte\\b.{0,60}\\bnewsletter", "^scroll to (?:read|continue)\\b", "\\bwe rely on (?:your|readers'?) support\\b", "\\bsupport (?:our|independent) journalism\\b",
    "\\bunterstützen sie (?:unsere arbeit|unabhängigen journalismus)\\b",
    // Paywall, sign-in, app and push prompts.
    "^jetzt (?:\\S+ ){0,2}(?:testen|registrieren|abonnieren|weiterlesen)\\b.{0,40}$", "\\b(?:exklusiv |nur )?für (?:abonnenten|abonnentinnen|abonnent\\*innen)\\b",
    "\\b(?:sie haben|haben sie) (?:bereits|schon) ein (?:abo|abonnement|konto|benutzerkonto)\\b", "\\bbereits abonnent(?:in)?\\b",
    "\\balready (?:a subscriber|a member|have an account)\\b", "\\bsubscribe to (?:continue|keep) reading\\b", "\\byou have \\d+ free articles? left\\b",
    "\\b(?:solo para|exclusivo para|contenido exclusivo para) suscriptores\\b", "\\bsuscr[ií]base\\b", "\\bréservé aux abonnés", "\\bzapisz się .{0,40}\\b(?:newsletter|biuletyn)",
    "\\b(?:send you|benachrichtigungen) push[- ]?(?:notifications|mitteilungen)\\b", "\\bpush-benachrichtigungen (?:aktivieren|erhalten)\\b",
    "\\b(?:laden sie|lade dir|hol dir|holen sie sich) (?:\\S+ ){0,3}app\\b", "\\b(?:descarga|descargue) (?:\\S+ ){0,3}app\\b", "\\btéléchargez (?:\\S+ ){0,3}app(?:lication)?\\b", "\\bjoin our (?:mailing list|newsletter)\\b",
    "^(?:share|teilen|compartir|partager|condividi|udostępnij|auf)\\b.{0,12}\\b(?:facebook|twitter|whatsapp|linkedin|pinterest|telegram|x)(?: teilen)?$",
    "^(?:weitere|mehr) (?:infos?|informationen)\\b.{0,60}\\b(?:unter|auf|bei|gibt es)\\b.{0,80}$", "^(?:weitere|mehr) (?:infos?|informationen) (?:zu[mr]?|über|zu den|zur) .{1,60}:$", "^(?:for )?more information,? (?:visit|see|at|on|go to)\\b.{0,80}$",
    "^plus d'informations? (?:sur\\b|à\\s).{0,80}$",
    "^(?:permalink|permalien|kurz-?url|short ?url|shortlink)\\s*:?\\s*https?://\\S+$", "^(?:para )?más información(?:,)? (?:en|visite)\\b.{0,80}$",
    "\\bnichts (?:mehr )?(?:verpassen|versäumen)\\b", "^(?:war|fandest du|finden sie|fanden sie) (?:dieser|diesen|den|der) (?:artikel|beitrag|text) (?:hilfreich|nützlich)\\b",
    "^(?:gefällt|gefiel) (?:ihnen|dir) (?:dieser|der) (?:artikel|beitrag)\\b", "^wie gefällt (?:ihnen|dir) (?:unser|dieser|der)\\b",
    "^(?:was|did you find) this (?:article|post|page|information) (?:helpful|useful)\\b", "^(?:¿)?(?:te|le) (?:ha )?(?:resultó|resultado|sido|fue) útil\\b",
    "\\bnever miss (?:a|an|another) (?:story|post|article|update)\\b",
    // Rating questions, comment and subscription prompts, app and archive plugs.
    "^wie hat (?:ihnen|dir) (?:der|dieser|unser) (?:artikel|beitrag|text) gefallen", "^(?:hat|hatte) (?:ihnen|dir|euch) (?:der|dieser|unser) (?:artikel|beitrag|text) gefallen",
    "^(?:cet|cette) (?:article|page) vous a-t-(?:il|elle) (?:été )?(?:utile|plu)", "^czy (?:ten )?(?:artykuł|wpis|tekst) (?:był|jest) (?:pomocny|przydatny)",
    "\\bkommentare? (?:lesen|schreiben)\\b.{0,30}\\bhier klicken\\b", "\\bpin (?:the following|this) (?:photo|image|pin)\\b", "\\babonniere jetzt\\b", "\\berhalte updates\\b",
    "\\benter your (?:name and )?e-?mail\\b", "\\bdownload your free\\b", "\\bfür (?:ios und android|android und ios)\\b", "\\brecibe alertas\\b", "^suchen sie im .{1,40} archiv\\b",
    "^den rest des (?:artikels|beitrags) (?:gibt'?s|gibt es|lesen sie|finden sie) hier\\b", "^den (?:ganzen|vollständigen) (?:artikel|beitrag|text) (?:finden|lesen) sie\\b",
    "^infos?(?:\\s*:|\\s+unter)\\s*(?:https?://|www\\.)\\S+$",
  ].join("|"),
  "iu",
));
const MAX_CALL_TO_ACTION_CHARS = 250;

/**
 * Notices a publisher puts under every article, not part of it: copyright and licence lines,
 * "the views are the author's", "all figures without guarantee", advertising disclosures.
 */
const NOTICE = lowerCaseMatch(new RegExp(
  [
    // A rights phrase in quotes or brackets is mentioned ('The phrase "All rights reserved" was once required…'), not asserted.
    ...[
      "all rights reserved", "alle rechte vorbehalten", "wszelkie prawa zastrzeżone", "todos los derechos reservados",
      "tous droits réservés", "tutti i diritti riservati",
    ].map((phrase) => `(?<!["“„«‘'(])\\b${phrase}\\b`), "\\bmateriał chroniony prawem autorskim\\b",
    "\\binhalte? dieser (?:website|webseite|seite)\\b.{0,80}\\b(?:lizenz|cc[- ]by)", "\\blicensed under (?:a |the )?creative commons\\b",
    "\\bgibt die meinung de[rs] (?:autors?|autorin|verfasser)", "\\b(?:reflects?|represents?) (?:only )?the (?:views?|opinions?) of the author",
    "^\\(?(?:alle )?angaben ohne gewähr\\)?\\.?$",
    "^\\(?(?:mit material (?:von|der) |con información de |with reporting by |avec |(?:quelle|source|fuente|źródło|fonte)\\s*:\\s*)?(?:dpa|afp|ap|reuters|epa|efe|ansa|pap|kna|epd|apa|sda)(?:\\s*[/,]\\s*(?:dpa|afp|ap|reuters|epa|efe|ansa|pap|kna|epd|apa|sda))*\\)?\\.?$",
    "^\\*?(?:werbung|anzeige|advertisement|sponsored|publicidad)\\s*[.:]\\s", "^[(\\[]\\s*[a-zäöü]{2,3}(?:\\s*/\\s*[a-zäöü]{2,5})*\\s*[)\\]]\\.?$", "^[-–—]\\s*red\\.?$",
    // Disclosures and consent text: affiliate links, "this post is a community blog", newsletter consent.
    "\\baffiliate[- ]links?\\b", "\\b(?:we|i) (?:may )?(?:earn|receive|get) (?:a )?(?:small )?commission\\b", "\\badvertising (?:disclaimer|disclosure)\\b", "\\badvertising fees by advertising and linking to amazon\\b",
    "\\b(?:youtube|vimeo)[- ]?(?:videos?|cookies)\\b.{0,80}\\b(?:akzeptieren|zustimmen|accept)\\b", "\\bdatenschutzerklärung von (?:google|youtube)\\b",
    "\\b(?:erhalten|bekommen) wir (?:eine )?(?:provision|vergütung|geld)\\b", "^bei diesem (?:beitrag|artikel|text) handelt es sich um\\b",
    "\\b(?:dieser|der) (?:beitrag|artikel|post) (?:enthält|beinhaltet) (?:unbezahlte |bezahlte )?(?:werbung|affiliate|anzeigen)", "\\b(?:unbezahlte|bezahlte) werbung\\b",
    "\\bwerbung,? (?:da|wegen|durch) markennennung\\b", "^\\*?(?:dieser|der) (?:beitrag|artikel|post) (?:ist|entstand|wurde)\\b.{0,40}\\b(?:kooperation|zusammenarbeit|unterstützung) (?:mit|von)\\b",
    "^(?:transparenzhinweis|offenlegung)\\s*:", "^(?:mit freundlicher genehmigung (?:von|des|der)|courtesy of)\\s.{1,60}$",
    "\\bsponsored post\\b", "\\bthis (?:post|article) (?:is|was) sponsored\\b",
    "\\bdouble[- ]opt[- ]in\\b", "\\bich willige (?:darin )?ein\\b", "\\beinwilligung jederzeit\\b.{0,40}\\bwiderrufen\\b",
    "\\b(?:you can )?unsubscribe at any time\\b",
    // Cookie notices, and a comment form's and a rating widget's fixed lines.
    "\\b(?:diese (?:website|webseite|seite)|wir) (?:verwendet|verwenden|nutzt|nutzen|setzt|setzen) cookies\\b", "\\b(?:this (?:website|site) uses|we use) cookies\\b",
    "\\bdurch die weitere nutzung der (?:seite|website|webseite)\\b", "\\bby continuing to (?:use|browse) (?:this|our|the) (?:site|website)\\b",
    "\\b(?:your|deine|ihre) e-?mail(?:-adresse| address)? (?:will not|wird nicht) (?:be )?(?:published|veröffentlicht)\\b", "\\b(?:required fields are|erforderliche felder sind)(?: mit \\*)? (?:marked|markiert)\\b",
    "\\b(?:this site|diese website) (?:uses|verwendet) akismet\\b", "\\bvotre adresse (?:e-mail|de messagerie) ne sera pas publiée\\b", "\\b(?:notify me|benachrichtige mich) (?:of|über) (?:new|follow-up|neue)\\b",
    "^(?:wie bewerten sie|bewerten sie) (?:diesen|den) (?:artikel|beitrag)\\b", "^(?:war|ist) (?:der|dieser) (?:artikel|beitrag) (?:nützlich|hilfreich)\\b",
    "\\bklicke? (?:auf|einen) (?:die |einen )?sterne?\\b.{0,30}\\bbewerten\\b", "\\bdurchschnittliche bewertung\\b",
    "\\bnur angemeldete (?:benutzer|nutzer|mitglieder) können\\b", "\\b(?:para comentar|to comment|um zu kommentieren),? (?:debes|you must|müssen sie)\\b",
    "^nutrition information is an estimate\\b", "\\bpercent daily values are based on\\b", "^diese veranstaltung ist (?:bereits )?(?:vorbei|beendet)\\b",
    "\\bkonnte nicht gespeichert werden\\b", "^da ist etwas schiefgelaufen\\b", "\\bist bereits registriert\\.?$", "^fehler\\s*:", "^something went wrong\\b",
    "\\bum den inhalt (?:nach)?zuladen\\b", "^mit material (?:von|der|des) [a-zäöüß. -]{2,40}$", "^page revision: \\d+, last edited\\b",
    "^(?:post views|views|aufrufe|seitenaufrufe|besucher online|visitas|vues)\\s*:?\\s*[\\d.,]+$", "^[\\d.,]+\\s*(?:views|aufrufe|mal gelesen|besucher online|visitas|vues|wyświetleń)$",
    "^\\d(?:[.,]\\d)?\\s*(?:/|von|of|sur|de)\\s*(?:5|10)(?:\\s*(?:punkten|sternen|stars|points|étoiles|estrellas))?$",
    "^.{1,120} from .{1,60} on (?:vimeo|youtube)\\.?$", "^(?:gespeichert|eingereicht|submitted|posted) (?:von|by) \\S+ (?:am|on) .{4,40}$",
    "(?:öffnet|öffnen) (?:sich )?(?:in einem|als) (?:neuen|extra) fenster\\b", "\\bopens? in a new (?:window|tab)\\b", "\\bs'ouvre dans une nouvelle fenêtre\\b", "\\bse abre en una nueva ventana\\b",
    "^this document is subject to copyright\\b", "^citation: .{10,200} retrieved\\b", "\\bbehält sich (?:das recht )?vor,? (?:leser(?:meinungen|briefe|kommentare|zuschriften)|kommentare|zuschriften)\\b",
    "^to reach the (?:reporter|editor|author)\\b", "^this (?:project|story|article|reporting) was (?:produced|made possible|supported) with (?:the )?(?:support|funding) (?:from|of)\\b",
    "\\bgesponserten (?:marketing-)?inhalt\\b", "\\bkommerzielle werbung\\b.{0,60}\\bnicht von (?:mir|uns)\\b", "^warning\\s*:.{0,200}\\bin /\\S+ on line \\d+",
    "\\bpour créer des paragraphes\\b", "\\bzeilenumbrüche und absätze werden automatisch\\b", "\\blines and paragraphs break automatically\\b", "^(?:bei |aus )?\\d+ (?:bewertungen|stimmen|ratings|votes)\\.?$", "\\bclick on a star to rate\\b",
  ].join("|"),
  "iu",
));
const MAX_NOTICE_CHARS = 300;

const TEASER_WORDS = [
  "related(?: posts| articles| stories| content| links| news)?", "read (?:more|also|next)", "more (?:on this|stories|articles|news|from)",
  "you (?:may|might) also like", "recommended(?: for you)?", "further reading", "most (?:read|popular|viewed)",
  "weitere (?:artikel|beiträge|nachrichten|news|themen|tourentipps)", "weiterführende links?", "das könnte (?:sie|dich) auch interessieren", "(?:diese|folgende) (?:artikel|beiträge|themen) könnten (?:sie|dich|euch) (?:auch|ebenfalls) interessieren", "lue (?:myös|lisää|seuraavaksi|aiheesta)",
  "(?:lesen sie|lies) (?:auch|mehr|weiter)(?: die folgenden beiträge)?", "mehr zum thema", "zum weiterlesen", "auch interessant",
  "empfehlung(?:en)? der redaktion", "lesetipps?", "themen im artikel", "entdecken? (?:sie )?(?:jetzt|weitere|mehr)",
  "meist[- ]?(?:gelesen|diskutiert|kommentiert)e?(?: (?:artikel|beiträge|news|nachrichten))?", "veja (?:também|mais)", "leia (?:também|mais)", "lee (?:también|más)", "vea (?:también|más)",
  "(?:también )?te puede interesar", "(?:[àa] )?lire aussi", "sur le même sujet", "czytaj (?:także|też|więcej)",
  "leggi anche", "potrebbe interessarti",
  // Listing headings: similar, newest, most popular (what the site shows beside any article).
  "ähnliche (?:beiträge|artikel|themen|posts|einträge|news|nachrichten)", "verwandte (?:artikel|beiträge|themen|links)",
  "beliebte(?:ste)? (?:beiträge|artikel|themen|posts|tags)", "neueste (?:beiträge|artikel|kommentare|posts|news|nachrichten)",
  "aktuelle (?:beiträge|artikel|news|nachrichten|meldungen|themen|stories)", "letzte (?:beiträge|artikel)", "top[- ]?themen",
  "(?:artikel|beiträge) zum thema", "passend (?:dazu|zum thema)", "mehr (?:artikel|beiträge|news|nachrichten|meldungen)", "leseempfehlung(?:en)?",
  "latest (?:news|posts|articles|stories|updates)", "recent (?:posts|articles|stories|news)", "popular (?:posts|articles|stories|videos)",
  "trending(?: now| stories)?", "top stories", "editor'?s'? picks", "more like this", "(?:other|similar) (?:articles|stories|posts)", "up next",
  "(?:noticias?|artículos?|temas?|notas?) relacionad[oa]s?", "lo más (?:leído|visto)", "últimas noticias", "te recomendamos",
  "à lire (?:aussi|également)", "(?:articles|sujets) (?:similaires|liés|associés)", "(?:les )?(?:articles )?les plus (?:lus|populaires)",
  "derniers articles", "vous aimerez (?:aussi|également)", "dans la même rubrique",
  "(?:zobacz|przeczytaj) (?:też|także|również)", "polecane(?: artykuły| wpisy)?", "najczęściej czytane", "(?:podobne|powiązane|najnowsze) (?:artykuły|wpisy)",
  "(?:notícias|artigos|matérias) relacionad[oa]s", "mais lid[oa]s", "articoli correlati", "(?:i )?più letti", "ti potrebbe interessare",
  "schon gelesen", "vielleicht (?:auch|interessiert (?:sie|dich) auch)", "weitere interessante (?:artikel|beiträge|informationen|themen)",
  "empfohlene (?:artikel|beiträge)", "top[- ]?meldungen", "mehr lesen über", "explore more", "more stories", "pour approfondir",
  "articles correspondants", "recomendados? para ti", "más (?:noticias|artículos)",
  "mirá también", "lea (?:también|más)", "le puede interesar", "sie könnten auch an folgenden", "noticias para ti", "otras noticias", "lo último", "à découvrir(?: aussi| sur)?",
  "aktuellste (?:beiträge|artikel|news)", "weitere (?:beiträge|artikel|meldungen) aus", "alle meldungen", "nutzer mochten auch",
  "zuletzt besuchte seiten", "themenrelevante nachrichten", "mehr aus (?:der|dem|unserer) (?:sendung|rubrik|ressort|region)", "entdecke weitere",
  "kommentierte artikel", "don'?t miss", "around the web", "from (?:our|the) partners?", "(?:promoted|sponsored) (?:stories|content|links)",
  "paid (?:content|partner content|post)", "you (?:may|might) like", "watch next", "noch mehr(?:\\?| (?:infos?|informationen|artikel|beiträge|news|themen|tipps|lokale)(?![\\p{L}\\d]))", "weitere pressemitteilungen", "(?:audios? et )?vidéos sur le sujet", "kommende (?:events|termine|veranstaltungen)", "most viewed(?: news| content| articles)?", "headline news", "more stories you may have missed", "polecamy", "czytaj więcej w", "(?:links )?zum thema(?=\\s*:?$)", "alle (?:artikel|beiträge|texte) (?:von|vom|der|des)", "plus d'articles de", "más artículos de", "more (?:articles|stories|posts) (?:by|from)", "więcej artykułów", "(?:może|mogą) (?:cię|was) (?:też |także |również )?zainteresować",
];
// The phrase ends where no letter follows (`\b` knows only ASCII letters: "również", "też").
const TEASER_HEADING = new RegExp(`^(?:${TEASER_WORDS.join("|")})(?![\\p{L}\\d]).{0,50}$`, "iu");
/** A pointer line opens with a teaser label and a colon: "MIRA: <a>Other story</a>", "Lesen Sie auch: <a>…</a>". */
const POINTER_LABEL = new RegExp(
  `^(?:${[...TEASER_WORDS, "mira", "lee", "lea", "ver (?:también|más)", "see also", "also read", "next", "previous", "lesenswert", "siehe auch", "voir aussi", "zobacz (?:też|także)"].join("|")})\\s*:\\s*\\S`,
  "iu",
);
const COMMENTS_HEADING = new RegExp(
  `^(?:${[
    "(?:\\d+\\s+)?(?:comments?|kommentare?|commentaires?|comentarios?|komentarze?|leserkommentare|reactions?|discussion)(?:\\s*\\(\\d+\\))?",
    // The comment form's heading, and a count of replies to the post.
    "schreiben? (?:sie )?einen kommentar", "kommentar (?:verfassen|hinterlassen|schreiben)", "hinterlasse(?:n sie)? (?:eine antwort|einen kommentar)",
    "leave a (?:reply|comment)", "(?:publier|laisser) un commentaire", "deja (?:un|tu) comentario", "comentar este artículo", "vos réactions",
    "kommentar hinzufügen", "kommentieren sie hier", "diskutieren sie mit", "ihre meinung(?: zu diesem thema)?", "dejá tu comentario", "votre commentaire",
    "be part of the conversation", "join the (?:conversation|discussion)", "commenti", "comentários", "réagi(?:r|ssez)", "vos commentaires",
    "dodaj komentarz", "lascia un commento", "deixe (?:um|seu) comentário",
    // The author's box closing the article: its heading and what follows.
    "über (?:den|die) autor(?:in|en)?", "zur person", "sobre (?:el autor|la autora)", "à propos de l'auteur", "o autorze",
    "\\d+ (?:antworten|responses|réponses|respuestas|odpowiedzi) (?:zu|to|on|à|a|na) .{1,80}",
  ].join("|")})\\s*:?$`,
  "iu",
);

/** The words around a link that only point to it: "… weiter zu „<a>…</a>“", "Siehe auch: <a>…</a>", "Next: <a>…</a>". */
const POINTER_WORDS = new RegExp(
  `^[\\s.…»›>]*(?:${[
    "weiter (?:zu|mit)", "zurück (?:zu[mr]?|zur)", "continue (?:to|with|reading)", "next", "previous", "siehe(?: auch)?", "see(?: also)?", "suite", "siguiente", "anterior",
    "lesen sie (?:auch|weiter)", "lies (?:auch|weiter)", "mehr (?:dazu|zum thema)", "lea (?:también|más)", "lee (?:también|más)", "mira", "ver (?:también|más)", "voir aussi",
    "à lire aussi", "czytaj (?:też|także|więcej)", "zobacz (?:też|także|również)", "leia (?:também|mais)", "veja (?:também|mais)", "leggi anche", "read (?:more|also|next)",
  ].join("|")})[\\s"„“”'‚‘’«»:.…]*$`,
  "iu",
);

/** Whether `text`, a block's words outside its links, only points to those links. */
export function isPointerWording(text: string): boolean {
  return text.length <= 40 && POINTER_WORDS.test(text);
}

/** Whether `text` opens with a teaser label and a colon: the line points to another page. */
export function opensWithPointerLabel(text: string): boolean {
  return POINTER_LABEL.test(text);
}

/** Whether a short innermost block is furniture by its wording alone. */
export function isFurnitureWording(text: string): boolean {
  if (isLabelOnly(text)) return true;
  if (text.length <= 120 && TAXONOMY.test(text) && !goesOnAsSentence(text)) return true;
  if (text.length <= MAX_FILED_CHARS && FILED.test(text)) return true;
  if (text.length <= 60 && READING_TIME.test(text)) return true;
  if (text.length <= 40 && DOMAIN_ONLY.test(text)) return true;
  if (text.length <= MAX_CREDIT_CHARS && CREDIT.test(text) && !goesOnAsSentence(text)) return true;
  if (text.length <= MAX_AGENCY_LINE_CHARS && AGENCY_LINE.test(text)) return true;
  if (text.length <= MAX_NOTICE_CHARS && NOTICE.test(text)) return true;
  return isCallToAction(text);
}

/** A block that is only a label: "Advertisement", "Print", "Share", "Kontakt:". */
export function isLabelOnly(text: string): boolean {
  return text.length <= 40 && (LABEL_ONLY.test(text) || CJK_LABEL.test(text));
}

/**
 * A label or © that goes on as a sentence of the text ("Tags: are a way to label resources…",
 * "Photo: the team at the 2019 hackathon, where…", "© 2024 is the year shown…") opens a paragraph
 * of prose, not a tag list or a credit: after the lead (and a year) comes a lower-case word, five
 * more words at least, and a sentence's end. Credits and tag lists name things ("Foto: Kay
 * Nietfeld", "photo: iStock", "Tags: aws, cloud") and stop.
 */
const SENTENCE_AFTER_LEAD = /^[^:©]{0,40}[:©]\s*(?:\d{4}\s+)?\p{Ll}\S*(?:\s+\S+){5,}[.!?]["”’)]?$/u;

function goesOnAsSentence(text: string): boolean {
  return SENTENCE_AFTER_LEAD.test(text);
}

export function isCallToAction(text: string): boolean {
  return text.length <= MAX_CALL_TO_ACTION_CHARS && CALL_TO_ACTION.test(text);
}

/** isFurnitureWording never holds for a longer text: the longest of its bounds (the label bound is shorter). */
export const LONGEST_FURNITURE_WORDING = Math.max(MAX_CREDIT_CHARS, MAX_FILED_CHARS, MAX_NOTICE_CHARS, MAX_CALL_TO_ACTION_CHARS);

/**
 * Teaser headings go with the link lists that follow them; a comments heading goes with
 * everything after it in its container.
 */
export function pruneTeaserSections(root: DomElement): void {
  const headings = headingLikes(root);
  for (const heading of headings) {
    if (!heading.parentNode) continue;
    const text = collapseWhitespace(heading.textContent ?? "");
    if (COMMENTS_HEADING.test(text)) {
      if (sectionFollows(heading)) continue;
      removeFollowing(heading, () => true);
      heading.remove();
    } else if (TEASER_HEADING.test(text)) {
      const box = headingBox(heading);
      if (!removeFollowing(box, (next) => isLinkList(next)) && headsArticleSection(heading, box)) continue;
      box.remove();
    }
  }
}

/** Whether `root` holds a teaser heading ("Related posts", "Lesen Sie auch"): what follows it points elsewhere. */
export function holdsTeaserHeading(root: DomElement): boolean {
  return headingLikes(root).some((heading) => TEASER_HEADING.test(collapseWhitespace(heading.textContent ?? "")));
}

/** The headings and heading-like blocks under `root` (isHeadingLike), in document order. */
function headingLikes(root: DomElement): DomElement[] {
  return Array.from(root.querySelectorAll("h2, h3, h4, h5, h6, p, div")).filter(isHeadingLike);
}

/** A heading, or a short paragraph of plain or all-bold text (a heading in all but name). */
function isHeadingLike(element: DomElement): boolean {
  const only = element.firstElementChild;
  const heading = isHeading(element);
  // Structure first: a paragraph qualifies only with no element inside, or one <strong>/<b> holding all its text.
  if (!heading && only && (only.nextElementSibling || (only.nodeName !== "STRONG" && only.nodeName !== "B"))) return false;
  const max = heading ? 80 : 60;
  const chars = textLengthUpTo(element, max);
  if (chars === 0 || chars > max) return false;
  return heading || !only || collapseWhitespace(only.textContent ?? "") === collapseWhitespace(element.textContent ?? "");
}

/**
 * Whether a heading of the same or a higher rank comes after `heading` among its siblings: then
 * its section sits between two of the article's sections (a tutorial's "Comments" on code
 * comments), not at the end of the page, where comments are.
 */
function sectionFollows(heading: DomElement, box = heading): boolean {
  const rank = isHeading(heading) ? Number(heading.nodeName[1]) : 0;
  if (!rank) return false;
  for (let next = box.nextElementSibling; next; next = next.nextElementSibling) {
    const title = boxedHeading(next);
    if (title && Number(title.nodeName[1]) <= rank) return true;
  }
  return false;
}

/**
 * The heading, or the box around it and nothing else whose siblings are its section: MediaWiki's
 * `<div class="mw-heading">`, which Readability turns into a `<p>`.
 */
function headingBox(heading: DomElement): DomElement {
  const parent = heading.parentElement;
  return parent && HEADING_BOXES.has(parent.nodeName) && parent.firstElementChild === heading && !heading.nextElementSibling ? parent : heading;
}

const HEADING_BOXES = new Set(["DIV", "P"]);

/** `element` when it is a heading, the heading it holds alone when it is a heading box, else null. */
function boxedHeading(element: DomElement): DomElement | null {
  if (isHeading(element)) return element;
  const only = HEADING_BOXES.has(element.nodeName) ? element.firstElementChild : null;
  return only && !only.nextElementSibling && isHeading(only) ? only : null;
}

/**
 * A teaser heading over text of its own rather than a link list, with another section of the
 * article after it ("Related Work" of a paper, "Further reading" of citations before "External
 * links"), heads a section of the article: it stays with its text, as a heading never goes alone.
 */
function headsArticleSection(heading: DomElement, box: DomElement): boolean {
  const first = box.nextElementSibling;
  return first !== null && !boxedHeading(first) && sectionFollows(heading, box);
}

/** Removes the run of `doomed` elements after `heading`; whether it removed any. */
function removeFollowing(heading: DomElement, doomed: (next: DomElement) => boolean): boolean {
  let removed = false;
  let next = heading.nextSibling;
  while (next) {
    const after = next.nextSibling;
    if (isElement(next)) {
      if (boxedHeading(next) || !doomed(next)) break;
      next.remove();
      removed = true;
    } else if (next.nodeType === TEXT_NODE && (next.nodeValue ?? "").trim()) break;
    next = after;
  }
  return removed;
}

/** A block whose text is mostly link text (teaser lists, link grids). */
function isLinkList(element: DomElement): boolean {
  const chars = textLengthUpTo(element);
  if (chars === 0) return true;
  let linked = 0;
  const anchors = element.getElementsByTagName("A");
  for (let i = 0; i < anchors.length; i++) {
    const anchor = anchors[i];
    if (anchor) linked += textLengthUpTo(anchor);
  }
  return linked >= chars * 0.5;
}
