import { useCombobox } from 'downshift';
import { useState, type ComponentProps, type ComponentType, type Ref } from 'react';
import styled from 'styled-components';
import type { PlaceSuggestion } from '@pizza-atlas/contracts';
import { color, radius, shadow, space } from '@pizza-atlas/ui';
import { usePlaceSuggestions } from './api/get-place-suggestions';

const Wrapper = styled.div`
  position: relative;
  flex: 1;
  display: flex;
  min-width: 0;
  > input {
    flex: 1;
    min-width: 0;
  }
`;

const Menu = styled.ul`
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

/**
 * The location box with suggestions as you type (cities with their state, ZIP codes,
 * states): an ARIA 1.2 combobox from downshift. Arrow keys move through the list, Enter
 * chooses, Escape closes; with nothing highlighted, Enter submits the form as typed. The input is
 * server-rendered as a plain text box and works before the page is live.
 */
export function LocationCombobox({
  id,
  input: Input,
  inputRef,
  value,
  onChange,
  onChoose,
  placeholder,
}: LocationComboboxProps) {
  // Suggestions only once the visitor types here, not for a location the page arrived with.
  const [typing, setTyping] = useState(false);
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
