import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, color, space } from '@pizza-atlas/ui';

export const LINK_COPIED_TEXT = 'Link copied';
export const COPY_FAILED_TEXT = "Couldn't copy the link. Copy it from the address bar.";

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(3)};
  margin-bottom: ${space(4)};
`;

const Confirmation = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${color.textMuted};
`;

/**
 * Shares the page: the phone's share sheet (Web Share API) where there is one, else the
 * link copied to the clipboard with a visible "Link copied". Closing the share sheet
 * without sharing is no failure; a share the browser refuses falls back to copying.
 */
export function ShareButton({ title }: { title: string }) {
  const [canShare, setCanShare] = useState(false);
  const [message, setMessage] = useState('');
  // The server cannot know the browser: "Copy link" there and at hydration.
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  const share = async () => {
    const url = window.location.href;
    setMessage('');
    if (canShare) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage(LINK_COPIED_TEXT);
    } catch {
      setMessage(COPY_FAILED_TEXT);
    }
  };

  return (
    <Box>
      <Button type="button" $variant="secondary" onClick={() => void share()}>
        {canShare ? 'Share' : 'Copy link'}
      </Button>
      <Confirmation role="status" aria-live="polite">
        {message}
      </Confirmation>
    </Box>
  );
}
