import type { UseFormRegisterReturn } from 'react-hook-form';
import { ADMIN_PERMISSION_KEYS, ADMIN_PERMISSIONS, type AdminPermission } from '../../../shared/admin';

/**
 * A standard admin's areas, one checkbox each, bound to the form's `permissions` list: the create
 * admin and change access modals. Areas outside `grantable` (what the caller holds) stay disabled.
 */
export function AreaCheckboxes({
  binding,
  grantable = ADMIN_PERMISSION_KEYS,
}: {
  binding: UseFormRegisterReturn;
  grantable?: readonly AdminPermission[];
}) {
  return (
    <fieldset className="admin-fieldset">
      <legend className="field-label">Permissions</legend>
      {ADMIN_PERMISSION_KEYS.map((permission) => (
        <label key={permission} className="check-row">
          <input type="checkbox" value={permission} disabled={!grantable.includes(permission)} {...binding} />{' '}
          {ADMIN_PERMISSIONS[permission]}
        </label>
      ))}
    </fieldset>
  );
}
