// The founder's resume: shown on the /resume page and rendered to PDF by scripts/build-resume.ts.
// Keep every string in the Windows-1252 character set (the PDF uses the standard 14 fonts).

/** One of the three skill cards: a title, a one- or two-sentence description and 4 to 6 skills. */
interface ResumeSkillCard {
  readonly title: string;
  readonly description: string;
  readonly skills: readonly string[];
}

/** One role; `period` is display text such as '2021 – Present'. 3 to 4 bullets. */
interface ResumeExperience {
  readonly title: string;
  readonly company: string;
  readonly period: string;
  readonly bullets: readonly string[];
}

interface ResumeEducation {
  readonly degree: string;
  readonly school: string;
  readonly period: string;
}

export interface Resume {
  readonly name: string;
  readonly headline: string;
  readonly location: string;
  readonly email: string;
  /** Bare domain, without the protocol. */
  readonly website: string;
  /** Three or four sentences. */
  readonly summary: string;
  /** Exactly three cards. */
  readonly skillCards: readonly [ResumeSkillCard, ResumeSkillCard, ResumeSkillCard];
  /** 4 to 6 one-line highlights. */
  readonly highlights: readonly string[];
  /** 3 to 4 roles, most recent first. */
  readonly experience: readonly ResumeExperience[];
  /** 1 to 2 entries. */
  readonly education: readonly ResumeEducation[];
  /** 3 to 4 certifications. */
  readonly certifications: readonly string[];
  /** 8 to 12 tool names. */
  readonly tools: readonly string[];
}

export const RESUME = {
  name: 'Jordan Avery',
  headline: 'Digital Marketing & AI Specialist · Founder, Goldline Studio',
  location: 'Los Angeles, California',
  email: 'hello@goldline.studio',
  website: 'goldline.studio',
  summary:
    'Digital marketer and web builder with more than a decade of experience helping small and mid-sized ' +
    'businesses turn their websites into dependable sources of leads and sales. I combine search, paid media ' +
    'and analytics with hands-on design and eCommerce development, so strategy and execution come from one ' +
    'accountable person. In recent years I have focused on putting AI tools to practical use: faster content ' +
    'production, cleaner reporting and automated workflows that free small teams to focus on their customers.',
  skillCards: [
    {
      title: 'Digital Marketing',
      description: 'Full-funnel growth for local businesses, from search visibility to conversion.',
      skills: [
        'Technical & local SEO',
        'Google Ads & Meta Ads',
        'Email & lifecycle marketing',
        'Conversion rate optimization',
        'Analytics & attribution',
      ],
    },
    {
      title: 'AI Tools & Automation',
      description: 'Practical AI that saves small teams real hours, always with a human review step.',
      skills: [
        'Prompt design for marketing',
        'AI-assisted content workflows',
        'Chatbots & support triage',
        'Zapier & Make automations',
        'Automated reporting',
      ],
    },
    {
      title: 'eCommerce Development',
      description: 'Fast, well-structured online stores that are easy to run and pleasant to buy from.',
      skills: [
        'Shopify themes & apps',
        'WooCommerce builds',
        'Catalog & product feeds',
        'Checkout & payments',
        'Core Web Vitals & speed',
      ],
    },
  ],
  highlights: [
    'Founded Goldline Studio and grew it into a referral-driven web practice.',
    'Designed and launched dozens of custom websites and online stores.',
    'Rebuilt a regional retailer’s store, measurably improving mobile checkout.',
    'Introduced AI content workflows that substantially cut production time.',
    'Replaced manual spreadsheet reporting with automated monthly dashboards.',
    'Regular speaker at local small-business workshops on SEO and practical AI.',
  ],
  experience: [
    {
      title: 'Founder & Lead Strategist',
      company: 'Goldline Studio',
      period: '2021 – Present',
      bullets: [
        'Lead strategy, design and build of custom websites and online stores.',
        'Run SEO, paid search and email programs with monthly analytics reviews.',
        'Built AI-assisted research, drafting and reporting into every project.',
        'Coordinate a small network of freelance designers, writers and developers.',
      ],
    },
    {
      title: 'Digital Marketing Manager',
      company: 'Regional retail group',
      period: '2017 – 2021',
      bullets: [
        'Owned eCommerce, search and paid media across several store brands.',
        'Led a Shopify replatforming with catalog migration and a new checkout.',
        'Set up event tracking and dashboards reviewed weekly by leadership.',
        'Planned seasonal email, social and paid search campaigns with store teams.',
      ],
    },
    {
      title: 'SEO & Content Specialist',
      company: 'Independent digital marketing agency',
      period: '2014 – 2017',
      bullets: [
        'Delivered technical SEO audits for hospitality, healthcare and retail clients.',
        'Planned editorial calendars and wrote long-form content for client blogs.',
        'Built local SEO programs: business profiles, citations and reviews.',
      ],
    },
    {
      title: 'Marketing Coordinator',
      company: 'Professional services firm',
      period: '2012 – 2014',
      bullets: [
        'Maintained the company website and led its move to a mobile-friendly design.',
        'Produced the email newsletter, tracking opens, clicks and event sign-ups.',
        'Supported trade-show, print and social campaigns for business development.',
      ],
    },
  ],
  education: [
    {
      degree: 'B.A. Communications',
      school: 'California State University',
      period: '2008 – 2012',
    },
  ],
  certifications: [
    'Google Analytics certification',
    'Google Ads Search certification',
    'HubSpot Content Marketing certification',
    'Shopify Partner Academy',
  ],
  tools: [
    'Google Analytics 4',
    'Search Console',
    'Google Ads',
    'Meta Ads Manager',
    'Figma',
    'Shopify',
    'WooCommerce',
    'ChatGPT',
    'Claude',
    'Zapier',
    'Klaviyo',
    'Semrush',
  ],
} as const satisfies Resume;
