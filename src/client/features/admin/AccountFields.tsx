import type { FieldBinding } from '../../lib/use-schema-form';
import { Field, NewPasswordField } from '../../ui/Field';

/** The email, name and password both create forms ask for (spec part 2 §5: all three required). */
export function AccountFields({ field }: { field: (name: 'email' | 'name' | 'password') => FieldBinding }) {
  return (
    <>
      <Field label="Email" type="email" required autoComplete="off" maxLength={254} {...field('email')} />
      <Field label="Name" required autoComplete="off" maxLength={120} {...field('name')} />
      <NewPasswordField label="Password" required maxLength={256} {...field('password')} />
    </>
  );
}
