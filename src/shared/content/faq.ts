// Spec part 2 §2 FAQ: 11 questions in the spec's categories.

export type FaqCategory =
  'booking' | 'plans' | 'timeline' | 'revisions' | 'process' | 'support' | 'requirements' | 'billing' | 'ownership';

export const FAQ: readonly { id: string; category: FaqCategory; question: string; answer: string }[] = [
  {
    id: 'how-to-book',
    category: 'booking',
    question: 'How do I get started?',
    answer:
      'Pick a plan in the pricing section and follow the five booking steps: confirm your plan, pay securely, tell us about your business, share your design preferences and sign the service agreement. Prefer to talk first? Book a free Zoom consultation (Monday to Thursday, 12 PM to 9 PM Pacific).',
  },
  {
    id: 'which-plan',
    category: 'plans',
    question: 'Which plan is right for me?',
    answer:
      'Starter ($600) is a polished one-page site, ideal for a new business or a single offer. Pro ($900) adds up to 5 pages, advanced SEO and a contact form, which suits most service businesses. Elite ($1,200) adds unlimited pages, a blog, e-commerce and custom logo and banner design.',
  },
  {
    id: 'how-long',
    category: 'timeline',
    question: 'How long does it take?',
    answer:
      'Standard delivery is 4 weeks from project start, and many sites are ready in 2-4 weeks. Work begins 24 hours after booking, once the refund window has passed.',
  },
  {
    id: 'revisions-included',
    category: 'revisions',
    question: 'How many revisions are included?',
    answer:
      'Starter includes 1 revision, Pro 2 and Elite 3. Extra revisions and extra pages are $50 each, and you can request them from your dashboard at any time.',
  },
  {
    id: 'what-happens-next',
    category: 'process',
    question: 'What happens after I pay?',
    answer:
      'You get a dashboard where you upload your logo, photos and content, follow your project stage, request revisions and message the team. We send you the first design for feedback, refine it and launch.',
  },
  {
    id: 'support-after-launch',
    category: 'support',
    question: 'Do you help after the site is live?',
    answer:
      'Yes. Every project includes 30 days of free support after completion, and you can reach us by message or live chat. We answer within 24 hours.',
  },
  {
    id: 'what-do-i-need',
    category: 'requirements',
    question: 'What do I need to provide?',
    answer:
      'Your logo (or we design one on Elite), a few photos, your services or products and your contact details. Not sure what to write? We guide you with simple questions during setup.',
  },
  {
    id: 'monthly-fees',
    category: 'billing',
    question: 'Are there monthly fees?',
    answer:
      'No subscription. You pay once for your plan. If we host your site there is a $10 monthly hosting fee; sites on platforms that already charge monthly carry no extra fee from us.',
  },
  {
    id: 'refunds',
    category: 'billing',
    question: 'Can I get a refund?',
    answer:
      'Yes: ask within 24 hours of purchase for a full refund. After 24 hours work has started and all sales are final.',
  },
  {
    id: 'who-owns-it',
    category: 'ownership',
    question: 'Who owns the website?',
    answer: 'You do. Once your plan is paid in full, the design, content and code of your website belong to you.',
  },
  {
    id: 'upgrade-later',
    category: 'plans',
    question: 'Can I upgrade my plan later?',
    answer:
      'Yes. From your dashboard you can move to a higher plan and pay only the difference: Starter to Pro is $300, Starter to Elite $600 and Pro to Elite $300.',
  },
];
