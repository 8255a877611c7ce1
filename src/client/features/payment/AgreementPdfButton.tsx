import { contractPdfPath } from '../../../shared/content/agreement';
import { downloadWithSession } from '../../lib/rest';
import { DownloadButton } from '../../ui/DownloadButton';

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
  return (
    <DownloadButton
      download={() =>
        downloadWithSession(
          contractPdfPath(orderId, checkoutSecret),
          `service-agreement-${orderId}.pdf`,
          DOWNLOAD_FAILED,
        )
      }
      failure={DOWNLOAD_FAILED}
      showReason
      variant={variant}
      className="btn-small"
      busyLabel="Preparing…"
      aria-label={ariaLabel}
    >
      {label}
    </DownloadButton>
  );
}
