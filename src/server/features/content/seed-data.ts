import type { portfolioItems, socialLinks } from '../../db/schema';

// First-start content of the public site. Admins change it later; the seed never overwrites.

type NewPortfolioItem = typeof portfolioItems.$inferInsert;
type NewSocialLink = typeof socialLinks.$inferInsert;

export const SEED_PORTFOLIO: NewPortfolioItem[] = [
  {
    title: 'Hearth & Crumb Bakery',
    description:
      'A warm, appetite-first site for a neighborhood bakery: daily menu, online pre-orders for pickup and a story page that brought in catering requests.',
    image: '/images/portfolio/hearth-and-crumb-bakery.svg',
    imageAlt: 'Home page of the Hearth & Crumb Bakery website with fresh bread and an order button',
    category: 'Restaurant & Food',
    technologies: ['React', 'Online ordering', 'Google Business Profile', 'Local SEO'],
  },
  {
    title: 'Meridian Legal Partners',
    description:
      'A calm, trustworthy presence for a three-partner law firm, with practice-area pages, attorney profiles and a consultation request form that routes to the right partner.',
    image: '/images/portfolio/meridian-legal.svg',
    imageAlt: 'Home page of the Meridian Legal Partners website with practice areas',
    category: 'Professional Services',
    technologies: ['Next.js', 'Contact form integration', 'Schema markup', 'Accessibility audit'],
  },
  {
    title: 'Pulse Fitness Studio',
    description:
      'An energetic studio site with a class timetable, coach bios and intro-offer landing pages built to turn Instagram visitors into first-time members.',
    image: '/images/portfolio/pulse-fitness.svg',
    imageAlt: 'Home page of the Pulse Fitness Studio website with a class schedule',
    category: 'Health & Fitness',
    technologies: ['React', 'Booking integration', 'Landing pages', 'Analytics'],
  },
  {
    title: 'The Linden Boutique Hotel',
    description:
      'A photography-led site for a 24-room boutique hotel, with room galleries, local guides and a direct-booking flow that cut commission paid to travel sites.',
    image: '/images/portfolio/linden-hotel.svg',
    imageAlt: 'Home page of The Linden Boutique Hotel website with room photos',
    category: 'Hospitality',
    technologies: ['Astro', 'Booking engine', 'Image optimization', 'Multilingual'],
  },
  {
    title: 'Aurelia Fine Jewelry',
    description:
      'A luxury online store for a family jeweller: collection pages, detailed product views with sizing guides, and a checkout that feels as considered as the pieces.',
    image: '/images/portfolio/aurelia-jewelry.svg',
    imageAlt: 'Product page of the Aurelia Fine Jewelry online store showing a gold ring',
    category: 'E-commerce',
    technologies: ['Shopify', 'Custom theme', 'Product photography direction', 'Email capture'],
  },
  {
    title: 'Greenway Landscaping',
    description:
      'A service-area site for a landscaping company, with project galleries, seasonal service pages for each town they cover and a quote request form.',
    image: '/images/portfolio/greenway-landscaping.svg',
    imageAlt: 'Home page of the Greenway Landscaping website with garden projects',
    category: 'Professional Services',
    technologies: ['WordPress', 'Local SEO', 'Quote form', 'Before-and-after galleries'],
  },
  {
    title: 'Lena Ortiz Photography',
    description:
      'A minimal portfolio that lets the photographs speak: fast-loading galleries, client proofing links and an inquiry form for weddings and portraits.',
    image: '/images/portfolio/lena-ortiz-photography.svg',
    imageAlt: 'Gallery grid of the Lena Ortiz Photography portfolio website',
    category: 'Portfolio',
    technologies: ['Astro', 'Responsive images', 'Lightbox gallery', 'Contact form'],
  },
  {
    title: 'Northbound Coffee Roasters',
    description:
      'An online shop for a small-batch roaster, with origin stories for every coffee, brew guides and a subscription option that now makes up a steady share of sales.',
    image: '/images/portfolio/northbound-coffee.svg',
    imageAlt: 'Online store of Northbound Coffee Roasters with coffee bags',
    category: 'E-commerce',
    technologies: ['Shopify', 'Subscriptions', 'Blog', 'Email marketing'],
  },
];

export const SEED_WEBSITE_IMAGES = {
  jewelry: '/images/examples/jewelry.svg',
  tech: '/images/examples/tech.svg',
  pets: '/images/examples/pets.svg',
  homeDecor: '/images/examples/home-decor.svg',
} as const;

export const SEED_SOCIAL_LINKS: NewSocialLink[] = [
  {
    platform: 'instagram',
    url: 'https://instagram.com/goldlinestudio',
    username: 'goldlinestudio',
    displayName: 'Instagram',
    followersCount: 4200,
  },
  {
    platform: 'linkedin',
    url: 'https://linkedin.com/company/goldlinestudio',
    username: 'goldlinestudio',
    displayName: 'LinkedIn',
    followersCount: 1800,
  },
  {
    platform: 'facebook',
    url: 'https://facebook.com/goldlinestudio',
    username: 'goldlinestudio',
    displayName: 'Facebook',
    followersCount: 2600,
  },
  {
    platform: 'youtube',
    url: 'https://youtube.com/@goldlinestudio',
    username: '@goldlinestudio',
    displayName: 'YouTube',
    followersCount: 950,
  },
];
