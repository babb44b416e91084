import * as ToastPrimitive from '@radix-ui/react-toast';
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

/**
 * One toast at a time: 5000 ms by default, paused while hovered or focused,
 * dismissed by a 50 px swipe, Escape or the close button; F8 moves focus here.
 */
export function Toaster() {
  const { toasts, dismiss } = useToastStore();
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
      <Viewport hotkey={['F8']} label="Notifications ({hotkey})" />
    </ToastPrimitive.Provider>
  );
}
