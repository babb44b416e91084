import { screen } from '@testing-library/react';
import { ALL_REMOTES, manifestWith, renderWithManifest } from '../test/render-with-frame';
import { TermsPage } from './terms-page';

it('TermsPage excludes children under 13 and says what is sample data or an estimate', () => {
  renderWithManifest(<TermsPage />, manifestWith(ALL_REMOTES), '/terms');
  expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  expect(screen.getByText('Pizza Atlas is not for children under 13.')).toBeInTheDocument();
  expect(screen.getByText(/wait times are estimates/)).toHaveTextContent(
    'Places marked “Sample data” are fictional.',
  );
});
