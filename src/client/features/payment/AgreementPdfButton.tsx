import { useState } from 'react';
import { contractPdfPath } from '../../../shared/content/agreement';
import { downloadWithSession } from '../../lib/rest';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/Toast';

const DOWNLOAD_FAILED = 'The agreement could not be downloaded. Please try again in a moment.';

/**
 * Downloads an order's signed agreement as a PDF. A plain link cannot: the server asks for the
 * signed-in buyer's session (a header) or, for an order placed signed out, its checkout secret.
 */
export function AgreementPdfButton({
  orderId,
  checkoutSecret = null,
  label = 'Download PDF',
  ariaLabel,
  variant = 'secondary',
}: {
  orderId: string;
  checkoutSecret?: string | null;
  label?: string;
  ariaLabel?: string;
  variant?: 'secondary' | 'ghost';
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadWithSession(
        contractPdfPath(orderId, checkoutSecret),
        `service-agreement-${orderId}.pdf`,
        DOWNLOAD_FAILED,
      );
    } catch (error) {
      toast('error', error instanceof Error && error.message ? error.message : DOWNLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant={variant}
      className="btn-small"
      busy={busy}
      busyLabel="Preparing…"
      onClick={() => void download()}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  );
}
