import styled, { css } from 'styled-components';
import { color, radius, space } from './tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: 44px;
  padding: ${space(2)} ${space(5)};
  border-radius: ${radius.pill};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  border: 1px solid transparent;
  transition: background-color 120ms ease;
  ${({ $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${color.primary};
          color: ${color.primaryText};
          &:hover:not(:disabled) {
            background: ${color.primaryHover};
          }
        `
      : $variant === 'secondary'
        ? css`
            background: ${color.surface};
            color: ${color.text};
            border-color: ${color.border};
            &:hover:not(:disabled) {
              background: ${color.surfaceMuted};
            }
          `
        : css`
            background: transparent;
            color: ${color.text};
            &:hover:not(:disabled) {
              background: ${color.surfaceMuted};
            }
          `}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const Button = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;
