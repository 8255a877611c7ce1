import * as Label from '@radix-ui/react-label';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../shared/rules';

interface FieldFrame {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** The label, hint and inline error around one control, wired for screen readers. */
function useFieldFrame({ label, error, hint }: FieldFrame, required: boolean | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const control = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  const frame = (children: ReactNode) => (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <Label.Root htmlFor={id} className="field-label">
        {label}
        {required ? null : <span className="field-optional"> (optional)</span>}
      </Label.Root>
      {children}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
  return { control, frame };
}

export interface FieldProps extends Omit<ComponentProps<'input'>, 'id'>, FieldFrame {}

/** A labelled input with its inline error, wired for screen readers (aria-invalid, aria-describedby). */
export function Field({ label, error, hint, required, ...input }: FieldProps) {
  const { control, frame } = useFieldFrame({ label, error, hint }, required);
  return frame(<input className="field-input" required={required} {...control} {...input} />);
}

/** A password being chosen: password managers offer a new one, and the hint says the length rule. */
export function NewPasswordField(props: Omit<FieldProps, 'type' | 'autoComplete' | 'hint'>) {
  return (
    <Field
      type="password"
      autoComplete="new-password"
      hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      {...props}
    />
  );
}

type PasswordInput = Omit<FieldProps, 'label' | 'type' | 'autoComplete' | 'hint' | 'required' | 'maxLength'>;

/** A password being chosen, then typed again to catch a slip; both are required. */
export function NewPasswordFields({
  label = 'Password',
  maxLength,
  password,
  confirmation,
}: {
  /** "New password" where it replaces the current one. */
  label?: 'Password' | 'New password';
  maxLength?: number;
  password: PasswordInput;
  confirmation: PasswordInput;
}) {
  return (
    <>
      <NewPasswordField label={label} required maxLength={maxLength} {...password} />
      <Field
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        required
        maxLength={maxLength}
        {...confirmation}
      />
    </>
  );
}

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'>, FieldFrame {}

/**
 * The multi-line Field. A required one is marked for assistive technology only, so the form's own
 * check shows the spec's message rather than the browser's bubble.
 */
export function TextAreaField({ label, error, hint, required, rows = 4, ...textarea }: TextAreaFieldProps) {
  const { control, frame } = useFieldFrame({ label, error, hint }, required);
  return frame(
    <textarea
      className="field-input field-textarea"
      rows={rows}
      aria-required={required || undefined}
      {...control}
      {...textarea}
    />,
  );
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'>, FieldFrame {
  /** A select always has a choice, so it is marked optional only when its empty option is a fine answer. */
  optional?: boolean;
}

/** The Field of a choice from a list; its options are the children. */
export function SelectField({ label, error, hint, optional = false, children, ...select }: SelectFieldProps) {
  const { control, frame } = useFieldFrame({ label, error, hint }, !optional);
  return frame(
    <select className="field-input" {...control} {...select}>
      {children}
    </select>,
  );
}
