import type { AgreementState } from '../../lib/api-types';
import { contractPdfPath } from '../../../shared/content/agreement';
import { formatDateTime } from '../../lib/format';

/** Whether a customer signed their service agreement, and the evidence: name typed, time, IP, PDF. */
export function AgreementStatus({
  agreement,
  email,
  detailed = false,
}: {
  agreement: AgreementState;
  email: string;
  detailed?: boolean;
}) {
  if (agreement.state === 'not_required') return <span className="muted">Not needed (plan given by the team)</span>;
  if (!agreement.signed || !agreement.orderId) return <span className="badge dash-badge-waiting">Not signed</span>;
  const { signed } = agreement;
  return (
    <span className="agreement-status">
      <span className="badge dash-badge-done">Signed</span> {formatDateTime(signed.signedAt)}
      <span className="muted">
        {' '}
        by “{signed.signature}” from {signed.ip}
      </span>
      {detailed ? (
        <span className="agreement-hash">
          SHA-256 <code>{signed.textSha256}</code>
        </span>
      ) : null}{' '}
      <a
        href={contractPdfPath(agreement.orderId)}
        download
        aria-label={`Download the signed agreement of ${email} (PDF)`}
      >
        PDF
      </a>
    </span>
  );
}
