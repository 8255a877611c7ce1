import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * An admin's level, one radio each, bound to the form's `adminLevel`: the create admin and change
 * access modals. The super admin choice stays disabled for a caller who may not give it.
 */
export function AdminLevelChoice({
  binding,
  superAllowed = true,
}: {
  binding: UseFormRegisterReturn;
  superAllowed?: boolean;
}) {
  return (
    <fieldset className="admin-fieldset">
      <legend className="field-label">Admin level</legend>
      <label className="check-row">
        <input type="radio" value="standard" {...binding} /> Standard: only the areas ticked below
      </label>
      <label className="check-row">
        <input type="radio" value="super_admin" disabled={!superAllowed} {...binding} /> Super admin: every area, and
        may create and change other admins
      </label>
    </fieldset>
  );
}
