import { createFileRoute } from '@tanstack/react-router';
import { orderSearch } from '../features/payment/order-search';
import { ProjectSetupPage } from '../features/payment/ProjectSetupPage';

export const Route = createFileRoute('/file-upload-contract')({
  validateSearch: orderSearch,
  component: function ProjectSetupRoute() {
    return <ProjectSetupPage search={Route.useSearch()} />;
  },
});
