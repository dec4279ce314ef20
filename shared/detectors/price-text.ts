/**
 * Parses a price string into amount and currency: "1.299,00 €", "US$ 12", "Rs. 1,23,456",
 * "¥1,000", "from $5/mo". Measured on the 1,191 cases of scrapinghub/price-parser's test suite
 * (bench/detectors). The amount is kept as a decimal string so `1.11000000000000009770` survives.
 *
 * @example
 * parsePriceText("1.299,00 €") // { amount: 1299, amountText: "1.299,00", decimal: "1299.00", currency: "€", iso: "EUR" }
 */
import { CURRENCY_TOKENS, type CurrencyToken, THREE_DECIMAL_CURRENCIES } from "./currency";

export interface ParsedPrice {
  /** The amount as a number, null when no amount was found. */
  amount: number | null;
  /** The substring read as the amount. */
  amountText: string | null;
  /** The amount as a plain decimal string (`1299.00`), exact for any length. */
  decimal: string | null;
  /** The currency token as written (`€`, `US$`, `руб.`). */
  currency: string | null;
  /** ISO 4217 code of `currency` when it names one. */
  iso: string | null;
}

export interface ParseOptions {
  /** A separate currency text (e.g. a `priceCurrency` or a nearby element), used when the price has none. */
  currencyHint?: string | null;
  /** The decimal separator when the caller knows it (`.`, `,` or `€` as in `12€50`). */
  decimalSeparator?: "." | "," | "€" | null;
}

/** Longer strings are cut: a price is short, and the scan must stay linear on hostile input. */
const MAX_PRICE_TEXT = 1_000;

export function parsePriceText(text: string | null | undefined, options: ParseOptions = {}): ParsedPrice {
  const source = normalizeSpaces((text ?? "").slice(0, MAX_PRICE_TEXT));
  const hint = normalizeSpaces((options.currencyHint ?? "").slice(0, MAX_PRICE_TEXT));
  const tokens = findCurrencies(source);
  const numbers = findNumbers(source, options.decimalSeparator ?? null);
  const chosen = chooseNumber(source, numbers, tokens);
  const currency =
    (chosen ? adjacentCurrency(source, chosen, tokens) : null) ??
    tokens.find((t) => !t.token.nearNumberOnly)?.token ??
    hintCurrency(hint);
  const decimal = chosen ? toDecimal(chosen.text, options.decimalSeparator ?? null, currency) : null;
  const fallbackFree = !chosen && numbers.length === 0 && /\bfree\b|\bgratis\b|\bkostenlos\b/i.test(source);
  return {
    amount: decimal !== null ? Number(decimal) : fallbackFree ? 0 : null,
    amountText: chosen ? chosen.text.trim() : fallbackFree ? "0" : null,
    decimal: decimal ?? (fallbackFree ? "0" : null),
    currency: currency?.raw ?? null,
    iso: currency?.iso ?? null,
  };
}

interface Span {
  start: number;
  end: number;
}
interface NumberSpan extends Span {
  text: string;
}
interface TokenSpan extends Span {
  token: CurrencyToken;
}

const SPACES = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000]+/g;
function normalizeSpaces(text: string): string {
  return text.replace(SPACES, " ");
}

const LETTER = /\p{L}/u;
const isLetter = (ch: string | undefined): boolean => ch !== undefined && LETTER.test(ch);
const isDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= "0" && ch <= "9";
/** Russian "руб" is written out as "рублей", "рубля": the token may run into the word. */
const PREFIX_TOKENS = new Set(["руб"]);

const TOKENS_BY_FIRST = new Map<string, CurrencyToken[]>();
for (const token of CURRENCY_TOKENS) {
  const first = token.raw[0] as string;
  const list = TOKENS_BY_FIRST.get(first) ?? [];
  list.push(token);
  TOKENS_BY_FIRST.set(first, list);
}

function findCurrencies(text: string): TokenSpan[] {
  const found: TokenSpan[] = [];
  for (let i = 0; i < text.length; i++) {
    const candidates = TOKENS_BY_FIRST.get(text[i] as string);
    if (!candidates) continue;
    for (const token of candidates) {
      if (!text.startsWith(token.raw, i)) continue;
      const end = i + token.raw.length;
      if (isLetter(token.raw[0]) && isLetter(text[i - 1])) continue;
      if (isLetter(token.raw[token.raw.length - 1]) && isLetter(text[end]) && !PREFIX_TOKENS.has(token.raw)) continue;
      if (token.nearNumberOnly && !(isDigit(text[i - 1]) || isDigit(text[end]) || nextToDigit(text, i, end))) continue;
      found.push({ start: i, end, token });
      i = end - 1;
      break;
    }
  }
  return found;
}

