import { useId, useRef, useState, type ChangeEvent, type DragEvent, type RefObject } from 'react';
import './file-picker.css';

/**
 * A file input as a drop zone: drag files onto it, or press its button. The real
 * <input type="file"> stays in the page and carries the label, so assistive technology and tests
 * (setInputFiles, getByLabel) reach it; the button is the keyboard's way in.
 */
export function FilePicker({
  label,
  multiple = false,
  accept,
  disabled = false,
  hint,
  buttonLabel,
  files = [],
  onFiles,
  inputRef,
  describedBy,
  sizeOf,
}: {
  label: string;
  multiple?: boolean;
  accept?: string;
  disabled?: boolean;
  hint?: string;
  /** The button's text; by default "choose one" or "choose them". */
  buttonLabel?: string;
  /** The chosen files, listed under the zone (leave empty when the caller lists them itself). */
  files?: readonly File[];
  onFiles: (files: File[], event?: ChangeEvent<HTMLInputElement>) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  describedBy?: string;
  sizeOf?: (bytes: number) => string;
}) {
  const id = useId();
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  const [dragging, setDragging] = useState(false);
  const hintId = `${id}-hint`;
  const description = [hint ? hintId : null, describedBy].filter(Boolean).join(' ') || undefined;

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = Array.from(event.dataTransfer.files);
    if (dropped.length) onFiles(multiple ? dropped : dropped.slice(0, 1));
  }

  return (
    <div className="file-picker-wrap">
      <div
        className={`file-picker${dragging ? ' is-dragover' : ''}${disabled ? ' is-disabled' : ''}`}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={drop}
      >
        <input
          ref={input}
          id={id}
          type="file"
          className="sr-only"
          // The button below is the one stop for the keyboard; two would announce the same thing.
          tabIndex={-1}
          multiple={multiple}
          accept={accept}
          disabled={disabled}
          aria-describedby={description}
          onChange={(event) => onFiles(Array.from(event.target.files ?? []), event)}
        />
        <svg className="file-picker-icon" aria-hidden viewBox="0 0 24 24" width="28" height="28">
          <path d="M12 16V4M7 9l5-5 5 5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />
        </svg>
        <label htmlFor={id} className="file-picker-label">
          {label}
        </label>
        <p className="file-picker-prompt">
          {multiple ? 'Drag files here or ' : 'Drag a file here or '}
          <button
            type="button"
            className="file-picker-button"
            disabled={disabled}
            onClick={() => input.current?.click()}
            aria-describedby={description}
          >
            {buttonLabel ?? (multiple ? 'choose them' : 'choose one')}
          </button>
        </p>
        {hint ? (
          <p id={hintId} className="file-picker-hint">
            {hint}
          </p>
        ) : null}
      </div>
      {files.length ? (
        <ul className="file-picker-files" aria-label="Chosen files">
          {files.map((file) => (
            <li key={`${file.name}-${file.size}`}>
              <span className="file-picker-name">{file.name}</span>
              {sizeOf ? <span className="muted">{sizeOf(file.size)}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
