import { asc, count, eq } from 'drizzle-orm';
import { can, type AdminRights } from '../../../shared/admin';
import { CUSTOMER_PLAN_SLUGS, PLANS, PLAN_SLUGS, type Plan } from '../../../shared/plans';
import { tableWrites, type Db, type DbOrTx } from '../../db/client';
import { portfolioItems, socialLinks, socialSettings, websiteImages, WEBSITE_IMAGE_KEYS } from '../../db/schema';
import { SEED_PORTFOLIO, SEED_WEBSITE_IMAGES } from './seed-data';
import { defaultSocialSettings, fillEmptySocialTables } from './social-store';

export function listPortfolio(db: Db) {
  return db
    .select({
      id: portfolioItems.id,
      title: portfolioItems.title,
      description: portfolioItems.description,
      image: portfolioItems.image,
      imageAlt: portfolioItems.imageAlt,
      category: portfolioItems.category,
      technologies: portfolioItems.technologies,
    })
    .from(portfolioItems)
    .orderBy(asc(portfolioItems.sortOrder), asc(portfolioItems.id))
    .all();
}

// Everything a public page shows from the database. Only the social links and settings are edited
// at run time (admin/social.ts); the portfolio and the website images are written by
// seedPublicContent alone, at first start, and no route or procedure changes them today. Writes
// are counted by triggers, so an editor added for either later is seen without being told about.
const publicContentWrites = ['social_links', 'social_settings', 'portfolio_items', 'website_images'].map(tableWrites);

/**
 * A number that changes whenever a write through this connection (the only writer of these tables)
 * may have changed what a public page shows: the rendered pages' cache is keyed on it.
 */
export function publicContentVersion(db: Db): number {
  let version = 0;
  for (const writes of publicContentWrites) version += writes(db).count;
  return version;
}

export type WebsiteImages = Record<(typeof WEBSITE_IMAGE_KEYS)[number], string>;

export function getWebsiteImages(db: Db): WebsiteImages {
  const images: WebsiteImages = { ...SEED_WEBSITE_IMAGES };
  for (const row of db.select().from(websiteImages).all()) images[row.key] = row.image;
  return images;
}

/** The plans a caller may book: admin_special only for an admin who may sell it (spec part 1 §9). */
export function visiblePlans(user: AdminRights | null): Plan[] {
  const slugs = can(user, 'adminSpecialPlan') ? PLAN_SLUGS : CUSTOMER_PLAN_SLUGS;
  return slugs.map((slug) => PLANS[slug]);
}

export function getSocialMedia(db: Db, options: { activeOnly: boolean }) {
  const settings = db.select().from(socialSettings).where(eq(socialSettings.id, 1)).get() ?? defaultSocialSettings();
  const links = db.select().from(socialLinks).orderBy(asc(socialLinks.id)).all();
  return {
    settings: {
      embedInstagram: settings.embedInstagram,
      embedTwitter: settings.embedTwitter,
      embedFacebook: settings.embedFacebook,
      socialProofEnabled: settings.socialProofEnabled,
      showSocialSection: settings.showSocialSection,
    },
    links: (options.activeOnly ? links.filter((link) => link.isActive) : links).map((link) => ({
      id: link.id,
      platform: link.platform,
      url: link.url,
      username: link.username,
      displayName: link.displayName,
      followersCount: link.followersCount,
      isActive: link.isActive,
      showOnHomepage: link.showOnHomepage,
      showInFooter: link.showInFooter,
    })),
  };
}
export type SocialMedia = ReturnType<typeof getSocialMedia>;

const isEmpty = (db: DbOrTx, table: typeof portfolioItems | typeof websiteImages) =>
  (db.select({ n: count() }).from(table).get()?.n ?? 0) === 0;

/** Fills each empty content table with the first-start content; tables with rows are left alone. */
export function seedPublicContent(db: Db): void {
  db.transaction((tx) => {
    if (isEmpty(tx, portfolioItems)) {
      tx.insert(portfolioItems)
        .values(SEED_PORTFOLIO.map((item, index) => ({ ...item, sortOrder: index })))
        .run();
    }
    if (isEmpty(tx, websiteImages)) {
      tx.insert(websiteImages)
        .values(WEBSITE_IMAGE_KEYS.map((key) => ({ key, image: SEED_WEBSITE_IMAGES[key] })))
        .run();
    }
    fillEmptySocialTables(tx);
  });
}
