import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { formatDateTime } from '../../lib/format';
import { PageSpinner } from '../../ui/Spinner';
import { Alert } from '../../ui/Alert';
import { useAuth } from '../auth/auth-context';
import { AdminZoomDialog } from '../schedule/AdminZoomDialog';

/** The admin area's first screen: the full dashboard is its own issue; the mail outbox is here now. */
export function AdminPage() {
  const { user } = useAuth();
  const outbox = useQuery(trpc.email.outbox.queryOptions());
  return (
    <section className="page">
      <p className="eyebrow">Admin</p>
      <h1>Welcome, {user?.name}</h1>
      <p className="lead">The full admin dashboard is coming soon. Meanwhile, here is every email the site has sent.</p>
      <section className="zoom-card" aria-labelledby="admin-zoom-title">
        <h2 id="admin-zoom-title">Zoom bookings</h2>
        <p className="muted">See every consultation, cancel one, or book a customer in (admins may take a slot that is already taken).</p>
        <AdminZoomDialog />
      </section>
      <h2>Email outbox</h2>
      {outbox.isPending ? (
        <PageSpinner label="Loading emails..." />
      ) : outbox.isError ? (
        <Alert tone="error">Failed to load emails.</Alert>
      ) : outbox.data.length === 0 ? (
        <p className="empty-state">No emails have been sent yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Sent</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {outbox.data.map((email) => (
                <tr key={email.id}>
                  <td>{formatDateTime(email.createdAt)}</td>
                  <td>{email.to}</td>
                  <td>{email.subject}</td>
                  <td>
                    <span className={`badge badge-${email.status}`}>{email.status}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