function nextToDigit(text: string, start: number, end: number): boolean {
  return (text[start - 1] === " " && isDigit(text[start - 2])) || (text[end] === " " && isDigit(text[end + 1]));
}

const GROUP_MARKS = new Set([".", ",", "'", "’", "´", "`"]);

/** Every digit run that reads as one number, with `.`/`,`/`'` separators and space-grouped thousands. */
function findNumbers(text: string, decimalHint: string | null): NumberSpan[] {
  const found: NumberSpan[] = [];
  let i = 0;
  while (i < text.length) {
    const leadingDot = text[i] === "." && isDigit(text[i + 1]) && !isDigit(text[i - 1]);
    if (!isDigit(text[i]) && !leadingDot) {
      i++;
      continue;
    }
    const start = i;
    const date = DATE.exec(text.slice(i, i + 11));
    if (date) {
      found.push({ start, end: i + date[0].length, text: date[0] });
      i += date[0].length;
      continue;
    }
    let j = leadingDot ? i + 1 : i;
    let group = 0;
    let sawDecimal = false;
    while (j < text.length) {
      const ch = text[j] as string;
      if (isDigit(ch)) {
        group++;
        j++;
        continue;
      }
      const runLength = digitRun(text, j + 1);
      if (ch === "€" && !sawDecimal && euroDecimal(text, j, decimalHint)) {
        sawDecimal = true;
        j += text[j + 1] === " " ? 2 : 1;
        continue;
      }
      if (GROUP_MARKS.has(ch) && runLength > 0 && !sawDecimal) {
        // "1,23,456" (Indian grouping): two digits followed by the same mark again are a group.
        const regrouped = text[j + 1 + runLength] === ch && isDigit(text[j + 2 + runLength]);
        sawDecimal = runLength !== 3 && ch !== "'" && ch !== "’" && !regrouped;
        group = 0;
        j++;
        continue;
      }
      if ((ch === "." || ch === ",") && text[j + 1] === " " && digitRun(text, j + 2) === 2 && !isDigit(text[j + 4]) && !sawDecimal) {
        sawDecimal = true;
        j += 2;
        continue;
      }
      if (ch === " " && group > 0 && group <= 3 && !sawDecimal && digitRun(text, j + 1) === 3 && !isDigit(text[j + 4])) {
        group = 0;
        j++;
        continue;
      }
      break;
    }
    found.push({ start, end: j, text: text.slice(start, j) });
    i = j;
  }
  return found;
}

/** `35€ 99` and `12€50` write the euro sign where the decimal comma goes. */
function euroDecimal(text: string, at: number, hint: string | null): boolean {
  if (text[at + 1] === " ") return digitRun(text, at + 2) === 2 && !isDigit(text[at + 4]);
  const run = digitRun(text, at + 1);
  return hint === "€" ? run > 0 : run === 2;
}

function digitRun(text: string, from: number): number {
  let n = 0;
  while (isDigit(text[from + n])) n++;
  return n;
}

