// Copy of the landing page (spec part 1 §2, sections 1-15). Typed data, so the page stays layout.

export const TRUST_POINTS = [
  { value: '50+', label: 'happy clients' },
  { value: '2-4 weeks', label: 'typical delivery' },
  { value: '$0', label: 'monthly fees' },
  { value: '24 h', label: 'response time' },
] as const;

export const WHY_CHOOSE = [
  {
    title: 'Fast delivery',
    text: 'Most sites go live in 2-4 weeks. You always know which stage your project is in and what comes next.',
  },
  {
    title: 'No monthly fees',
    text: 'Pay once and own your website. No subscription, no lock-in; hosting is optional at $10 a month.',
  },
  {
    title: '100% custom',
    text: 'No recycled templates. Every layout is designed around your business, your customers and your brand.',
  },
] as const;

export type ExampleKey = 'jewelry' | 'tech' | 'pets' | 'homeDecor';

export const WEBSITE_EXAMPLES: readonly { key: ExampleKey; title: string; description: string; modalText: string }[] = [
  {
    key: 'jewelry',
    title: 'Luxury Jewelry Store',
    description: 'An elegant storefront with collection pages and detailed product views.',
    modalText:
      'A refined online boutique: a cinematic hero, curated collections, product pages with sizing guides and a calm checkout. Built to feel as premium as the pieces it sells.',
  },
  {
    key: 'tech',
    title: 'Tech Store',
    description: 'A bold, fast catalog for gadgets with filters and comparisons.',
    modalText:
      'A high-energy electronics shop with category filters, spec comparisons, bundles and a quick cart, tuned to load fast on any phone.',
  },
  {
    key: 'pets',
    title: 'Pet Store',
    description: 'A friendly shop for food, toys and care, with repeat orders made easy.',
    modalText:
      'A warm, playful store with shop-by-pet navigation, subscription reorders for food and a blog of care tips that brings visitors back.',
  },
  {
    key: 'homeDecor',
    title: 'Home Decor Store',
    description: 'A calm, editorial shop that sells a lifestyle, room by room.',
    modalText:
      'An editorial home-goods store with shop-the-room layouts, seasonal lookbooks and product stories that make every piece easy to picture at home.',
  },
];

export const WEB_SOLUTIONS = [
  { title: 'Custom design', text: 'A look made for your brand, not a template everybody else uses.' },
  { title: 'Mobile responsive', text: 'Beautiful and easy to use on every phone, tablet and desktop.' },
  { title: 'Speed optimized', text: 'Lean pages that load fast, so visitors stay and search engines notice.' },
  { title: 'SEO foundations', text: 'Clean structure, titles and descriptions so customers can find you.' },
  { title: 'E-commerce ready', text: 'Sell products or services online with a checkout your customers trust.' },
  { title: 'Analytics', text: 'See where visitors come from and what they do, from day one.' },
] as const;

export const TESTIMONIALS = [
  {
    quote:
      'They took our scattered ideas and turned them into a site our customers love. Online pre-orders doubled in the first month.',
    name: 'Sofia Marquez',
    role: 'Owner, Hearth & Crumb Bakery',
  },
  {
    quote:
      'Clear price, clear timeline, no surprises. The site looks like we paid three times as much, and we get inquiries every week.',
    name: 'David Okafor',
    role: 'Managing Partner, Meridian Legal Partners',
  },
  {
    quote: 'Fast, friendly and genuinely creative. Our booking requests come straight from the new landing pages now.',
    name: 'Hannah Lee',
    role: 'Founder, Pulse Fitness Studio',
  },
] as const;

export const POLICIES = [
  {
    title: '24-hour full refund',
    text: 'Changed your mind? Ask within 24 hours of purchase for a full refund. After that, all sales are final because work on your project has begun.',
  },
  {
    title: 'Pay once, own it',
    text: 'Your plan is a one-time payment with no monthly subscription. The finished website is yours once it is paid in full.',
  },
  {
    title: 'Delivery',
    text: 'Standard delivery is 4 weeks from project start; many sites are ready in 2-4 weeks. Work starts 24 hours after booking.',
  },
  {
    title: 'Terms',
    text: 'Terms may change without prior notice; the terms you accepted at purchase apply to your project. Liability depends on the chosen plan.',
  },
] as const;

export const CONTACT_BADGES = ['Reply within 24 hours', 'Free consultation', 'Live chat with our team'] as const;

export const HOSTING_NOTICE =
  'Hosting: if we host your site, there is a service fee of $10 per month. Sites on a platform that already charges monthly (for example a storefront builder) carry no extra hosting fee from us.';

export const TAX_TIP =
  'Pro tip: a new business website may be tax-deductible as a business expense. Consult a tax professional about your situation.';

export const SCARCITY_BANNER =
  'Only 5 spots left this month: we take a limited number of projects to give each one our full attention.';

/** The "Trusted by" strip: portfolio clients as small wordmarks, each with its own glyph and type treatment. */
export const CLIENT_LOGOS = [
  { name: 'Hearth & Crumb', glyph: 'loaf', treatment: 'display' },
  { name: 'Meridian Legal', glyph: 'pillar', treatment: 'caps' },
  { name: 'Pulse Fitness', glyph: 'pulse', treatment: 'heavy' },
  { name: 'The Linden', glyph: 'tree', treatment: 'wide' },
  { name: 'Aurelia', glyph: 'gem', treatment: 'wide' },
  { name: 'Greenway', glyph: 'leaf', treatment: 'display' },
  { name: 'Lena Ortiz', glyph: 'aperture', treatment: 'light' },
  { name: 'Northbound', glyph: 'compass', treatment: 'caps' },
] as const;
