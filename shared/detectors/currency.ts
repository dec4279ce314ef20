/**
 * Currency tokens as they appear next to prices, each with its ISO 4217 code when the token names
 * one currency. A token like `$` or `kr` is shared by several currencies: its ISO code is the most
 * common reading and `ambiguous` says so, so the detector keeps the raw symbol beside the code.
 */
export interface CurrencyToken {
  /** The token exactly as written on pages. */
  raw: string;
  /** ISO 4217 code (or `BTC`), null when the token alone does not say which currency. */
  iso: string | null;
  /** True when the token is used by more than one currency (`$`, `kr`, `R`). */
  ambiguous: boolean;
  /** Single letters and short words that are prices only right next to a number. */
  nearNumberOnly: boolean;
}

/** ISO 4217 codes accepted as written in upper case (and in lower case for the common ones). */
const ISO_CODES =
  "AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF " +
  "CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL " +
  "HRK HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD " +
  "MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR " +
  "RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS " +
  "UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWL BTC PTE DEM FRF ITL ESP NLG BEF ATS IEP GRD FIM RUR";
const LOWER_CASE_CODES = "eur usd gbp pln chf nzd mkd czk huf sek nok dkk rub uah inr jpy cny aud cad sgd hkd ron bgn";

/** [token, ISO code or "" when unknown, flags]: `a` ambiguous, `n` only next to a number. */
const TOKENS: ReadonlyArray<readonly [string, string, string?]> = [
  // Dollar family: the bare sign is USD by default but ambiguous.
  ["$", "USD", "a"], ["US$", "USD"], ["US $", "USD"], ["U$S", "USD"], ["USD$", "USD"], ["AU$", "AUD"], ["AU $", "AUD"],
  ["A$", "AUD"], ["AUD$", "AUD"], ["C$", "CAD"], ["CA$", "CAD"], ["CAD$", "CAD"], ["CAN$", "CAD"], ["CDN$", "CAD"],
  ["NZ$", "NZD"], ["NT$", "TWD"], ["HK$", "HKD"], ["S$", "SGD"], ["SG$", "SGD"], ["R$", "BRL"], ["MX$", "MXN"],
  ["Mex$", "MXN"], ["BZ$", "BZD"], ["CUC$", "CUC"], ["RD$", "DOP"], ["J$", "JMD"], ["MOP$", "MOP"], ["T$", "TOP"],
  ["TT$", "TTD"], ["$U", "UYU"], ["Z$", "ZWL"], ["G$", "GYD"], ["GY$", "GYD"], ["$b", "BOB"], ["N$", "NAD"],
  ["EC$", "XCD"], ["FJ$", "FJD"], ["SI$", "SBD"], ["WS$", "WST"], ["BD$", "BMD"], ["B$", "BSD"], ["Bds$", "BBD"],
  ["CI$", "KYD"], ["L$", "LRD"], ["ARS$", "ARS"], ["CLP$", "CLP"], ["COL$", "COP"], ["COP$", "COP"], ["UYU$", "UYU"],
  // Pound, euro, yen, yuan, won.
  ["£", "GBP", "a"], ["￡", "GBP"], ["₤", "", "a"], ["GBp", "GBP"], ["stg", "GBP"], ["pound", "GBP"], ["pounds", "GBP"],
  ["E£", "EGP"], ["ج.م", "EGP"], ["جنيه", "EGP"], ["€", "EUR"], ["euro", "EUR"], ["euros", "EUR"], ["Euro", "EUR"],
  ["¥", "JPY", "a"], ["￥", "JPY", "a"], ["円", "JPY"], ["yen", "JPY"], ["元", "CNY"], ["圆", "CNY"], ["圓", "CNY"],
  ["人民币", "CNY"], ["yuan", "CNY"], ["RMB", "CNY"], ["₩", "KRW"], ["원", "KRW"], ["원~", "KRW"],
  // Other signs.
  ["₹", "INR"], ["र", "NPR", "a"], ["₨", "", "a"], ["Rs", "INR", "a"], ["Rs.", "INR", "a"], ["Re", "INR", "a"],
  ["ரூ", "LKR"], ["රු", "LKR"], ["₽", "RUB"], ["руб", "RUB"], ["руб.", "RUB"], ["р.", "RUB"], ["Р", "RUB", "n"],
  ["Rbl", "RUB"], ["₴", "UAH"], ["грн", "UAH"], ["грн.", "UAH"], ["hrn", "UAH"], ["₪", "ILS"], ["ש״ח", "ILS"],
  ['ש"ח', "ILS"], ["ש'ח", "ILS"], ["ש.ח", "ILS"], ["ש.ח.", "ILS"], ["nis", "ILS"], ["NIS", "ILS"], ["ش.ج", "ILS"],
  ["₫", "VND"], ["đ", "VND"], ["VNĐ", "VND"], ["VND", "VND"], ["Đ", "VND", "n"], ["₺", "TRY"], ["TL", "TRY"], ["₼", "AZN"], ["₸", "KZT"],
  ["тг", "KZT"], ["тг.", "KZT"], ["тңг", "KZT"], ["₦", "NGN"], ["₱", "PHP"], ["₲", "PYG"], ["₵", "GHS"], ["GH₵", "GHS"],
  ["GH¢", "GHS"], ["¢", "", "a"], ["₡", "CRC"], ["₭", "LAK"], ["₮", "MNT"], ["₿", "BTC"], ["Ƀ", "BTC"], ["฿", "THB"],
  ["บาท", "THB"], ["₾", "GEL"], ["ლ", "GEL"], ["ლარი", "GEL"], ["lari", "GEL"], ["֏", "AMD"], ["؋", "AFN"],
  ["៛", "KHR"], ["₣", "", "a"], ["₶", "", "a"], ["ƒ", "ANG", "a"], ["﷼", "", "a"], ["৳", "BDT"], ["₠", "", "a"],
  // Words and abbreviations.
  ["Kč", "CZK"], ["kč", "CZK"], ["Kc", "CZK"], ["zł", "PLN"], ["Zł", "PLN"], ["zl", "PLN"], ["ZŁ", "PLN"], ["Ft", "HUF"],
  ["lei", "RON"], ["Lei", "RON"], ["LEI", "RON"], ["leu", "RON"], ["Rp", "IDR"], ["Rp.", "IDR"], ["RM", "MYR"],
  ["kr", "", "a"], ["kr.", "", "a"], ["Kr", "", "a"], [",-", "", "x"], ["SEK", "SEK"], ["лв", "BGN"], ["лв.", "BGN"],
  ["Br", "BYN", "a"], ["KD", "KWD"], ["د.ك", "KWD"], ["دينار كويتي", "KWD"], ["BD", "BHD"], [".د.ب", "BHD"],
  ["OMR", "OMR"], ["ر.ع", "OMR"], ["ر.ع.", "OMR"], ["ر.ق", "QAR"], ["QR", "QAR"], ["ر.س", "SAR"], ["SR", "SAR"],
  ["د.إ", "AED"], ["Dh", "AED", "a"], ["Dhs", "AED"], ["Dhs.", "AED"], ["درهم", "AED", "a"], ["د.م", "MAD"], ["د.م.", "MAD"],
  ["ريال", "", "a"], ["ریال", "IRR"], ["تومان", "IRR"], ["ر.ي", "YER"], ["د.ج", "DZD"], ["دج", "DZD"],
  ["د.ت", "TND"], ["DT", "TND"], ["د.أ", "JOD"], ["د.ا", "JOD"], ["دينار أردني", "JOD"], ["دينار", "", "a"],
  ["ع.د", "IQD"], ["د.ع", "IQD"], ["ID", "IQD", "n"], ["ل.د", "LYD"], ["د.ل", "LYD"], ["LD", "LYD"], ["ل.س", "SYP"],
  ["ل.ل", "LBP"], ["ج.س", "SDG"], ["ج.س.", "SDG"], ["ش.ص", "SOS"], ["د.", "", "a"], ["نافكا", "ERN"], ["ናቕፋ", "ERN"],
  ["Nfk", "ERN"], ["ብር", "ETB"], ["Birr", "ETB"], ["Dinara", "RSD"], ["din", "RSD"], ["din.", "RSD"], ["дин", "RSD"],
  ["Дин", "RSD"], ["дин.", "RSD"], ["ден", "MKD"], ["ДЕН", "MKD"], ["KM", "BAM"], ["км", "BAM"], ["Lek", "ALL"],
  ["Fr.", "CHF", "a"], ["SFr", "CHF"], ["SFr.", "CHF"], ["CHf", "CHF"], ["GFr", "", "a"], ["franc", "", "a"],
  ["francs", "", "a"], ["FBu", "BIF"], ["Fbu", "BIF"], ["CFA", "XOF", "a"], ["FCFA", "XAF", "a"], ["KMF", "KMF"],
  ["Fdj", "DJF"], ["FG", "GNF"], ["FRw", "RWF"], ["RF", "RWF"], ["R₣", "RWF"], ["Kn", "HRK"], ["kn", "HRK"],
  ["KSh", "KES"], ["KShs", "KES"], ["TSh", "TZS"], ["USh", "UGX"], ["MK", "MWK"], ["MT", "MZN"], ["Ar", "MGA"],
  ["ZK", "ZMW"], ["Rf", "MVR"], ["UM", "MRU"], ["Db", "STN"], ["Nu.", "BTN"], ["Nu", "BTN"], ["VT", "VUV"],
  ["Vt", "VUV"], ["Bs", "VES", "a"], ["Bs.", "VES", "a"], ["B/.", "PAB"], ["S/.", "PEN"], ["S/", "PEN"], ["Q", "GTQ", "n"],
  ["q", "GTQ", "n"], ["L", "", "an"], ["R", "ZAR", "an"], ["P", "BWP", "an"], ["E", "SZL", "an"], ["D", "GMD", "an"],
  ["K", "", "an"], ["G", "", "an"], ["с", "", "an"], ["Ks", "MMK"], ["NT", "TWD"], ["Sl", "SLL"], ["Le", "SLL", "n"],
  ["Esc", "CVE"], ["kwz", "AOA"], ["Kz", "AOA"], ["SPL", "", "a"], ["CND", "CAD"], ["som", "", "a"], ["so'm", "UZS"],
  ["soʻm", "UZS"], ["Sʻ", "UZS"], ["S'", "UZS"], ["сом", "KGS"], ["сўм", "UZS"], ["PTE", "PTE"], ["DEM", "DEM"],
];

