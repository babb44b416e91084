export const BRAND = {
  name: 'Pizza Atlas',
  tagline: "Pizza Atlas: America's Pizza Directory",
  /** Default share image: the hero graphic, sized for social cards. */
  shareImage: '/og-default.png',
  shareImageWidth: 1200,
  shareImageHeight: 630,
} as const;
