import type { ComponentType } from 'react';
import { AboutPage } from '../pages/about-page';
import { CookiesPage } from '../pages/cookies-page';
import { HomePage } from '../pages/home-page';
import { PrivacyPage } from '../pages/privacy-page';
import { SitemapPage } from '../pages/sitemap-page';
import { TermsPage } from '../pages/terms-page';
import { StaffPage } from '../staff/staff-page';

/** The component behind each `module` of the shell's src/routes.ts. */
export const SHELL_COMPONENTS: Record<string, ComponentType> = {
  HomePage,
  AboutPage,
  PrivacyPage,
  TermsPage,
  CookiesPage,
  SitemapPage,
  StaffPage,
};
