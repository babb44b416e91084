import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPY_FAILED_TEXT, LINK_COPIED_TEXT, ShareButton } from './share-button';

function setNavigator(members: Partial<Navigator>) {
  for (const [name, value] of Object.entries(members))
    Object.defineProperty(navigator, name, { value, configurable: true });
}

afterEach(() => {
  setNavigator({ share: undefined, clipboard: undefined });
});

describe('ShareButton', () => {
  it("opens the phone's share sheet with the page's title and link", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    setNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    render(<ShareButton title="Lou's Deep Dish" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: "Lou's Deep Dish", url: window.location.href });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('does nothing more when the visitor closes the share sheet', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const writeText = jest.fn();
    setNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    render(<ShareButton title="Lou's Deep Dish" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('without the Web Share API, copies the link and says so, by keyboard too', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator({ clipboard: { writeText } as unknown as Clipboard });
    render(<ShareButton title="Lou's Deep Dish" />);
    const button = screen.getByRole('button', { name: 'Copy link' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByRole('status')).toHaveTextContent(LINK_COPIED_TEXT);
  });

  it('says when the link could not be copied', async () => {
    setNavigator({
      clipboard: {
        writeText: jest.fn().mockRejectedValue(new Error('denied')),
      } as unknown as Clipboard,
    });
    render(<ShareButton title="Lou's Deep Dish" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(COPY_FAILED_TEXT);
  });
});
