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

  it('says a place with that name at that address is already listed, with a link to it', () => {
    renderAt({
      submittedPlace: 'Halsted St. Pizzeria',
      alreadyListed: {
        id: 'c-osm',
        name: 'Halsted Street Pizzeria',
        address: '2314 North Halsted Street, Chicago, IL',
        path: '/restaurant/c-osm',
        because: ['address', 'phone'],
      },
    });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Thanks! “Halsted St. Pizzeria” was submitted.');
    expect(notice).toHaveTextContent(
      'A place with that name at that address is already listed: Halsted Street Pizzeria (2314 North Halsted Street, Chicago, IL).',
    );
    expect(screen.getByRole('link', { name: 'Halsted Street Pizzeria' })).toHaveAttribute(
      'href',
      '/restaurant/c-osm',
    );
    expect(notice).not.toHaveTextContent('Our staff check each new place');
  });

  it('shows nothing on a directory visit that did not come from a submission', () => {
    const { container } = renderAt(null);
    expect(container).toBeEmptyDOMElement();
    renderAt({ submittedPlace: 42 });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
