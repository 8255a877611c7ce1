import type { BlogPostSummary } from './types';

// The 12 article summaries, in id order. Bodies live in ./articles/<slug>.ts and load on demand.
// readTime is the body's word count (tags stripped) divided by 220, rounded.

export const BLOG_POSTS: readonly BlogPostSummary[] = [
  {
    id: 1,
    slug: 'how-a-professional-website-grows-your-business',
    title: 'How a Professional Website Grows a Small Business',
    summary:
      'Learn the practical ways a well-built website wins you customers, from answering questions around the clock to building trust, and how to tell whether yours is working.',
    excerpt:
      'A website should do more than exist. Here is how a professional site earns trust in seconds, brings in customers who are ready to buy, does some of your selling for you, and how to measure it.',
    image: '/images/blog/how-a-professional-website-grows-your-business.svg',
    imageAlt: 'Illustration of a browser window with a rising bar chart and an upward arrow',
    category: 'Business Growth',
    tags: ['small business', 'website strategy', 'lead generation', 'credibility'],
    author: 'Jordan Avery (Founder)',
    publishDate: 'January 14, 2025',
    readTime: '5 min read',
    metaTitle: 'How a Professional Website Grows Your Business',
    metaDescription:
      'How a professional website wins small businesses more customers: building trust, appearing in search, pre-selling your services and measuring results.',
  },
  {
    id: 2,
    slug: 'local-seo-basics',
    title: 'Local SEO Basics: Get Found by Customers Near You',
    summary:
      'A step-by-step guide to appearing in local search and on Google Maps, covering your Business Profile, consistent listings, local pages, reviews and a 30-day plan.',
    excerpt:
      'When people search for a business near them, Google shows a short list on a map. Here is how to claim your place in it, with free steps you can finish in a month.',
    image: '/images/blog/local-seo-basics.svg',
    imageAlt: 'Illustration of a map pin over a city grid',
    category: 'SEO',
    tags: ['local seo', 'google business profile', 'reviews', 'search'],
    author: 'Daniel Brooks (SEO Strategist)',
    publishDate: 'February 4, 2025',
    readTime: '5 min read',
    metaTitle: 'Local SEO Basics: Get Found by Customers Near You',
    metaDescription:
      'A plain-English guide to local SEO: set up your Google Business Profile, keep listings consistent, earn reviews and follow a simple 30-day plan.',
  },
  {
    id: 3,
    slug: 'web-design-trends-2025',
    title: 'Web Design Trends Worth Following in 2025',
    summary:
      'Which 2025 design trends genuinely help small-business websites, which to treat with caution, and a three-question test for deciding what belongs on your site.',
    excerpt:
      'Bold typography, honest photography and accessible design are worth adopting this year; heavy animation and autoplay video mostly are not. Here is how to tell the difference for your own website.',
    image: '/images/blog/web-design-trends-2025.svg',
    imageAlt: 'Illustration of layered layout tiles and large letterforms on a soft gradient',
    category: 'Web Design',
    tags: ['design trends', 'typography', 'accessibility', 'layout'],
    author: 'Maya Chen (Lead Designer)',
    publishDate: 'February 25, 2025',
    readTime: '4 min read',
    metaTitle: 'Web Design Trends Worth Following in 2025',
    metaDescription:
      'The 2025 web design trends that help small businesses look current and win trust, the ones to avoid, and a simple test for deciding what to use.',
  },
  {
    id: 4,
    slug: 'building-a-memorable-brand-online',
    title: 'Building a Memorable Brand Identity Online',
    summary:
      'How to define what your business stands for, build a small visual kit and a clear voice, and keep your brand consistent everywhere customers meet you online.',
    excerpt:
      'A brand is more than a logo. Learn how to write a positioning statement, choose colors and fonts, find your voice and stay consistent, without an agency-sized budget.',
    image: '/images/blog/building-a-memorable-brand-online.svg',
    imageAlt: 'Illustration of a logo mark surrounded by color swatches and type samples',
    category: 'Branding',
    tags: ['branding', 'brand identity', 'logo', 'brand voice'],
    author: 'Maya Chen (Lead Designer)',
    publishDate: 'March 18, 2025',
    readTime: '4 min read',
    metaTitle: 'Building a Memorable Brand Identity Online',
    metaDescription:
      'Build a brand people remember: a clear positioning statement, a simple visual kit, a distinct voice and consistency across your website and social profiles.',
  },
  {
    id: 5,
    slug: 'choosing-the-right-website-technology',
    title: 'Choosing the Right Technology for Your Website',
    summary:
      'An honest comparison of website builders, WordPress, custom-built sites and e-commerce platforms, with the questions and three-year cost view that lead to a sensible choice.',
    excerpt:
      'Website builder, WordPress or a custom build? There is no single best platform, only the best fit. These questions, trade-offs and a three-year cost comparison will help you decide.',
    image: '/images/blog/choosing-the-right-website-technology.svg',
    imageAlt: 'Illustration of interlocking building blocks beside a code bracket symbol',
    category: 'Technology',
    tags: ['website platforms', 'wordpress', 'hosting', 'website costs'],
    author: 'Priya Natarajan (Developer)',
    publishDate: 'April 8, 2025',
    readTime: '4 min read',
    metaTitle: 'Choosing the Right Technology for Your Website',
    metaDescription:
      'Website builders, WordPress, custom builds or e-commerce platforms? Compare the options, the hidden basics and the three-year costs before you choose.',
  },
  {
    id: 6,
    slug: 'practical-digital-strategy',
    title: 'A Practical Digital Strategy for Small Businesses',
    summary:
      'A five-step framework for a digital strategy you can write in an afternoon and keep up in two to three hours a week, with a worked example.',
    excerpt:
      'Forget the slide decks. A useful digital strategy is one goal, your website as the hub, two channels your customers actually use, and a weekly routine you can keep. Here is how to build yours.',
    image: '/images/blog/practical-digital-strategy.svg',
    imageAlt: 'Illustration of a central hub connected to smaller circles by dotted paths',
    category: 'Digital Strategy',
    tags: ['digital strategy', 'marketing plan', 'email marketing', 'goals'],
    author: 'Jordan Avery (Founder)',
    publishDate: 'May 6, 2025',
    readTime: '4 min read',
    metaTitle: 'A Practical Digital Strategy for Small Businesses',
    metaDescription:
      'A five-step digital strategy for small businesses: set one goal, learn where customers look, build around your website and keep a simple weekly routine.',
  },
  {
    id: 7,
    slug: 'landing-page-conversion-tips',
    title: 'Landing Page Changes That Lift Conversions',
    summary:
      'Practical changes to headlines, forms, social proof and page focus that turn more visitors into inquiries, plus a simple way to test whether they worked.',
    excerpt:
      'You do not need a redesign to get more inquiries. Sharper headlines, shorter forms, proof placed where doubt appears and fewer distractions can make a real difference. Here is what to change first.',
    image: '/images/blog/landing-page-conversion-tips.svg',
    imageAlt: 'Illustration of a web page wireframe with a highlighted button and a cursor',
    category: 'Conversion',
    tags: ['conversion', 'landing pages', 'forms', 'testing'],
    author: 'Daniel Brooks (SEO Strategist)',
    publishDate: 'June 3, 2025',
    readTime: '4 min read',
    metaTitle: 'Landing Page Changes That Lift Conversions',
    metaDescription:
      'Simple landing page changes that win more inquiries: outcome-led headlines, shorter forms, well-placed proof, fewer distractions and honest testing.',
  },
  {
    id: 8,
    slug: 'mobile-first-design',
    title: 'Mobile-First Design: Why Phone Visitors Matter Most',
    summary:
      'What mobile-first design means, how to make your site easy to use with one thumb, and a ten-minute check you can run on your own phone today.',
    excerpt:
      'Most of your visitors arrive on a phone, often in a hurry. Learn how thumb-friendly buttons, readable text and painless forms keep them on your site, and how to check yours in ten minutes.',
    image: '/images/blog/mobile-first-design.svg',
    imageAlt: 'Illustration of a smartphone outline with stacked content cards and a thumb icon',
    category: 'Mobile Design',
    tags: ['mobile design', 'responsive design', 'usability', 'forms'],
    author: 'Maya Chen (Lead Designer)',
    publishDate: 'July 1, 2025',
    readTime: '4 min read',
    metaTitle: 'Mobile-First Design: Why Phone Visitors Matter',
    metaDescription:
      'Why mobile-first design matters for small businesses: thumb-friendly layouts, readable text, easy forms and a quick ten-minute check for your own site.',
  },
  {
    id: 9,
    slug: 'website-speed-matters',
    title: 'Why Website Speed Matters and How to Improve It',
    summary:
      'Why slow pages cost you customers and search visibility, how to measure speed with Core Web Vitals, and the fixes that make the biggest difference.',
    excerpt:
      'A slow website loses visitors before they read a word. Learn how to test your pages with free tools, what the Core Web Vitals mean, and which fixes to make first, starting with your images.',
    image: '/images/blog/website-speed-matters.svg',
    imageAlt: 'Illustration of a speedometer dial inside a browser window',
    category: 'Performance',
    tags: ['page speed', 'core web vitals', 'images', 'hosting'],
    author: 'Priya Natarajan (Developer)',
    publishDate: 'July 29, 2025',
    readTime: '4 min read',
    metaTitle: 'Why Website Speed Matters and How to Improve It',
    metaDescription:
      'Why website speed affects visitors, inquiries and search rankings, how to read Core Web Vitals, and the practical fixes that make your pages load faster.',
  },
  {
    id: 10,
    slug: 'color-psychology-in-web-design',
    title: 'The Psychology of Color in Web Design',
    summary:
      'What color can and cannot do for a website, how to build a small palette that fits your brand, and how to use color to guide action while staying accessible.',
    excerpt:
      'Color shapes first impressions and guides clicks, but there is no magic button color. Learn which associations hold, how to build a simple palette and how to keep your text readable for everyone.',
    image: '/images/blog/color-psychology-in-web-design.svg',
    imageAlt: 'Illustration of overlapping translucent color circles beside a palette strip',
    category: 'Design Psychology',
    tags: ['color', 'design psychology', 'accessibility', 'branding'],
    author: 'Maya Chen (Lead Designer)',
    publishDate: 'August 19, 2025',
    readTime: '4 min read',
    metaTitle: 'The Psychology of Color in Web Design',
    metaDescription:
      'How color shapes first impressions on your website: common associations, building a simple palette, using accent colors for actions and checking contrast.',
  },
  {
    id: 11,
    slug: 'online-store-launch-checklist',
    title: 'Launching Your First Online Store: A Checklist',
    summary:
      'A step-by-step checklist for launching a small online store, covering products, payments, shipping, policies, pre-launch testing and the first month of sales.',
    excerpt:
      'Before your shop goes live, check the unglamorous details: product photos, shipping costs, refund policies and a real test order. This checklist walks you through everything, in order.',
    image: '/images/blog/online-store-launch-checklist.svg',
    imageAlt: 'Illustration of a shopping bag beside a clipboard with ticked boxes',
    category: 'E-commerce',
    tags: ['e-commerce', 'online store', 'checklist', 'shipping', 'payments'],
    author: 'Priya Natarajan (Developer)',
    publishDate: 'September 16, 2025',
    readTime: '4 min read',
    metaTitle: 'Launching Your First Online Store: A Checklist',
    metaDescription:
      'A practical checklist for launching your first online store: products and pricing, payments and shipping, store policies, test orders and the first month.',
  },
  {
    id: 12,
    slug: 'on-page-seo-checklist',
    title: 'An On-Page SEO Checklist for Every New Page',
    summary:
      'A repeatable checklist for the title, description, headings, content, links and technical details of every new page, plus what to do after you publish.',
    excerpt:
      'Every new page is a chance to be found in search. This fifteen-minute checklist covers choosing a focus, writing titles and descriptions, structuring content, linking pages and checking the technical basics.',
    image: '/images/blog/on-page-seo-checklist.svg',
    imageAlt: 'Illustration of a document with a magnifying glass and a list of check marks',
    category: 'SEO',
    tags: ['on-page seo', 'title tags', 'meta descriptions', 'content', 'checklist'],
    author: 'Daniel Brooks (SEO Strategist)',
    publishDate: 'October 14, 2025',
    readTime: '4 min read',
    metaTitle: 'An On-Page SEO Checklist for Every New Page',
    metaDescription:
      'An on-page SEO checklist for every new page: pick one focus, write strong titles and descriptions, structure headings, link internally and check the basics.',
  },
];
