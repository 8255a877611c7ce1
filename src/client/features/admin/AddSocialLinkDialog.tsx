import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { PLATFORM_NAMES, SOCIAL_PLATFORMS, type SocialPlatform } from '../../../shared/social';
import { fieldErrorsOf, trpc } from '../../lib/trpc';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
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
  const [platform, setPlatform] = useState<SocialPlatform>('instagram');
  const [form, setForm] = useState({ url: '', username: '', displayName: '', followersCount: '' });
  const [flags, setFlags] = useState({ isActive: true, showOnHomepage: true, showInFooter: true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = useAdminAction();
  const add = useMutation(
    trpc.admin.addSocialLink.mutationOptions({ onError: (error) => setErrors(fieldErrorsOf(error)) }),
  );
  const set = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setForm((current) => ({ ...current, [key]: event.target.value }));
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.url.trim()) return setErrors({ url: ADMIN_MESSAGES.urlRequired });
    const result = await run(
      () => add.mutateAsync({ platform, ...form, followersCount: form.followersCount || null, ...flags }),
      { failure: ADMIN_MESSAGES.addLinkFailed },
    );
    if (result) onDone();
  }

  return (
    <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor="social-platform" className="field-label">
          Platform
        </label>
        <select
          id="social-platform"
          className="field-input"
          value={platform}
          onChange={(event) => setPlatform(event.target.value as SocialPlatform)}
        >
          {SOCIAL_PLATFORMS.map((value) => (
            <option key={value} value={value}>
              {PLATFORM_NAMES[value]}
            </option>
          ))}
        </select>
      </div>
      <Field
        label="URL"
        type="url"
        required
        placeholder="https://"
        value={form.url}
        error={errors.url}
        onChange={set('url')}
        maxLength={500}
      />
      <Field
        label="Username"
        value={form.username}
        error={errors.username}
        onChange={set('username')}
        maxLength={100}
        placeholder="@goldlinestudio"
      />
      <Field
        label="Display name"
        value={form.displayName}
        error={errors.displayName}
        onChange={set('displayName')}
        maxLength={100}
      />
      <Field
        label="Followers count"
        inputMode="numeric"
        value={form.followersCount}
        error={errors.followersCount}
        onChange={set('followersCount')}
        maxLength={20}
        hint="A number, like 1200; leave empty to hide it."
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
            <input
              type="checkbox"
              checked={flags[key]}
              onChange={(event) => setFlags((current) => ({ ...current, [key]: event.target.checked }))}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!form.url.trim()} busy={add.isPending} busyLabel="Adding...">
          Add Link
        </Button>
      </div>
    </form>
  );
}
