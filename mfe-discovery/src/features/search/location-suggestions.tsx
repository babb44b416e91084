import { useCombobox } from 'downshift';
import { useLayoutEffect, useState } from 'react';
import styled from 'styled-components';
import type { PlaceSuggestion } from '@pizza-atlas/contracts';
import { color, space } from '@pizza-atlas/ui';
import { usePlaceSuggestions } from './api/get-place-suggestions';
import { Menu, Wrapper, type Caret, type LocationComboboxProps } from './location-combobox';

const Option = styled.li<{ $highlighted: boolean }>`
  padding: ${space(2)} ${space(4)};
  cursor: pointer;
  text-align: left;
  background: ${(p) => (p.$highlighted ? color.surfaceMuted : 'transparent')};
  .kind {
    margin-left: ${space(2)};
    color: ${color.textMuted};
    font-size: 0.85rem;
  }
`;

const KIND_LABELS: Record<PlaceSuggestion['kind'], string> = {
  city: 'City',
  zip: 'ZIP code',
  state: 'State',
};

export interface LocationSuggestionsProps extends LocationComboboxProps {
  /** The visitor typed in the plain box before this took over: suggest for that text. */
  typed: boolean;
  /** The plain box had the focus: take it back with this selection. */
  caret: Caret | null;
}

/**
 * The location box with suggestions as you type (cities with their state, ZIP codes,
 * states): an ARIA 1.2 combobox from downshift, loaded on the box's first use (see
 * location-combobox.tsx). Arrow keys move through the list, Enter chooses, Escape closes;
 * with nothing highlighted, Enter submits the form as typed.
 */
export function LocationSuggestions({
  id,
  input: Input,
  inputRef,
  value,
  onChange,
  onChoose,
  placeholder,
  typed,
  caret,
}: LocationSuggestionsProps) {
  // Suggestions only once the visitor types here, not for a location the page arrived with.
  // Text typed before this took over is looked up at once, but its list stays closed until
  // the next key or arrow: a list opening by itself, after the visitor has moved on (to the
  // submit button, say), would cover what they reach for.
  const [typing, setTyping] = useState(typed);
  const suggestions = usePlaceSuggestions(typing ? value : '');
  const { isOpen, highlightedIndex, closeMenu, getMenuProps, getInputProps, getItemProps } =
    useCombobox({
      id: `${id}-combobox`,
      inputId: id,
      items: suggestions,
      inputValue: value,
      itemToString: (item) => item?.value ?? '',
      // Never holds a choice, so choosing the same place twice still searches it.
      selectedItem: null,
      onInputValueChange: ({ inputValue }) => {
        setTyping(true);
        onChange(inputValue ?? '');
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) onChoose(selectedItem.value);
      },
    });
  const open = isOpen && suggestions.length > 0;
  // This box replaced the plain one the visitor is in: the focus and the caret stay.
  useLayoutEffect(() => {
    const box = document.getElementById(id);
    if (!caret || !(box instanceof HTMLInputElement)) return;
    box.focus();
    box.setSelectionRange(caret.start, caret.end, caret.direction);
    // Once, as it takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Wrapper>
      <Input
        {...getInputProps({
          ref: inputRef,
          name: 'location',
          type: 'search',
          autoComplete: 'off',
          placeholder,
          // The API's limit: a longer text could name no place.
          maxLength: 200,
          // The page's own <label for> names the box; downshift would point at a label id.
          'aria-labelledby': undefined,
          // Expanded only while the list shows options: downshift's isOpen is also true
          // while the first suggestions are on their way, over an empty list.
          'aria-expanded': open,
          // The text goes to the form's state in the input event itself: downshift calls
          // onInputValueChange from an effect, after React has put the old text back in
          // this controlled box, and a key typed in between was lost ("Chcgo L").
          onChange: (event) => {
            setTyping(true);
            onChange(event.currentTarget.value);
          },
          onKeyDown: (event) => {
            // Enter with no suggestion highlighted submits the form as typed: downshift
            // would otherwise keep it while its (possibly empty) list is open.
            if (event.key === 'Enter' && (!open || highlightedIndex < 0)) {
              (
                event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }
              ).preventDownshiftDefault = true;
              closeMenu();
            }
          },
        })}
      />
      <Menu {...getMenuProps({ 'aria-label': 'Suggested places' })}>
        {open &&
          suggestions.map((suggestion, index) => (
            <Option
              key={`${suggestion.kind}:${suggestion.value}`}
              $highlighted={highlightedIndex === index}
              {...getItemProps({ item: suggestion, index })}
            >
              {suggestion.label}
              <span className="kind">{KIND_LABELS[suggestion.kind]}</span>
            </Option>
          ))}
      </Menu>
    </Wrapper>
  );
}
