import { useMutation } from '@tanstack/react-query';
import { ADMIN_MESSAGES, socialLinkInput } from '../../../shared/schemas/admin';
import { PLATFORM_NAMES, SOCIAL_PLATFORMS } from '../../../shared/social';
import { fieldErrorsOf, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { Field, SelectField } from '../../ui/Field';
import { useAdminAction } from './use-admin';

/**
 * Spec part 2 §5 social link: the URL is required (Add stays disabled without it); followers parse to a number or
 * nothing.
 */
export function AddSocialLinkDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title="Add social media link">
      {open ? <AddLinkForm onDone={onClose} /> : null}
    </Dialog>
  );
}

function AddLinkForm({ onDone }: { onDone: () => void }) {
  const { onSubmit, field, register, watch, showServerErrors } = useSchemaForm(socialLinkInput, {
    platform: 'instagram',
    url: '',
    username: '',
    displayName: '',
    followersCount: '',
    isActive: true,
    showOnHomepage: true,
    showInFooter: true,
  });
  const run = useAdminAction();
  const add = useMutation(
    trpc.admin.addSocialLink.mutationOptions({ onError: (error) => showServerErrors(fieldErrorsOf(error)) }),
  );

  const submit = onSubmit(async (input) => {
    const result = await run(() => add.mutateAsync(input), { failure: ADMIN_MESSAGES.addLinkFailed });
    if (result) onDone();
  });

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <SelectField label="Platform" {...register('platform')}>
        {SOCIAL_PLATFORMS.map((value) => (
          <option key={value} value={value}>
            {PLATFORM_NAMES[value]}
          </option>
        ))}
      </SelectField>
      <Field label="URL" type="url" required placeholder="https://" maxLength={500} {...field('url')} />
      <Field label="Username" maxLength={100} placeholder="@goldlinestudio" {...field('username')} />
      <Field label="Display name" maxLength={100} {...field('displayName')} />
      <Field
        label="Followers count"
        inputMode="numeric"
        maxLength={20}
        hint="A number, like 1200; leave empty to hide it."
        {...field('followersCount')}
      />
      <fieldset className="admin-fieldset">
        <legend className="field-label">Where it shows</legend>
        {(
          [
            ['isActive', 'Active'],
            ['showOnHomepage', 'Show on the homepage'],
            ['showInFooter', 'Show in the footer'],
          ] as const
        ).map(([key, label]) => (
          <label key={key} className="check-row">
            <input type="checkbox" {...register(key)} /> {label}
          </label>
        ))}
      </fieldset>
      <DialogActions
        onCancel={onDone}
        submitLabel="Add Link"
        disabled={!watch('url').trim()}
        busy={add.isPending}
        busyLabel="Adding..."
      />
    </form>
  );
}
