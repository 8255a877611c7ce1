import { Label } from 'radix-ui';
import { useId, type TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
}

/** A labelled multi-line input in the same look as the shared Field; the wizard's fields are optional. */
export function TextAreaField({ label, hint, required, rows = 4, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <Label.Root htmlFor={id} className="field-label">
        {label}
        {required ? null : <span className="field-optional"> (optional)</span>}
      </Label.Root>
      <textarea id={id} className="field-input booking-textarea" rows={rows} required={required} aria-describedby={hint ? hintId : undefined} {...textarea} />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
