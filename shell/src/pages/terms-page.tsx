import { useHasSampleCatalog } from '../api/get-site-sources';
import { ContentPage } from './content-page';

export function TermsPage() {
  // Said only while sample places exist: a real catalog has nothing fictional to warn of.
  const hasSample = useHasSampleCatalog();
  return (
    <ContentPage heading="Terms of Service">
      <p className="updated">Last updated: November 2026</p>
      <h2>Using Pizza Atlas</h2>
      <p>
        Pizza Atlas is provided as is. Listings, hours and prices can be out of date, and wait times
        are estimates; check with the restaurant before you go.
        {hasSample && ' Places marked “Sample data” are fictional.'} Labs are experiments: some are
        not finished, and demos show made-up data.
      </p>
      <p>Pizza Atlas is not for children under 13.</p>
      <h2>What you post</h2>
      <p>
        Reviews and submissions must be honest and your own, without hate, harassment, personal data
        of others or advertising. You keep ownership of what you write and give Pizza Atlas a
        licence to show it. We may remove content that breaks these rules.
      </p>
      <h2>Advertisers</h2>
      <p>
        Advertising packages will be governed by the order you accept when you sign up; sign-up has
        not opened yet.
      </p>
      <h2>Changes</h2>
      <p>We may update these terms; the date above shows the latest version.</p>
    </ContentPage>
  );
}