function buildTokens(): CurrencyToken[] {
  const tokens = new Map<string, CurrencyToken>();
  const add = (raw: string, iso: string, flags = "") =>
    tokens.set(raw, { raw, iso: iso || null, ambiguous: flags.includes("a") || !iso, nearNumberOnly: flags.includes("n") });
  for (const code of ISO_CODES.split(" ")) add(code, code);
  for (const code of LOWER_CASE_CODES.split(" ")) add(code, code.toUpperCase());
  for (const [raw, iso, flags] of TOKENS) if (!flags?.includes("x")) add(raw, iso, flags);
  return [...tokens.values()];
}

/** Every known token, longest first so `US$` wins over `$` at the same position. */
export const CURRENCY_TOKENS: readonly CurrencyToken[] = buildTokens().sort((a, b) => b.raw.length - a.raw.length);

const BY_RAW = new Map(CURRENCY_TOKENS.map((t) => [t.raw, t]));
const BY_UPPER = new Map(CURRENCY_TOKENS.map((t) => [t.raw.toUpperCase(), t]));

/** ISO code for a raw token (`€` → `EUR`, `usd` → `USD`); null when unknown or ambiguous without a default. */
export function currencyToIso(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const trimmed = raw.trim();
  const token = BY_RAW.get(trimmed) ?? BY_UPPER.get(trimmed.toUpperCase());
  if (token) return token.iso;
  return /^[A-Z]{3}$/i.test(trimmed) && BY_RAW.has(trimmed.toUpperCase()) ? trimmed.toUpperCase() : null;
}

/** Currencies whose minor unit has three digits: `423.923 KD` is a decimal amount, not thousands. */
export const THREE_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(["KWD", "BHD", "OMR", "JOD", "TND", "LYD", "IQD"]);
