import { createFileRoute } from '@tanstack/react-router';
import { PortfolioPage } from '../features/portfolio/PortfolioPage';

export const Route = createFileRoute('/portfolio')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.prefetchQuery(trpc.content.portfolio.queryOptions()),
  component: PortfolioPage,
});
