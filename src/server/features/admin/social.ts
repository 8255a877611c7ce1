import type { z } from 'zod';
import {
  ADMIN_MESSAGES,
  type socialLinkFlagsInput,
  type socialLinkInput,
  type socialSettingsInput,
} from '../../../shared/schemas/admin';
import { PLATFORM_NAMES } from '../../../shared/social';
import type { User } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { deleteSocialLinkById, insertSocialLink, saveSocialSettings, setSocialLinkFlags } from '../content';
import { audit } from '../../core/audit';

// The admin side of spec part 2 §2 Social media settings; the public side reads getSocialMedia.

export function updateSocialSettings(deps: AppDeps, admin: User, input: z.output<typeof socialSettingsInput>) {
  saveSocialSettings(deps.db, input);
  const on = Object.entries(input)
    .filter(([, value]) => value)
    .map(([key]) => key);
  audit(deps, admin, 'update_social_settings', on.length ? `on: ${on.join(', ')}` : 'all off');
  deps.events.adminChanged('social');
  return { message: ADMIN_MESSAGES.socialUpdated };
}

export function addSocialLink(deps: AppDeps, admin: User, input: z.output<typeof socialLinkInput>) {
  const link = insertSocialLink(deps.db, input);
  audit(deps, admin, 'add_social_link', `${PLATFORM_NAMES[link.platform]}: ${link.url}`);
  deps.events.adminChanged('social');
  return { message: ADMIN_MESSAGES.linkAdded, id: link.id };
}

/** The active, homepage and footer switches of one link. */
export function updateSocialLinkFlags(deps: AppDeps, admin: User, input: z.output<typeof socialLinkFlagsInput>) {
  const { id, ...flags } = input;
  const link = setSocialLinkFlags(deps.db, id, flags);
  if (!link) throw notFound(ADMIN_MESSAGES.linkNotFound);
  audit(
    deps,
    admin,
    'update_social_link',
    `${PLATFORM_NAMES[link.platform]}: ${Object.entries(flags)
      .map(([key, value]) => `${key} ${value ? 'on' : 'off'}`)
      .join(', ')}`,
  );
  deps.events.adminChanged('social');
  return { message: ADMIN_MESSAGES.socialUpdated };
}

export function deleteSocialLink(deps: AppDeps, admin: User, id: number) {
  const link = deleteSocialLinkById(deps.db, id);
  if (!link) throw notFound(ADMIN_MESSAGES.linkNotFound);
  audit(deps, admin, 'delete_social_link', `${PLATFORM_NAMES[link.platform]}: ${link.url}`);
  deps.events.adminChanged('social');
  return { message: ADMIN_MESSAGES.linkDeleted };
}
