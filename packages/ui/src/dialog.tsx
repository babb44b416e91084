import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { breakpoint, color, radius, space } from './tokens';

const Surface = styled.dialog<{ $width: string }>`
  width: min(${(p) => p.$width}, calc(100vw - ${space(6)}));
  max-height: calc(100dvh - ${space(8)});
  padding: 0;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: 0 16px 48px rgba(0, 0, 0, 0.3);
  &::backdrop {
    background: rgba(20, 14, 10, 0.55);
  }
  @media (max-width: ${breakpoint.sm}) {
    width: calc(100vw - ${space(4)});
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(5)} ${space(5)} 0;
  h2 {
    margin: 0;
    font-size: 1.25rem;
    line-height: 1.3;
  }
`;

const Body = styled.div`
  padding: ${space(4)} ${space(5)} ${space(5)};
`;

const Close = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  margin: -${space(2)} -${space(2)} 0 0;
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${color.surfaceMuted};
  }
`;

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Tab past the last control comes back to the first, and Shift+Tab past the first to the
 * last: showModal() makes the page inert, but browsers would otherwise move focus out to
 * their own toolbar.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const dialog = event.currentTarget;
  const tabbable = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)];
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page
 * inert and Tab cycles inside it, Escape and the backdrop close it, and focus returns to
 * whatever opened it. Children mount only while open, so forms inside start fresh; mark
 * the control to focus first with `data-autofocus`.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  width = '560px',
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  width?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // jsdom and very old browsers lack showModal: fall back to the open attribute.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // Start on the control the content marks, rather than the Close button.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      opener.current?.focus();
    }
  }, [open]);

  useEffect(() => () => opener.current?.focus(), []);

  return (
    <Surface
      ref={ref}
      $width={width}
      aria-labelledby={titleId}
      onKeyDown={keepFocusInside}
      // Escape: let React state close it, so the parent resets what it shows.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop lands on the <dialog> element itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <>
          <Header>
            <h2 id={titleId}>{title}</h2>
            <Close type="button" aria-label="Close" onClick={onClose}>
              ×
            </Close>
          </Header>
          <Body>{children}</Body>
        </>
      )}
    </Surface>
  );
}
