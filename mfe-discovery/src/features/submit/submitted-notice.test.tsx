import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SubmittedNotice } from './submitted-notice';

function renderAt(state: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/directory', state }]}>
      <SubmittedNotice />
    </MemoryRouter>,
  );
}

describe('SubmittedNotice', () => {
  it('confirms the place, says staff review it, and offers where to go', () => {
    renderAt({ submittedPlace: 'Slice of Heaven' });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Thanks! “Slice of Heaven” was submitted.');
    expect(notice).toHaveTextContent('Our staff check each new place before it appears');
    expect(screen.getByRole('link', { name: 'Add another place' })).toHaveAttribute(
      'href',
      '/submit',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('speaks of photos only when photos were sent', () => {
    const { unmount } = renderAt({ submittedPlace: 'Slice of Heaven', photos: 2 });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Photos you sent show once it is approved.',
    );
    unmount();
    renderAt({ submittedPlace: 'Slice of Heaven', photos: 0 });
    expect(screen.getByRole('status')).not.toHaveTextContent('Photos');
  });

  it('shows nothing on a directory visit that did not come from a submission', () => {
    const { container } = renderAt(null);
    expect(container).toBeEmptyDOMElement();
    renderAt({ submittedPlace: 42 });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
