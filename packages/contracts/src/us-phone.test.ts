import { CreateReviewSchema } from './reviews';
import { countCharacters } from './text-limits';
import { formatUsPhone, isUsPhone } from './us-phone';

describe('isUsPhone', () => {
  it.each(['(312) 555-0199', '312.555.0199', '+1 312 555 0199', '1-312-555-0199', '3125550199'])(
    'takes %j',
    (phone) => expect(isUsPhone(phone)).toBe(true),
  );

  it.each([
    'abc',
    '555-0123',
    '(012) 555-0123',
    '(312) 155-0199',
    'call 312 555 0199',
    '+44 20 7946 0958',
  ])('refuses %j', (phone) => expect(isUsPhone(phone)).toBe(false));

  it.each([
    ['773-555-0114 ext. 2', '2'],
    ['(773) 555-0114 x204', '204'],
    ['+1 773 555 0114, extension 12', '12'],
    ['773.555.0114 #3', '3'],
  ])('keeps the extension of %j', (text, ext) =>
    expect(formatUsPhone(text)).toEqual({
      phone: `+17735550114;ext=${ext}`,
      display_phone: `(773) 555-0114 ext. ${ext}`,
    }),
  );

  it('leaves the import its lenient reading', () => {
    expect(formatUsPhone('Tel: 312 555 0199')).toEqual({
      phone: '+13125550199',
      display_phone: '(312) 555-0199',
    });
  });
});

describe('review minimums', () => {
  const review = (reviewText: string, reviewerName: string) =>
    CreateReviewSchema.safeParse({ rating: 4, reviewText, reviewerName });

  it('counts characters as a person does, after trimming', () => {
    expect(countCharacters('🍕🍕')).toBe(2);
    // Nine characters, ten UTF-16 units: String.length would let it pass.
    expect('🍕 Good pi'.length).toBe(10);
    expect(review('  🍕 Good pi  ', 'Al').success).toBe(false);
    expect(review('🍕 Good pie', 'Al').success).toBe(true);
  });

  it('names each field under its minimum once, and an empty one by the spec', () => {
    const short = review('Too short', 'A');
    expect(short.success).toBe(false);
    expect(short.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['reviewText', 'Your review needs at least 10 characters.'],
      ['reviewerName', 'Your name needs at least 2 characters.'],
    ]);
    expect(review('   ', '').error?.issues.map((issue) => issue.message)).toEqual([
      'Please write a review',
      'Please enter your name',
    ]);
  });
});
