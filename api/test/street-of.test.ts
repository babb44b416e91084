import { streetOf } from '../src/geo/geocode-address';

describe('streetOf: the street part of a submitted address', () => {
  it.each([
    ['12 Main St, Springfield, IL 62701', '12 Main St'],
    [
      '2450 North Lincoln Park West Boulevard, Suite 1200-B, Chicago, IL 60614',
      '2450 North Lincoln Park West Boulevard, Suite 1200-B',
    ],
    ['12 Main St, Springfield IL 62701', '12 Main St'],
    ['12 Main St, Suite 4, Springfield, Illinois', '12 Main St, Suite 4'],
    ['12 Main St, Springfield, IL, 62701, USA', '12 Main St'],
    ['12 Main St, Unit 2, IL 62701', '12 Main St, Unit 2'],
    ['12 Main St', '12 Main St'],
    ['  12 Main St  ', '12 Main St'],
  ])('%j → %j', (address, street) => expect(streetOf(address)).toBe(street));

  it('drops the city the address was placed in when no state follows it', () => {
    expect(streetOf('350 W Hubbard St, Floor 2, Chicago', 'Chicago')).toBe(
      '350 W Hubbard St, Floor 2',
    );
    expect(streetOf('350 W Hubbard St, Floor 2, Chicago')).toBe(
      '350 W Hubbard St, Floor 2, Chicago',
    );
  });
});
