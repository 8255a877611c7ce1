import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, makeTestApp, type TestApp } from '../../../../tests/fixtures/app';
import { BLOG_POSTS } from '../../../shared/content/blog';
import { portfolioItems, socialLinks, socialSettings } from '../../db/schema';
import { seedPublicContent } from './service';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
  seedPublicContent(t.app.deps.db);
});
afterEach(async () => {
  await t.app.close();
});

const get = (url: string, headers = {}) => t.app.inject({ url, headers });

describe('GET /api/portfolio', () => {
  it('lists the seeded projects with the spec fields, local images only', async () => {
    const res = await get('/api/portfolio');
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items).toHaveLength(8);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual([
        'category',
        'description',
        'id',
        'image',
        'image_alt',
        'technologies',
        'title',
      ]);
      expect(item.image).toMatch(/^\/images\/portfolio\/[a-z0-9-]+\.svg$/);
      expect(item.technologies.length).toBeGreaterThan(0);
    }
  });

  it('answers an empty list when there are no projects', async () => {
    t.app.deps.db.delete(portfolioItems).run();
    expect((await get('/api/portfolio')).json()).toEqual([]);
  });
});

describe('seedPublicContent', () => {
  it('never overwrites content that exists', async () => {
    t.app.deps.db.delete(portfolioItems).run();
    t.app.deps.db
      .insert(portfolioItems)
      .values({ title: 'Mine', description: 'd', image: '/x.svg', imageAlt: 'x', category: 'C', technologies: [] })
      .run();
    seedPublicContent(t.app.deps.db);
    expect(
      t.app.deps.db
        .select()
        .from(portfolioItems)
        .all()
        .map((item) => item.title),
    ).toEqual(['Mine']);
  });
});

describe('GET /api/website-images', () => {
  it('returns the images object keyed jewelry, tech, pets, homeDecor', async () => {
    const res = await get('/api/website-images');
    expect(res.json()).toEqual({
      images: {
        jewelry: '/images/examples/jewelry.svg',
        tech: '/images/examples/tech.svg',
        pets: '/images/examples/pets.svg',
        homeDecor: '/images/examples/home-decor.svg',
      },
    });
  });
});

describe('GET /api/pricing', () => {
  it('is an object keyed by plan slug with name, setup_price and features', async () => {
    const body = (await get('/api/pricing')).json();
    expect(Object.keys(body)).toEqual(['starter', 'pro', 'elite']);
    expect(body.starter).toMatchObject({ name: 'Starter', setup_price: 600, monthly_price: 0 });
    expect(body.pro).toMatchObject({ name: 'Pro', setup_price: 900, popular: true });
    expect(body.elite).toMatchObject({ name: 'Elite', setup_price: 1200 });
    expect(body.pro.features).toContain('Up to 5 pages');
  });

  it('adds admin_special for an admin only', async () => {
    const customer = await t.account();
    const admin = await t.account({ isAdmin: true });
    expect(Object.keys((await get('/api/pricing', bearer(customer.token))).json())).not.toContain('admin_special');
    const forAdmin = (await get('/api/pricing', bearer(admin.token))).json();
    expect(forAdmin.admin_special).toMatchObject({ name: 'Admin Special', setup_price: 1 });
  });
});

describe('GET /api/blog', () => {
  it('lists the 12 article summaries', async () => {
    const body = (await get('/api/blog')).json();
    expect(body).toHaveLength(12);
    expect(body.map((post: { slug: string }) => post.slug)).toEqual(BLOG_POSTS.map((post) => post.slug));
  });
});

describe('GET /api/social-media', () => {
  it('returns the settings and only the active links', async () => {
    const [first] = t.app.deps.db.select().from(socialLinks).all();
    t.app.deps.db.update(socialLinks).set({ isActive: false }).run();
    t.app.deps.db.insert(socialLinks).values({ platform: 'tiktok', url: 'https://tiktok.com/@studio' }).run();
    const body = (await get('/api/social-media')).json();
    expect(first).toBeDefined();
    expect(body.links).toHaveLength(1);
    expect(body.links[0]).toMatchObject({
      platform: 'tiktok',
      is_active: true,
      show_on_homepage: true,
      show_in_footer: true,
      followers_count: null,
    });
    expect(body).toMatchObject({
      social_proof_enabled: true,
      show_social_section: true,
      embed_settings: { instagram: false, twitter: false, facebook: false },
    });
  });

  it('reflects the section toggle', async () => {
    t.app.deps.db.update(socialSettings).set({ showSocialSection: false }).run();
    expect((await get('/api/social-media')).json().show_social_section).toBe(false);
  });
});

describe('content router', () => {
  it('serves the same data over tRPC', async () => {
    const caller = t.caller();
    expect(await caller.content.portfolio()).toHaveLength(8);
    expect((await caller.content.pricing()).map((plan) => plan.slug)).toEqual(['starter', 'pro', 'elite']);
    expect((await caller.content.websiteImages()).homeDecor).toBe('/images/examples/home-decor.svg');
    expect((await caller.content.socialMedia()).links.length).toBeGreaterThan(0);
  });
});
