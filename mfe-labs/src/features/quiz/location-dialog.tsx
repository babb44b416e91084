import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, color, space } from '@pizza-atlas/ui';
import { requestLocation, type Coordinates } from './find-places';

const Text = styled.p`
  margin: 0 0 ${space(5)};
  color: ${color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(3)};
`;

/**
 * Asks before the browser does: `Allow Location` requests the position, `Skip Location`
 * only closes this dialog. Whatever the browser answers ends in `onLocated`, with the
 * position or without it.
 */
export function LocationDialog({
  open,
  onSkip,
  onLocated,
}: {
  open: boolean;
  onSkip: () => void;
  onLocated: (where: Coordinates | undefined) => void;
}) {
  const [isLocating, setLocating] = useState(false);
  // A request the visitor walked away from (Escape while waiting) must not navigate.
  const request = useRef(0);

  useEffect(() => {
    if (!open) {
      request.current += 1;
      setLocating(false);
    }
  }, [open]);

  const allow = async () => {
    const id = ++request.current;
    setLocating(true);
    const where = await requestLocation();
    if (id !== request.current) return;
    setLocating(false);
    onLocated(where);
  };

  return (
    <Dialog open={open} onClose={onSkip} title="Find pizza places near you" width="460px">
      <Text>
        Share your location to see pizza places near you that suit your pizza personality. Your
        browser asks first, and your position is used only for this search.
      </Text>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onSkip}>
          Skip Location
        </Button>
        <Button
          type="button"
          onClick={allow}
          disabled={isLocating}
          aria-busy={isLocating}
          data-autofocus
        >
          {isLocating ? 'Getting Location...' : 'Allow Location'}
        </Button>
      </Actions>
    </Dialog>
  );
}
