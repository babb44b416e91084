import {
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type SyntheticEvent,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { color, radius, shadow, space } from '@pizza-atlas/ui';
import type { LocationSuggestions } from './location-suggestions';

/**
 * The box and its list: the same elements before and after the combobox takes over. Not
 * positioned: the list spans the nearest positioned ancestor, which each form makes the row
 * of the box and its submit button (decision 0062). The list opens under that row, as wide as
 * box and button together, so it never covers the button nor moves it.
 */
export const Wrapper = styled.div`
  flex: 1;
  display: flex;
  min-width: 0;
  > input {
    flex: 1;
    min-width: 0;
  }
`;

export const Menu = styled.ul`
  position: absolute;
  z-index: 20;
  top: calc(100% + ${space(1)});
  left: 0;
  right: 0;
  margin: 0;
  padding: ${space(1)} 0;
  list-style: none;
  background: ${color.surface};
  color: ${color.text};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  box-shadow: ${shadow};
  &:empty {
    display: none;
  }
`;

/** The list's id, which the box's aria-controls names (downshift's own pattern). */
const menuId = (id: string) => `${id}-combobox-menu`;

export interface LocationComboboxProps {
  id: string;
  /** The styled input to render (the hero's pill or the directory's field). */
  input: ComponentType<ComponentProps<'input'>>;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen: its value is the location to search. */
  onChoose: (value: string) => void;
  placeholder?: string;
}

/** Where the caret was in the plain box when the combobox took over. */
export interface Caret {
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
}

/**
 * The location box. Until the visitor first focuses, presses on or types in it, it is a plain
 * text box with the attributes of a closed ARIA 1.2 combobox, and submits its form with Enter
 * like any other; that first use loads the combobox with suggestions (downshift, in its own
 * chunk: location-suggestions.tsx), which takes the box's place with the same elements, the
 * text typed so far, the focus and the caret. The server renders the plain box.
 */
export function LocationCombobox(props: LocationComboboxProps) {
  const { id, input: Input, inputRef, value, onChange, placeholder } = props;
  const [live, setLive] = useState<{ Combobox: typeof LocationSuggestions } | null>(null);
  const [typed, setTyped] = useState(false);
  const caret = useRef<Caret | null>(null);
  const loading = useRef(false);

  const load = (event: SyntheticEvent<HTMLInputElement>) => {
    if (loading.current) return;
    loading.current = true;
    const box = event.currentTarget;
    import(/* webpackChunkName: "location-suggestions" */ './location-suggestions')
      .then(({ LocationSuggestions: Combobox }) => {
        // Read as it takes over: the visitor may have moved the caret or left the box since.
        caret.current =
          box.ownerDocument.activeElement === box
            ? {
                start: box.selectionStart ?? box.value.length,
                end: box.selectionEnd ?? box.value.length,
                direction: box.selectionDirection ?? 'none',
              }
            : null;
        // At once, so no keystroke lands between reading the caret and the swap.
        flushSync(() => setLive({ Combobox }));
      })
      .catch((error: unknown) => {
        // The box stays plain (it still searches what is typed); the next use tries again.
        loading.current = false;
        console.error('The location suggestions could not be loaded:', error);
      });
  };

  if (live) return <live.Combobox {...props} typed={typed} caret={caret.current} />;
  // The attributes in downshift's order, so the server's HTML is the combobox's, closed.
  return (
    <Wrapper>
      <Input
        aria-activedescendant=""
        aria-autocomplete="list"
        aria-controls={menuId(id)}
        aria-expanded={false}
        autoComplete="off"
        id={id}
        role="combobox"
        type="search"
        placeholder={placeholder}
        // The API's limit: a longer text could name no place.
        maxLength={200}
        name="location"
        value={value}
        ref={inputRef}
        onChange={(event) => {
          setTyped(true);
          onChange(event.target.value);
        }}
        onFocus={load}
        onPointerDown={load}
        onKeyDown={load}
      />
      <Menu id={menuId(id)} role="listbox" aria-label="Suggested places" />
    </Wrapper>
  );
}
