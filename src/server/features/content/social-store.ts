import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { socialLinks, socialSettings, type SocialLink } from '../../db/schema';
import { SEED_SOCIAL_LINKS } from './seed-data';

// The one module that writes the social_links and social_settings tables (decision 020): the
// first-start content, and what the admin's social media settings change.

/** The settings before anyone saved them; social_settings holds a single row, id 1. */
export function defaultSocialSettings() {
  return {
    id: 1,
    embedInstagram: false,
    embedTwitter: false,
    embedFacebook: false,
    socialProofEnabled: true,
    showSocialSection: true,
  };
}

const isEmpty = (db: DbOrTx, table: typeof socialLinks | typeof socialSettings) =>
  (db.select({ n: count() }).from(table).get()?.n ?? 0) === 0;

/** The first-start links and settings, each only into an empty table. */
export function fillEmptySocialTables(db: DbOrTx) {
  if (isEmpty(db, socialLinks)) db.insert(socialLinks).values(SEED_SOCIAL_LINKS).run();
  if (isEmpty(db, socialSettings)) db.insert(socialSettings).values(defaultSocialSettings()).run();
}

export function saveSocialSettings(db: DbOrTx, settings: Omit<typeof socialSettings.$inferInsert, 'id'>) {
  db.insert(socialSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: socialSettings.id, set: settings })
    .run();
}

export function insertSocialLink(db: DbOrTx, link: typeof socialLinks.$inferInsert): SocialLink {
  return db.insert(socialLinks).values(link).returning().get();
}

/** The link with its switches changed, or undefined when there is none. */
export function setSocialLinkFlags(
  db: DbOrTx,
  linkId: number,
  flags: Partial<Pick<SocialLink, 'isActive' | 'showOnHomepage' | 'showInFooter'>>,
): SocialLink | undefined {
  return db.update(socialLinks).set(flags).where(eq(socialLinks.id, linkId)).returning().get();
}

/** The link deleted, or undefined when there was none. */
export function deleteSocialLinkById(db: DbOrTx, linkId: number): SocialLink | undefined {
  return db.delete(socialLinks).where(eq(socialLinks.id, linkId)).returning().get();
}
