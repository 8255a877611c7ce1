import type { Plan } from '../../../shared/plans';
import { can } from '../../../shared/admin';
import {
  blogAnswer,
  portfolioAnswer,
  pricingAnswer,
  socialMediaAnswer,
  websiteImagesAnswer,
} from '../../../shared/schemas/rest/content';
import { procedureRoute } from '../../http/route';
import { dollars, toWire } from '../../http/wire';
import { sendJson } from '../../http/json';
import { contentRouter } from './router';
import { visiblePlans, type SocialMedia } from './service';

// An object keyed by plan slug; admin_special appears only for an admin who may sell it. The
// plans are constants, so both answers are serialized once.
const pricing = {
  visitor: JSON.stringify(pricingWire(visiblePlans(null))),
  admin: JSON.stringify(pricingWire(visiblePlans({ isAdmin: true, adminLevel: 'super_admin', permissions: null }))),
};

// Spec part 1 §7 and part 2 §7: the public content calls, in the spec's snake_case shapes.
export const contentRoutes = [
  procedureRoute(contentRouter.portfolio, {
    method: 'GET',
    url: '/portfolio',
    summary: 'The portfolio',
    schema: { response: { 200: portfolioAnswer } },
  }),

  procedureRoute(contentRouter.websiteImages, {
    method: 'GET',
    url: '/website-images',
    summary: "The site's images by key",
    schema: { response: { 200: websiteImagesAnswer } },
    answer: (images) => ({ images }),
  }),

  procedureRoute(contentRouter.blogPosts, {
    method: 'GET',
    url: '/blog',
    summary: 'The blog articles',
    schema: { response: { 200: blogAnswer } },
  }),

  procedureRoute(contentRouter.pricing, {
    method: 'GET',
    url: '/pricing',
    summary: 'The plans and their prices',
    schema: { response: { 200: pricingAnswer } },
    handler: ({ callerIfAny, reply }) =>
      sendJson(reply, can(callerIfAny, 'adminSpecialPlan') ? pricing.admin : pricing.visitor),
  }),

  procedureRoute(contentRouter.socialMedia, {
    method: 'GET',
    url: '/social-media',
    summary: 'The active social links and how the site shows them',
    schema: { response: { 200: socialMediaAnswer } },
    answer: socialMediaWire,
  }),
];

function pricingWire(plans: Plan[]) {
  return Object.fromEntries(
    plans.map((plan) => [
      plan.slug,
      toWire(pricingAnswer.valueType, plan, { setup_price: dollars(plan.priceCents), monthly_price: 0 }),
    ]),
  );
}

/** Spec part 2 §3 social media settings, snake_case, with the embed flags in both of the spec's shapes. */
export function socialMediaWire({ settings, links }: SocialMedia) {
  return toWire(
    socialMediaAnswer,
    { links, ...settings },
    {
      embed_settings: {
        instagram: settings.embedInstagram,
        twitter: settings.embedTwitter,
        facebook: settings.embedFacebook,
      },
    },
  );
}
