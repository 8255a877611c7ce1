import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { PLATFORM_NAMES } from '../../../shared/social';
import { trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { ConfirmDialog } from '../../ui/Dialog';
import { PageSpinner } from '../../ui/Spinner';
import { AddSocialLinkDialog } from './AddSocialLinkDialog';
import type { SocialLink } from './types';
import { adminRefresh, useAdminAction } from './use-admin';
import { AdminSection } from './AdminSection';

type Settings = {
  embedInstagram: boolean;
  embedTwitter: boolean;
  embedFacebook: boolean;
  socialProofEnabled: boolean;
  showSocialSection: boolean;
};

const SETTING_LABELS: Record<keyof Settings, { label: string; hint: string }> = {
  showSocialSection: {
    label: 'Show the Connect With Us section',
    hint: 'The social section near the bottom of the landing page.',
  },
  socialProofEnabled: { label: 'Show follower counts', hint: 'Social proof on the landing page cards.' },
  embedInstagram: { label: 'Feature Instagram', hint: 'A large Instagram card at the top of the section.' },
  embedTwitter: { label: 'Feature X (Twitter)', hint: 'A large X card at the top of the section.' },
  embedFacebook: { label: 'Feature Facebook', hint: 'A large Facebook card at the top of the section.' },
};

/** Spec part 2 §2 Social media settings: the links and the section and embed toggles the public pages use. */
export function SocialMediaTab() {
  const social = useQuery({ ...trpc.admin.social.queryOptions(), ...adminRefresh });
  const [adding, setAdding] = useState(false);
  if (social.isPending) return <PageSpinner label="Loading social media settings..." />;
  if (social.isError) return <Alert tone="error">{ADMIN_MESSAGES.loadSocialFailed}</Alert>;
  return (
    <div className="admin-stack">
      <SettingsForm key={JSON.stringify(social.data.settings)} saved={social.data.settings} />
      <AdminSection
        title={`Links (${social.data.links.length})`}
        actions={<Button onClick={() => setAdding(true)}>Add Link</Button>}
      >
        <DataTable
          caption="Social media links"
          rows={social.data.links}
          rowKey={(link) => link.id}
          empty="No social media links yet. Add one to show it on the site."
          columns={[
            { header: 'Platform', cell: (link) => PLATFORM_NAMES[link.platform] },
            {
              header: 'Link',
              cell: (link) => (
                <span>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className="admin-filename">
                    {link.url.replace(/^https?:\/\//, '')}
                  </a>
                  {link.displayName || link.username ? (
                    <span className="muted"> · {link.displayName ?? link.username}</span>
                  ) : null}
                </span>
              ),
            },
            {
              header: 'Followers',
              numeric: true,
              cell: (link) => (link.followersCount === null ? '—' : link.followersCount.toLocaleString('en-US')),
            },
            { header: 'Active', cell: (link) => <LinkSwitch link={link} flag="isActive" label="Active" /> },
            {
              header: 'Homepage',
              cell: (link) => <LinkSwitch link={link} flag="showOnHomepage" label="On the homepage" />,
            },
            { header: 'Footer', cell: (link) => <LinkSwitch link={link} flag="showInFooter" label="In the footer" /> },
            { header: 'Actions', actions: true, cell: (link) => <DeleteLink link={link} /> },
          ]}
        />
      </AdminSection>
      <AddSocialLinkDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}

function SettingsForm({ saved }: { saved: Settings }) {
  const [settings, setSettings] = useState(saved);
  const run = useAdminAction();
  const save = useMutation(trpc.admin.updateSocialSettings.mutationOptions());
  const changed = (Object.keys(saved) as (keyof Settings)[]).some((key) => saved[key] !== settings[key]);
  return (
    <section className="dash-card" aria-labelledby="social-settings-title">
      <h2 id="social-settings-title">Display settings</h2>
      <div className="admin-toggles">
        {(Object.keys(SETTING_LABELS) as (keyof Settings)[]).map((key) => (
          <label key={key} className="check-row">
            <input
              type="checkbox"
              checked={settings[key]}
              onChange={(event) => setSettings((current) => ({ ...current, [key]: event.target.checked }))}
            />
            <span>
              {SETTING_LABELS[key].label}
              <span className="field-hint"> {SETTING_LABELS[key].hint}</span>
            </span>
          </label>
        ))}
      </div>
      <Button
        disabled={!changed}
        busy={save.isPending}
        busyLabel="Saving..."
        onClick={() => void run(() => save.mutateAsync(settings), { failure: ADMIN_MESSAGES.updateSocialFailed })}
      >
        Save Settings
      </Button>
    </section>
  );
}

function LinkSwitch({
  link,
  flag,
  label,
}: {
  link: SocialLink;
  flag: 'isActive' | 'showOnHomepage' | 'showInFooter';
  label: string;
}) {
  const run = useAdminAction();
  const update = useMutation(trpc.admin.updateSocialLink.mutationOptions());
  return (
    <label className="check-target">
      <input
        type="checkbox"
        className="admin-switch"
        aria-label={`${label}: ${PLATFORM_NAMES[link.platform]} ${link.url}`}
        checked={link[flag]}
        disabled={update.isPending}
        onChange={(event) =>
          void run(() => update.mutateAsync({ id: link.id, [flag]: event.target.checked }), {
            failure: ADMIN_MESSAGES.updateSocialFailed,
          })
        }
      />
    </label>
  );
}

function DeleteLink({ link }: { link: SocialLink }) {
  const run = useAdminAction();
  const remove = useMutation(trpc.admin.deleteSocialLink.mutationOptions());
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="secondary"
          className="btn-small btn-danger-quiet"
          aria-label={`Delete ${PLATFORM_NAMES[link.platform]} link ${link.url}`}
        >
          Delete
        </Button>
      }
      title="Delete this link?"
      description={`${PLATFORM_NAMES[link.platform]} (${link.url}) disappears from the site at once.`}
      confirmLabel="Delete Link"
      onConfirm={() => run(() => remove.mutateAsync({ id: link.id }), { failure: ADMIN_MESSAGES.deleteLinkFailed })}
    />
  );
}
