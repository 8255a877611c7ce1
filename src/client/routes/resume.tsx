import { createFileRoute } from '@tanstack/react-router';
import { BRAND } from '../../shared/brand';
import { ResumePage } from '../features/resume/ResumePage';

export const Route = createFileRoute('/resume')({
  staticData: {
    page: {
      render: 'server',
      hydrate: 'on-interaction',
      meta: {
        title: `Jordan Avery, Digital Marketing & AI Specialist · ${BRAND.name}`,
        description:
          'Resume of Jordan Avery, founder of Goldline Studio: digital marketing, AI tools and automation, and e-commerce development. Download the PDF.',
      },
      sitemap: true,
    },
  },
  component: ResumePage,
});
