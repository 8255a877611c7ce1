import { useState, type ChangeEvent } from 'react';

/**
 * Controlled form values with their inline errors. `field(name)` gives an input its value, change
 * handler and error; editing a field clears its own error and any form-level ('_') error.
 */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function field(name: keyof T & string) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setErrors(({ [name]: _field, _: _form, ...rest }) => rest);
      },
    };
  }

  return { values, errors, setErrors, field };
}