const DATE = /^\d{1,2}[./]\d{1,2}[./]\d{2,4}(?!\d)/;
const MONTH = /(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s*$/i;
const UNIT_AFTER = /^\s?(?:%|ft\b|feet\b|cm\b|mm\b|kg\b|lbs?\b|oz\b|ml\b|GB\b|MB\b|TB\b|mAh\b|px\b|inch|pcs\b|шт\b)|^\+/;
const QUANTITY_BEFORE = /(?:заказ|order|qty|quantity|min\.?)\s*:?\s*$/i;

function excluded(text: string, n: NumberSpan): boolean {
  if (DATE.test(n.text)) return true;
  const before = text.slice(Math.max(0, n.start - 30), n.start);
  const after = text.slice(n.end, n.end + 12);
  if (UNIT_AFTER.test(after)) return true;
  if (/^-\d/.test(after) && /^\d{1,2}$/.test(n.text)) return true;
  if (/\d-$/.test(before) && /^\d{1,2}$/.test(n.text)) return true;
  if (/^(?:19|20)\d\d$/.test(n.text) && MONTH.test(before)) return true;
  return QUANTITY_BEFORE.test(before);
}

function chooseNumber(text: string, numbers: NumberSpan[], tokens: TokenSpan[]): NumberSpan | null {
  const usable = numbers.filter((n) => !excluded(text, n));
  if (usable.length === 0) return null;
  // "Was $120.00 Now $60.00": the price after the last "now", unless that one is a placeholder 0.
  const now = lastIndexOfWord(text, /\bnow\b/gi);
  const afterNow = now > 0 ? usable.filter((n) => n.start > now && Number(n.text.replace(/\D/g, "")) !== 0) : [];
  const candidates = afterNow.length ? afterNow : usable;
  const first = candidates[0] as NumberSpan;
  const priced = candidates.find((n) => adjacentCurrency(text, n, tokens) !== null);
  if (!priced || priced === first) return priced ?? first;
  // "From 26 to 50 €" is a range whose currency follows the second bound: the first bound is the price.
  const between = text.slice(first.end, priced.start);
  return RANGE.test(between) && !tokens.some((t) => t.start >= first.end && t.end <= priced.start) ? first : priced;
}

const RANGE = /^\s*(?:to|-|–|—|bis|à|a|до|od)\s*$/i;

function lastIndexOfWord(text: string, word: RegExp): number {
  let at = -1;
  for (const m of text.matchAll(word)) at = m.index ?? at;
  return at;
}

const GAP = /^[\s:]*$/;
/**
 * The currency written next to the number. A bare `$` defers to a code beside it
 * (`NZD $100.70`, `SGD$4.90`, `$1,190.00 AUD`).
 */
function adjacentCurrency(text: string, n: Span, tokens: TokenSpan[]): CurrencyToken | null {
  const before = tokens.findLast((t) => t.end <= n.start && GAP.test(text.slice(t.end, n.start)));
  const after = tokens.find((t) => t.start >= n.end && GAP.test(text.slice(n.end, t.start)));
  const outer = before && tokens.findLast((t) => t.end <= before.start && /^ ?$/.test(text.slice(t.end, before.start)));
  const near = [before, after, outer].filter((t): t is TokenSpan => t !== undefined);
  const first = near[0]?.token ?? null;
  if (first?.raw !== "$") return first;
  return near.find((t) => !t.token.ambiguous && /^[A-Z]{3}$/.test(t.token.raw))?.token ?? first;
}

function hintCurrency(hint: string): CurrencyToken | null {
  if (!hint) return null;
  const tokens = findCurrencies(hint);
  const exact = tokens.find((t) => t.token.raw === hint.trim());
  return exact?.token ?? tokens.find((t) => !t.token.nearNumberOnly)?.token ?? null;
}

/** Decides which separator is the decimal one and returns the amount as a plain decimal string. */
function toDecimal(raw: string, hint: string | null, currency: CurrencyToken | null): string | null {
  // Without a known separator, a leading dot is noise (`$.75,333`); with one, it may be the decimal point.
  const compact = raw.replace(/ /g, "");
  const text = hint || !/^\.+\d+[.,]/.test(compact) ? compact.replace(/^\.+/, ".") : compact.replace(/^\.+/, "");
  let separator: string | null = hint;
  if (!separator) separator = guessDecimalSeparator(text, currency);
  let digits = "";
  let decimalAt = separator ? text.lastIndexOf(separator) : -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (isDigit(ch)) digits += ch;
    else if (i === decimalAt) digits += ".";
  }
  if (!/\d/.test(digits)) return null;
  if (digits.startsWith(".")) digits = `0${digits}`;
  return digits.endsWith(".") ? digits.slice(0, -1) : digits;
}

function guessDecimalSeparator(text: string, currency: CurrencyToken | null): string | null {
  if (text.includes("€")) return "€";
  const marks = [...text.matchAll(/[.,]/g)].map((m) => ({ ch: m[0], at: m.index ?? 0 }));
  const last = marks[marks.length - 1];
  if (!last) return null;
  const tail = text.length - last.at - 1;
  const sameKind = marks.filter((m) => m.ch === last.ch).length;
  if (marks.some((m) => m.ch !== last.ch)) return last.ch;
  if (sameKind > 1) return null;
  if (tail !== 3) return last.ch;
  if (currency?.iso && THREE_DECIMAL_CURRENCIES.has(currency.iso)) return last.ch;
  return /^0[.,]/.test(text) ? last.ch : null;
}
