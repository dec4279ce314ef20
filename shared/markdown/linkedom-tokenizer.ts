import { Tokenizer } from "htmlparser2";

/**
 * linkedom parses with htmlparser2, whose tokenizer runs one turn of its state machine per
 * character: a bounds check, a read, a switch on the state and a state method, for every
 * character of text and of attribute values too. With entities decoded (as linkedom asks) those
 * two states only act on a few characters: text on `<` and `&`, a quoted value on its quote and
 * `&`; the tokenizer itself skips to the next `<` with a plain loop (`fastForwardTo`) only when
 * it does not decode entities. On median pages that per-character loop was a tenth of the
 * pipeline's time inside workerd (bench/md-speed/profile-workerd.mjs).
 *
 * This gives the two states the same skip for both characters they act on: the state method,
 * handed any other character, moves the index to just before the next of the two (the loop's
 * `index++` then lands on it), or to the end of the buffer as `fastForwardTo` does. Every other
 * character, and the tokenizer without entity decoding, goes to htmlparser2's own method, so the
 * callbacks, their order and their offsets are the ones the per-character loop produces.
 * Applied once, on import of the parse; the unit tests check the shape it relies on.
 */
interface TokenizerInternals {
  buffer: string;
  index: number;
  offset: number;
  decodeEntities: boolean;
  stateText(c: number): void;
  handleInAttributeValue(c: number, quote: number): void;
}

const LT = 0x3c;
const AMP = 0x26;

let applied = false;

export function useTokenizerSkips(): void {
  if (applied) return;
  applied = true;
  const proto = Tokenizer.prototype as unknown as TokenizerInternals;
  if (typeof proto.stateText !== "function" || typeof proto.handleInAttributeValue !== "function") return;
  const { stateText, handleInAttributeValue } = proto;
  proto.stateText = function (this: TokenizerInternals, c: number): void {
    if (c === LT || c === AMP || !this.decodeEntities) stateText.call(this, c);
    else skipToEither(this, LT, AMP);
  };
  proto.handleInAttributeValue = function (this: TokenizerInternals, c: number, quote: number): void {
    if (c === quote || c === AMP || !this.decodeEntities) handleInAttributeValue.call(this, c, quote);
    else skipToEither(this, quote, AMP);
  };
  patched = true;
}

/** Moves the index to just before the next `a` or `b` after it, or to the buffer's last character. */
function skipToEither(tokenizer: TokenizerInternals, a: number, b: number): void {
  const { buffer, offset } = tokenizer;
  let i = tokenizer.index - offset + 1;
  while (i < buffer.length) {
    const code = buffer.charCodeAt(i);
    if (code === a || code === b) break;
    i++;
  }
  tokenizer.index = offset + i - 1;
}

let patched = false;

/** Whether htmlparser2's tokenizer now skips runs of text and attribute values (for the unit tests). */
export function tokenizerSkipsInUse(): boolean {
  return patched;
}
