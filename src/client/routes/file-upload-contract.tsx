import { createFileRoute } from '@tanstack/react-router';
import { orderSearch } from '../features/payment/order-search';
import { ProjectSetupPage } from '../features/payment/ProjectSetupPage';
import { browserScreen } from '../lib/page-table';

export const Route = createFileRoute('/file-upload-contract')({
  staticData: { page: browserScreen('Project setup and agreement', 'disallow') },
  validateSearch: orderSearch,
  component: function ProjectSetupRoute() {
    return <ProjectSetupPage search={Route.useSearch()} />;
  },
});
