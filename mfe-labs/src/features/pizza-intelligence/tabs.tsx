import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { color, radius, space } from '@pizza-atlas/ui';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

const List = styled.div`
  display: flex;
  gap: ${space(1)};
  padding: ${space(1)};
  margin-bottom: ${space(5)};
  border-radius: ${radius.pill};
  background: ${color.surfaceMuted};
`;

const Tab = styled.button`
  flex: 1 1 0;
  min-height: 44px;
  padding: ${space(2)} ${space(2)};
  line-height: 1.2;
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: ${color.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${color.surface};
    color: ${color.text};
    box-shadow: inset 0 0 0 1px ${color.border};
  }
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

/**
 * Panels stay mounted when hidden, so the analyzer keeps its answer across tabs.
 * WAI-ARIA tabs with automatic activation: Left/Right move to the previous/next tab (and
 * wrap), Home/End to the first/last; only the selected tab is in the Tab order. A page that
 * keeps the tab in its URL passes `selected` and `onSelect`.
 */
export function Tabs({
  label,
  items,
  selected: chosen,
  onSelect,
}: {
  label: string;
  items: TabItem[];
  selected?: string;
  onSelect?: (id: string) => void;
}) {
  const [own, setOwn] = useState(items[0]?.id);
  const selected = items.some((item) => item.id === chosen) ? chosen : own;
  const setSelected = (id: string) => {
    setOwn(id);
    onSelect?.(id);
  };
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + items.length) % items.length;
    setSelected(items[next].id);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  return (
    <div>
      <List role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <Tab
            key={item.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={item.id === selected}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={item.id === selected ? 0 : -1}
            onClick={() => setSelected(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={item.id !== selected}
          tabIndex={0}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
