import { useId, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { PHOTO_UPLOAD } from '@pizza-atlas/contracts';
import { Button, color, radius, space } from '@pizza-atlas/ui';
import { checkPhotos, formatBytes } from './photo-files';

const Zone = styled.label<{ $active: boolean }>`
  display: grid;
  place-items: center;
  gap: ${space(1)};
  padding: ${space(8)} ${space(4)};
  border: 2px dashed ${(p) => (p.$active ? color.primary : color.border)};
  border-radius: ${radius.lg};
  background: ${(p) => (p.$active ? color.surfaceMuted : color.surface)};
  text-align: center;
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  span {
    color: ${color.textMuted};
    font-size: 0.9rem;
  }
`;

const Files = styled.ul`
  list-style: none;
  margin: ${space(3)} 0 0;
  padding: 0;
  display: grid;
  gap: ${space(2)};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space(2)};
  }
`;

const Problems = styled.ul`
  margin: ${space(2)} 0 0;
  padding-left: ${space(5)};
  color: ${color.danger};
`;

/** Photos of the place: PNG or JPG, up to 10 MB each, by drag and drop or the file picker. */
export function PhotoDropZone({
  files,
  onChange,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}) {
  const [dragging, setDragging] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const id = useId();

  const add = (added: File[]) => {
    const checked = checkPhotos(files, added);
    setProblems(checked.problems);
    onChange(checked.accepted);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add([...event.dataTransfer.files]);
  };

  return (
    <div>
      <Zone
        htmlFor={id}
        $active={dragging}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <strong>Drop photos here or click to choose</strong>
        <span>PNG, JPG up to 10MB each</span>
        <input
          id={id}
          type="file"
          accept={PHOTO_UPLOAD.contentTypes.join(',')}
          multiple
          disabled={disabled}
          aria-describedby={problems.length ? `${id}-problems` : undefined}
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            // Clear the picker so choosing the same file again still fires a change.
            event.target.value = '';
          }}
        />
      </Zone>
      {problems.length > 0 && (
        <Problems id={`${id}-problems`} role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </Problems>
      )}
      {files.length > 0 && (
        <Files aria-label="Chosen photos">
          {files.map((file) => (
            <li key={`${file.name}:${file.size}`}>
              <span>
                {file.name} ({formatBytes(file.size)})
              </span>
              <Button
                type="button"
                $variant="ghost"
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((kept) => kept !== file))}
              >
                Remove
              </Button>
            </li>
          ))}
        </Files>
      )}
    </div>
  );
}
