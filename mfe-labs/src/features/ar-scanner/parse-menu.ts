/** One line the OCR read, with its confidence (0–100) as the engine reports it. */
export interface OcrLine {
  text: string;
  confidence: number;
}

/** A dish the scanner found on a menu: its name, its price as printed, how sure the OCR was. */
export interface MenuDish {
  dish: string;
  /** The price in dollars, two decimals: "12.50". With two sizes, the first one. */
  price: string;
  /** Whole percent, 0–100: the OCR's confidence in the line. */
  confidence: number;
}

// A price: an optional $, dollars, optional cents. Cents may be read as ",50" by the OCR.
const PRICE = /(?<![\d.,])\$?\s?(?<![\d.,])(\d{1,3})(?:[.,](\d{2}))?(?![\d.,]?\d)/g;
// Dotted or dashed leaders between a dish and its price ("Margherita ....... 12.50").
const LEADERS = /[\s.·•…_\-–—:|]+$/;

function formatPrice(dollars: string, cents: string | undefined): string {
  return `${Number(dollars)}.${cents ?? '00'}`;
}

/** The dish name: the text before the first price, less leaders and stray symbols. */
function dishName(text: string): string {
  return text
    .replace(LEADERS, '')
    .replace(/^[^\p{L}\d]+/u, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** A name needs letters: "12.50" alone, "$ $" or "o 7" are noise, not dishes. */
function isDishName(name: string): boolean {
  const letters = name.match(/\p{L}/gu)?.length ?? 0;
  return letters >= 3 && letters / name.replace(/\s/g, '').length >= 0.5;
}

/**
 * Turns the lines the OCR read into dishes: a line with a name and, after it, a price
 * ($12.50, 12.50, 12,50 or 12). A line with two prices (small and large) keeps the first.
 * Lines without a price (headings, descriptions) or without a name (noise) are left out.
 * A bare number of 1–3 digits only counts as a price when it ends the line, so "2 slices"
 * or "16 inch" inside a name are not taken for one.
 */
export function parseMenu(lines: readonly OcrLine[]): MenuDish[] {
  const dishes: MenuDish[] = [];
  for (const line of lines) {
    const text = line.text.replace(/\s+/g, ' ').trim();
    for (const match of text.matchAll(PRICE)) {
      const [whole, dollars, cents] = match;
      const isMarked = whole.includes('$') || cents !== undefined;
      const rest = text.slice(match.index + whole.length);
      // A plain "16" mid-line is a size or a count; a price without $ or cents ends the line
      // or is followed only by another price.
      if (!isMarked && !/^[\s/|$.\d,]*$/.test(rest)) continue;
      const name = dishName(text.slice(0, match.index));
      if (!isDishName(name)) break;
      dishes.push({
        dish: name,
        price: formatPrice(dollars, cents),
        confidence: Math.round(Math.min(100, Math.max(0, line.confidence))),
      });
      break;
    }
  }
  return dishes;
}
