import { useId } from 'react';
import styled from 'styled-components';
import { color, countOf, radius, space } from '@pizza-atlas/ui';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${space(1)};
  }
`;

const Stars = styled.div`
  display: flex;
  gap: ${space(1)};
  & > span {
    position: relative;
  }
  /* The invisible radio covers its star, so a tap or click lands on the control itself. */
  & > span > input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
    z-index: 1;
  }
  label {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${radius.md};
    font-size: 1.8rem;
    line-height: 1;
    cursor: pointer;
    color: ${color.textMuted};
    opacity: 0.45;
    /* Drawn by CSS, so the label's text is just '4 stars'. */
    &::before {
      content: '★';
    }
  }
  label[data-lit='true'] {
    color: ${color.star};
    opacity: 1;
  }
  input:focus-visible + label {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

/** Five radio buttons drawn as stars: arrow keys move between them, as in any radio group. */
export function RatingInput({
  value,
  onChange,
  onBlur,
  describedBy,
  disabled,
}: {
  value: number;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  describedBy?: string;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <Group aria-describedby={describedBy} disabled={disabled} onBlur={onBlur}>
      <legend>Rating</legend>
      <Stars>
        {[1, 2, 3, 4, 5].map((rating) => (
          <span key={rating}>
            <input
              type="radio"
              id={`${name}-${rating}`}
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              data-autofocus={rating === 1 ? true : undefined}
            />
            <label htmlFor={`${name}-${rating}`} data-lit={rating <= value}>
              <span className="visually-hidden">
                {countOf(rating, { one: 'star', other: 'stars' })}
              </span>
            </label>
          </span>
        ))}
      </Stars>
    </Group>
  );
}
