import { Route, Routes } from 'react-router-dom';
import { availableRoutes, useManifest } from '@pizza-atlas/platform';
import { RemoteModule } from '../remotes/remote-module';
import { AboutPage } from '../pages/about-page';
import { CookiesPage } from '../pages/cookies-page';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PrivacyPage } from '../pages/privacy-page';
import { SitemapPage } from '../pages/sitemap-page';
import { TermsPage } from '../pages/terms-page';

/** The single router: shell pages, then the routes of every active remote and lab. */
export function AppRoutes() {
  const manifest = useManifest();
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
      <Route path="/terms" element={<TermsPage />} />
      <Route path="/cookies" element={<CookiesPage />} />
      <Route path="/sitemap" element={<SitemapPage />} />
      {availableRoutes(manifest).map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={<RemoteModule key={route.path} remote={route.remote} module={route.module} />}
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
