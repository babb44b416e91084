import { ContentPage } from './content-page';

export function CookiesPage() {
  return (
    <ContentPage heading="Cookie Policy">
      <p className="updated">Last updated: November 2026</p>
      <h2>What we store</h2>
      <ul>
        <li>Your theme choice (light, dark or system), in your browser&apos;s local storage.</li>
        <li>Your last search, in session storage, so the Back button returns to your results.</li>
        <li>For advertisers and staff who sign in, a secure session cookie.</li>
      </ul>
      <h2>How long</h2>
      <p>
        Session storage ends when you close the tab. Cookies typically last from 30 days to 2 years,
        depending on their purpose; sign-in cookies end when you sign out.
      </p>
      <h2>Your choices</h2>
      <p>
        You can clear or block cookies and storage in your browser settings; signing in then will
        not work.
      </p>
    </ContentPage>
  );
}
