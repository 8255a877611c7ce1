export const BRAND = {
  name: 'Goldline Studio',
  tagline: 'Custom websites, crafted by hand',
  supportEmail: 'hello@goldline.studio',
  copyrightYear: 2025,
} as const;
