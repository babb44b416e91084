import { parseMenu, type OcrLine } from './parse-menu';

const lines = (...texts: [string, number][]): OcrLine[] =>
  texts.map(([text, confidence]) => ({ text, confidence }));

describe('parseMenu', () => {
  it('reads a dish and its price from each line, with the line confidence', () => {
    expect(
      parseMenu(lines(['Margherita 12.50', 91.6], ['Pepperoni $14', 88.2], ['Calzone 9', 70])),
    ).toEqual([
      { dish: 'Margherita', price: '12.50', confidence: 92 },
      { dish: 'Pepperoni', price: '14.00', confidence: 88 },
      { dish: 'Calzone', price: '9.00', confidence: 70 },
    ]);
  });

  it('drops dotted leaders, stray symbols and doubled spaces', () => {
    expect(
      parseMenu(
        lines(
          ['Margherita ....... 12.50', 85],
          ['• Quattro  Formaggi —— $15.75', 80],
          ['Hawaiian___ 13,00', 77],
        ),
      ),
    ).toEqual([
      { dish: 'Margherita', price: '12.50', confidence: 85 },
      { dish: 'Quattro Formaggi', price: '15.75', confidence: 80 },
      { dish: 'Hawaiian', price: '13.00', confidence: 77 },
    ]);
  });

  it('keeps the first of two prices (small and large)', () => {
    expect(parseMenu(lines(['Pepperoni 11.00 / 16.50', 90], ['Veggie $10 $15', 84]))).toEqual([
      { dish: 'Pepperoni', price: '11.00', confidence: 90 },
      { dish: 'Veggie', price: '10.00', confidence: 84 },
    ]);
  });

  it('does not take sizes or counts inside a name for a price', () => {
    expect(parseMenu(lines(['16" Cheese Pizza 15', 80], ['2 Slices & Soda 5.99', 82]))).toEqual([
      { dish: '16" Cheese Pizza', price: '15.00', confidence: 80 },
      { dish: '2 Slices & Soda', price: '5.99', confidence: 82 },
    ]);
  });

  it('leaves out headings, descriptions, phone numbers and noise', () => {
    expect(
      parseMenu(
        lines(
          ['PIZZA MENU', 95],
          ['Tomato, mozzarella and basil', 90],
          ['Call 555-1234', 88],
          ['12.50', 60],
          ['$ ~ 7', 20],
          ['', 0],
          ['ll | 1', 12],
        ),
      ),
    ).toEqual([]);
  });

  it('keeps confidence between 0 and 100', () => {
    expect(parseMenu(lines(['Marinara 8.25', 100.4], ['Bianca 9.75', -3]))).toEqual([
      { dish: 'Marinara', price: '8.25', confidence: 100 },
      { dish: 'Bianca', price: '9.75', confidence: 0 },
    ]);
  });
});
