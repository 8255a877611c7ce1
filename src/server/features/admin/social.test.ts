import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appWithOwner, type Rest } from '../../../../tests/fixtures/admin';
import type { TestAccount, TestApp } from '../../../../tests/fixtures/app';
import { SOCIAL_PLATFORMS } from '../../../shared/social';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { socialLinks } from '../../db/schema';

let t: TestApp;
let rest: Rest;
let owner: TestAccount;
beforeEach(async () => {
  ({ t, rest, owner } = await appWithOwner());
});
afterEach(async () => {
  await t.app.close();
});

const addLink = (payload: object) => rest('POST', '/api/admin/social-media/link', owner.token, payload);
const adminView = async () => (await rest('GET', '/api/admin/social-media', owner.token)).json();
const publicView = async () => (await rest('GET', '/api/social-media', null)).json();
const instagram = {
  platform: 'instagram',
  url: 'https://instagram.com/agency',
  username: 'agency',
  display_name: 'The Agency',
};

describe('POST /api/admin/social-media/link', () => {
  it('adds a link that is active, on the homepage and in the footer by default', async () => {
    const res = await addLink({ ...instagram, followers_count: '1,200' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ADMIN_MESSAGES.linkAdded, id: expect.any(Number) });
    expect((await adminView()).links).toEqual([
      {
        id: res.json().id,
        platform: 'instagram',
        url: 'https://instagram.com/agency',
        username: 'agency',
        display_name: 'The Agency',
        followers_count: 1200,
        is_active: true,
        show_on_homepage: true,
        show_in_footer: true,
      },
    ]);
  });

  it('keeps a follower count that is not a number as none', async () => {
    await addLink({ ...instagram, followers_count: 'lots' });
    await addLink({ platform: 'youtube', url: 'https://youtube.com/@agency', followers_count: 5000 });
    expect((await adminView()).links.map((link: { followers_count: number | null }) => link.followers_count)).toEqual([
      null,
      5000,
    ]);
  });

  it('needs a full link URL and a known platform, storing nothing otherwise', async () => {
    for (const url of [undefined, '', '   ']) {
      const res = await addLink({ platform: 'instagram', url });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.urlRequired });
    }
    const bare = await addLink({ platform: 'instagram', url: 'instagram.com/agency' });
    expect(bare.json()).toEqual({ detail: ADMIN_MESSAGES.urlInvalid });
    const platform = await addLink({ ...instagram, platform: 'myspace' });
    expect(platform.statusCode).toBe(422);
    expect(platform.json()).toEqual({ detail: `Platform must be one of: ${SOCIAL_PLATFORMS.join(', ')}` });
    expect(t.app.deps.db.select().from(socialLinks).all()).toEqual([]);
  });
});

describe('the public GET /api/social-media', () => {
  it('shows a link once added and forgets it once deleted', async () => {
    const { id } = (await addLink(instagram)).json();
    expect((await publicView()).links).toEqual([expect.objectContaining({ id, url: instagram.url })]);
    const removed = await rest('DELETE', `/api/admin/social-media/link/${id}`, owner.token);
    expect(removed.json()).toEqual({ message: ADMIN_MESSAGES.linkDeleted });
    expect((await publicView()).links).toEqual([]);
    expect((await adminView()).links).toEqual([]);
    const again = await rest('DELETE', `/api/admin/social-media/link/${id}`, owner.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: ADMIN_MESSAGES.linkNotFound });
  });

  it('hides inactive links, which the admin view still lists', async () => {
    const shown = (await addLink(instagram)).json().id;
    const hidden = (await addLink({ platform: 'tiktok', url: 'https://tiktok.com/@agency', is_active: false })).json()
      .id;
    const switchedOff = (await addLink({ platform: 'facebook', url: 'https://facebook.com/agency' })).json().id;
    const settings = await rest('POST', '/api/admin/social-media', owner.token, {
      embed_instagram: false,
      embed_twitter: false,
      embed_facebook: false,
      links: [{ id: switchedOff, is_active: false }],
    });
    expect(settings.statusCode).toBe(200);

    expect((await publicView()).links.map((link: { id: number }) => link.id)).toEqual([shown]);
    expect((await adminView()).links).toEqual([
      expect.objectContaining({ id: shown, is_active: true }),
      expect.objectContaining({ id: hidden, is_active: false }),
      expect.objectContaining({ id: switchedOff, is_active: false, show_on_homepage: true }),
    ]);
  });
});

describe('POST /api/admin/social-media', () => {
  it('saves the toggles, which the public endpoint then shows', async () => {
    const before = await publicView();
    expect(before).toMatchObject({ show_social_section: true, social_proof_enabled: true, embed_instagram: false });

    const res = await rest('POST', '/api/admin/social-media', owner.token, {
      embed_instagram: true,
      embed_twitter: false,
      embed_facebook: true,
      social_proof_enabled: false,
      show_social_section: false,
    });
    expect(res.json()).toEqual({ message: ADMIN_MESSAGES.socialUpdated });
    const after = await publicView();
    expect(after).toEqual({
      links: [],
      embed_instagram: true,
      embed_twitter: false,
      embed_facebook: true,
      embed_settings: { instagram: true, twitter: false, facebook: true },
      social_proof_enabled: false,
      show_social_section: false,
    });
    expect(await adminView()).toEqual(after);
  });

  it('reads the embed flags from embed_settings too', async () => {
    await rest('POST', '/api/admin/social-media', owner.token, {
      embed_settings: { instagram: false, twitter: true, facebook: false },
    });
    expect(await publicView()).toMatchObject({
      embed_settings: { instagram: false, twitter: true, facebook: false },
      show_social_section: true,
      social_proof_enabled: true,
    });
  });
});
