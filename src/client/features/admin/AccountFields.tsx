import { useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../shared/rules';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { Field } from '../../ui/Field';

/** The email, name and password both create forms ask for (spec part 2 §5: all three required). */
export function useAccountFields() {
  const [values, setValues] = useState({ email: '', name: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  function check(): boolean {
    const found: Record<string, string> = {};
    if (!values.email.trim()) found.email = ADMIN_MESSAGES.requiredUserFields;
    if (!values.name.trim()) found.name = ADMIN_MESSAGES.requiredUserFields;
    if (!values.password) found.password = ADMIN_MESSAGES.requiredUserFields;
    else if (values.password.length < PASSWORD_MIN_LENGTH) found.password = AUTH_MESSAGES.passwordTooShort;
    setErrors(found);
    return Object.keys(found).length === 0;
  }
  return { values, errors, setErrors, set, check };
}

export function AccountFields({ values, errors, set }: ReturnType<typeof useAccountFields>) {
  return (
    <>
      <Field
        label="Email"
        type="email"
        required
        autoComplete="off"
        value={values.email}
        error={errors.email}
        maxLength={254}
        onChange={(event) => set('email')(event.target.value)}
      />
      <Field
        label="Name"
        required
        autoComplete="off"
        value={values.name}
        error={errors.name}
        maxLength={120}
        onChange={(event) => set('name')(event.target.value)}
      />
      <Field
        label="Password"
        type="password"
        required
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        maxLength={256}
        onChange={(event) => set('password')(event.target.value)}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
    </>
  );
}
