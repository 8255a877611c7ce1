import { BRAND } from '../brand';
import { PLANS, type PlanSlug } from '../plans';
import { formatUsd } from '../money';

// The service agreement of the wizard's last step (spec part 1 §2 step 5: eight sections).
// The version is stored with every signature so a later edit never changes what someone signed.
// Any edit of the text below (or of a plan's name or price) is a new version: agreement.test.ts
// pins each version's hashes and fails until the version is raised.
export const AGREEMENT_VERSION = '2025-01';

export interface AgreementSection {
  title: string;
  body: string;
}

export function agreementSections(plan: PlanSlug): AgreementSection[] {
  const { name, priceCents } = PLANS[plan];
  return [
    {
      title: '1. Services',
      body: `${BRAND.name} will design and build a website as described in the ${name} plan you selected, including the features listed for that plan.`,
    },
    {
      title: '2. Payment',
      body: `The ${name} plan is a one-time fee of ${formatUsd(priceCents)}, paid in full before work begins. There is no monthly subscription. If we host your site, hosting is $10 per month.`,
    },
    {
      title: '3. Refund policy',
      body: 'You may cancel within 24 hours of purchase for a full refund. After 24 hours all sales are final. Work starts 24 hours after booking.',
    },
    {
      title: '4. Delivery timeline',
      body: 'Standard delivery is 4 weeks from the project start date, provided the content and feedback we ask for arrive on time.',
    },
    {
      title: '5. Revisions',
      body: 'Your plan includes the number of revision rounds listed with it. Further revisions and extra pages are $50 each.',
    },
    {
      title: '6. Ownership',
      body: 'Once paid in full, you own the finished website design and the content made for it. We may show the work in our portfolio unless you ask us not to.',
    },
    {
      title: '7. Termination',
      body: 'Either party may end this agreement in writing. Work completed up to that point is delivered; refunds follow the refund policy above.',
    },
    {
      title: '8. Limitation of liability',
      body: `Liability depends on the chosen plan and never exceeds the amount paid for it. ${BRAND.name} is not liable for indirect or consequential losses. Terms may change without prior notice.`,
    },
  ];
}

/** The plain-text version that is stored with a signature and printed on the PDF. */
export function agreementText(plan: PlanSlug): string {
  return [
    `${BRAND.name} Service Agreement (version ${AGREEMENT_VERSION})`,
    ...agreementSections(plan).map((s) => `${s.title}\n${s.body}`),
  ].join('\n\n');
}

/** A stored agreement text read back into its title and sections, to show what was signed. */
export function agreementSectionsOf(text: string): { title: string; sections: AgreementSection[] } {
  const [title = '', ...sections] = text.split('\n\n');
  return {
    title,
    sections: sections.map((section) => {
      const [heading = '', ...body] = section.split('\n');
      return { title: heading, body: body.join('\n') };
    }),
  };
}

/**
 * Where the signed agreement of an order is downloaded as a PDF, by its buyer signed in (the
 * session header) or with the checkout secret of an order placed signed out, or by an admin.
 */
export const contractPdfPath = (orderId: string, checkoutSecret?: string | null) =>
  `/api/orders/${encodeURIComponent(orderId)}/contract.pdf${checkoutSecret ? `?checkout_secret=${encodeURIComponent(checkoutSecret)}` : ''}`;
