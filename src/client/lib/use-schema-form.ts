import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** What a Field needs from the form: its name, value handlers and ref, and its error. */
export type FieldBinding = UseFormRegisterReturn & { error: string | undefined };

/**
 * A form checked by the same shared zod schema, and so with the same messages, as the procedure it
 * calls (decision 037). react-hook-form keeps the values in the inputs and shows each field's first
 * issue; after a submit, a field is checked again as it is edited. `field(name)` wires a Field (or
 * an input) to both, and the submit handler receives the schema's output (trimmed text).
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });

  const field = (name: Path<Input>, options?: RegisterOptions<Input, Path<Input>>): FieldBinding => ({
    ...form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message,
  });

  /** The server's field errors (tRPC's fieldErrors) where the schema's would show; '_' is the form's own. */
  function showServerErrors(fieldErrors: Record<string, string>) {
    for (const [name, message] of Object.entries(fieldErrors))
      form.setError(name === '_' ? 'root' : (name as Path<Input>), { message });
  }

  /** The form's submit handler: `handler` runs with the schema's output once every field passes. */
  const onSubmit =
    (handler: (values: Output) => unknown) =>
    (event?: BaseSyntheticEvent): void =>
      void form.handleSubmit(async (values) => {
        await handler(values);
      })(event);

  return { ...form, field, showServerErrors, onSubmit, formError: form.formState.errors.root?.message };
}
