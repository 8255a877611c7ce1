import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/file-upload-contract')({ component: ProjectSetupandContractRoute });

function ProjectSetupandContractRoute() {
  return <ComingSoon title="Project Setup and Contract" />;
}
