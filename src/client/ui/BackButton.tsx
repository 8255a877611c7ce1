import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';

/** Spec: Back goes back in history when there is any, else to the home page. */
export function BackButton({ label = 'Back' }: { label?: string }) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="btn btn-ghost back-button"
      onClick={() => (canGoBack ? router.history.back() : void navigate({ to: '/' }))}
    >
      <span aria-hidden>←</span> {label}
    </button>
  );
}
