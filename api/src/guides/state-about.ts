import type { GuideCity, UsState } from '@pizza-atlas/contracts';

// What a state's pizza is known for, where it has a style of its own. Written by us; each
// claim is a well-known regional style, not a ranking of real businesses.
const REGIONAL_NOTES: Readonly<Record<string, string>> = {
  CA: 'California gave the country the thin, chef-driven pie with unexpected toppings, and its cities now bake everything from sourdough Neapolitan to Detroit squares.',
  CT: "Connecticut's claim is New Haven apizza: oblong, charred at the edges in coal or wood ovens, with the white clam pie as its best-known order.",
  DC: "Washington's pizza follows its neighbourhoods: jumbo slices after a night out in Adams Morgan, and Neapolitan-certified ovens elsewhere in the city.",
  IL: 'Illinois means Chicago deep dish and stuffed pizza, but locals eat just as much thin, square-cut tavern-style pie, and the Quad Cities have a malty crust of their own.',
  IA: 'Iowa shares Quad City-style pizza with Illinois: a malt-tinged crust, spicy tomato sauce and toppings under the cheese, cut into strips with scissors.',
  MA: "Massachusetts has Boston's North End for Neapolitan pies and the South Shore's bar pizza: small, thin, cheese baked right to the pan's edge.",
  MI: 'Michigan is the home of Detroit-style pizza: baked in steel pans, cheese to the edges for a crisp frico crust, and sauce on top.',
  MO: 'Missouri is known for St. Louis-style pizza: a cracker-thin unleavened crust, Provel cheese and square cuts.',
  NJ: "New Jersey's Trenton tomato pie puts the sauce on top of the cheese, and its boardwalks sell thin slices by the thousands every summer.",
  NY: 'New York is the home of the large, thin, foldable slice, born in coal-oven pizzerias over a century ago, and of the Sicilian and grandma squares found across the state.',
  OH: 'Ohio Valley pizza is baked with sauce only, then topped with cold cheese and toppings; Columbus prefers a thin crust cut into squares.',
  PA: 'Pennsylvania has Philadelphia tomato pie served at room temperature, Old Forge pan pizza in the northeast and plenty of classic slice shops.',
  RI: 'Rhode Island bakeries sell pizza strips: rectangles of thick crust with a sweet tomato sauce and no cheese, eaten at room temperature.',
  TX: 'Texas cities mix wood-fired Neapolitan ovens, New York slice shops and barbecue-topped pies that could only come from here.',
  WA: 'Washington, Seattle above all, has a strong Neapolitan scene built on wood-fired ovens and Pacific Northwest produce.',
  WV: 'West Virginia shares Ohio Valley-style pizza and is the home of the pepperoni roll, a miner-era bread roll baked around pepperoni.',
  CO: "Colorado's Mountain Pie has a thick, braided crust meant to be eaten with honey once the slices are gone.",
};

function formatCount(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** The state page's paragraphs: its regional style where it has one, then what we list. */
export function stateAbout(
  state: UsState,
  cities: readonly GuideCity[],
  placeCount: number,
  /** Every place is from the fictional sample catalog. */
  allSample = false,
): string[] {
  const paragraphs: string[] = [];
  const note = REGIONAL_NOTES[state.code];
  if (note) paragraphs.push(note);
  const withPlaces = [...cities]
    .filter((city) => city.placeCount > 0)
    .sort((a, b) => b.placeCount - a.placeCount || a.name.localeCompare(b.name, 'en-US'));
  if (placeCount === 0) {
    paragraphs.push(
      `Pizza Atlas has no pizza places listed in ${state.name} yet. Know a good one? Suggest it and it will appear here once our team has checked it.`,
    );
  } else {
    const places = formatCount(
      placeCount,
      allSample ? 'sample pizza place' : 'pizza place',
      allSample ? 'sample pizza places' : 'pizza places',
    );
    const browse =
      'Open a city to see its places, or search the directory for any town or ZIP code in the state.';
    if (withPlaces.length === 1) {
      // All in one city: "most of them in Chicago" would suggest others elsewhere.
      const [only] = withPlaces;
      paragraphs.push(
        `Pizza Atlas lists ${places} in ${state.name}, ${placeCount === 1 ? 'in' : 'all of them in'} ${only!.name}. ${browse}`,
      );
    } else {
      const busiest = withPlaces.slice(0, 3).map((city) => city.name);
      const where = `${busiest.slice(0, -1).join(', ')} and ${busiest[busiest.length - 1]}`;
      // Two or three cities are named in full; of more, the busiest three hold "most of them".
      const which = withPlaces.length <= 3 ? `: ${where}` : `, most of them in ${where}`;
      paragraphs.push(
        `Pizza Atlas lists ${places} in ${formatCount(withPlaces.length, 'city', 'cities')} of ${state.name}${which}. ${browse}`,
      );
    }
    if (allSample)
      paragraphs.push(
        'The places listed here are sample data: fictional pizzerias placed in real cities to show how the guides work.',
      );
  }
  return paragraphs;
}
