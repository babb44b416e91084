import * as ToastPrimitive from '@radix-ui/react-toast';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { TOAST_DURATION_MS, useToastStore } from '@pizza-atlas/platform';
import { color, radius, space } from '@pizza-atlas/ui';

const slideIn = keyframes`from { transform: translateX(calc(100% + 24px)); } to { transform: translateX(0); }`;

const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  width: min(420px, 100vw);
  margin: 0;
  padding: ${space(4)};
  list-style: none;
  outline: none;
`;

const Root = styled(ToastPrimitive.Root)<{ $variant: string }>`
  position: relative;
  display: grid;
  gap: ${space(1)};
  padding: ${space(4)} ${space(10)} ${space(4)} ${space(4)};
  border-radius: ${radius.md};
  border: 1px solid ${(p) => (p.$variant === 'destructive' ? color.danger : color.border)};
  background: ${(p) => (p.$variant === 'destructive' ? color.danger : color.surface)};
  color: ${(p) => (p.$variant === 'destructive' ? '#fff' : color.text)};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
  &[data-state='open'] {
    animation: ${slideIn} 160ms ease-out;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
`;

const Title = styled(ToastPrimitive.Title)`
  font-weight: 700;
`;

const Close = styled(ToastPrimitive.Close)`
  position: absolute;
  top: ${space(2)};
  right: ${space(2)};
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  cursor: pointer;
`;

/** The open modal <dialog>, if any: everything outside it is inert and under its backdrop. */
function topModalDialog(): HTMLDialogElement | null {
  const open = [...document.querySelectorAll('dialog[open]')] as HTMLDialogElement[];
  const modal = open.filter((dialog) => {
    try {
      return dialog.matches(':modal');
    } catch {
      return true; // a browser without :modal: an open dialog is the site's modal Dialog
    }
  });
  return modal.at(-1) ?? null;
}

/** Follows modal dialogs opening and closing anywhere on the page (any remote's). */
function useModalDialog(): HTMLDialogElement | null {
  // The toaster renders only in the browser (lazy-toaster.tsx), so the first render can
  // already sit inside a dialog that is open, never a frame under its backdrop.
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(topModalDialog);
  useEffect(() => {
    const update = () => setDialog(topModalDialog());
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
    update();
    return () => observer.disconnect();
  }, []);
  return dialog;
}

/**
 * One toast at a time: 5000 ms by default, paused while hovered or focused,
 * dismissed by a 50 px swipe, Escape or the close button; F8 moves focus here.
 * While a modal dialog is open the toasts show inside it, above its backdrop and
 * reachable (the rest of the page is inert then).
 */
export function Toaster({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { toasts, dismiss } = useToastStore();
  const dialog = useModalDialog();
  const list = useRef<HTMLOListElement>(null);
  // Loaded by a press of F8 (lazy-toaster.tsx): that press is answered once it is here.
  useEffect(() => {
    if (focusOnMount) list.current?.focus();
  }, [focusOnMount]);
  const viewport = <Viewport ref={list} hotkey={['F8']} label="Notifications ({hotkey})" />;
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
    >
      {toasts.map((item) => (
        <Root
          key={item.id}
          $variant={item.variant ?? 'default'}
          duration={item.duration ?? TOAST_DURATION_MS}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          data-testid="toast"
        >
          <Title>{item.title}</Title>
          {item.description && (
            <ToastPrimitive.Description>{item.description}</ToastPrimitive.Description>
          )}
          <Close aria-label="Close">×</Close>
        </Root>
      ))}
      {dialog ? createPortal(viewport, dialog) : viewport}
    </ToastPrimitive.Provider>
  );
}
