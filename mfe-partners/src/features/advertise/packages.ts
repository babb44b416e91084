import type { AdPackageId } from '@pizza-atlas/contracts';

/** The advertising packages of spec sections 3 and 9: display only, nothing is charged here. */
export interface AdPackage {
  /** The package's id in accounts (contracts' AD_PACKAGE_IDS). */
  id: AdPackageId;
  name: string;
  /** Launch price, dollars per month. */
  price: number;
  /** The regular price, shown struck through. */
  regularPrice: number;
  summary: string;
  includes: readonly string[];
  featured?: boolean;
}

export const AD_PACKAGES: readonly AdPackage[] = [
  {
    id: 'featured-listing',
    name: 'Featured Listing',
    price: 49,
    regularPrice: 196,
    summary: 'Stand out in search results and the directory.',
    includes: [
      'Featured badge on your listing',
      'Higher placement in search results in your city',
      'Photos, hours and menu link kept up to date',
      'Monthly views report',
    ],
  },
  {
    id: 'promoted-spotlight',
    name: 'Promoted Spotlight',
    price: 89,
    regularPrice: 356,
    summary: 'Be the place people see first in your area.',
    includes: [
      'Everything in Featured Listing',
      'Spotlight on your state and city guide pages',
      'Promoted placement on the home page in your region',
      'Weekly views and clicks report',
    ],
    featured: true,
  },
  {
    id: 'partnership',
    name: 'Partnership Package',
    price: 149,
    regularPrice: 596,
    summary: 'For groups and brands that want to grow with us.',
    includes: [
      'Everything in Promoted Spotlight',
      'Several locations under one account',
      'Co-branded features and launch promotions',
      'A dedicated partner contact',
    ],
  },
];

/** The launch special: 75% off each package's regular price. */
export const LAUNCH_DISCOUNT = '75% OFF';
