import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isPlanSlug, PLANS } from '../../../shared/plans';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { formatSlotTime } from '../../../shared/schedule';
import { formatDateTime } from '../../lib/format';
import type { RouterOutputs } from '../../lib/api-types';
import { trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { ConfirmDialog } from '../../ui/Dialog';
import { FilterChips } from '../../ui/FilterChips';
import { PageSpinner } from '../../ui/Spinner';
import { AdminZoomDialog } from '../schedule/AdminZoomDialog';
import { describeDate } from '../schedule/calendar';
import { adminRefresh, useAdminAction } from './use-admin';
import { AdminSection } from './AdminSection';

const VIEWS = ['Upcoming', 'Past', 'Cancelled'] as const;

type AdminBooking = RouterOutputs['schedule']['adminBookings'][number];

/** Issue 35 §4-5: whether the person said they are coming, did not come, moved or cancelled, and why. */
function Attendance({ booking }: { booking: AdminBooking }) {
  const said = booking.changeReason ? ` "${booking.changeReason}"` : '';
  const [tone, label] =
    booking.status === 'cancelled'
      ? ['failed', 'Cancelled']
      : booking.noShowAt
        ? ['failed', 'No-show']
        : booking.confirmedAt
          ? ['sent', 'Confirmed']
          : booking.isUpcoming
            ? ['queued', 'Not yet confirmed']
            : ['dropped', 'Not confirmed'];
  return (
    <span>
      <span className={`badge badge-${tone}`}>{label}</span>
      {booking.status === 'cancelled' ? (
        <span className="cell-sub">{`${booking.cancelReason ?? ''}${said}`}</span>
      ) : booking.confirmedAt ? (
        <span className="cell-sub">{formatDateTime(booking.confirmedAt)}</span>
      ) : null}
      {booking.status !== 'cancelled' && booking.moveCount > 0 ? (
        <span className="cell-sub">{`Moved ${booking.moveCount}×${said}`}</span>
      ) : null}
    </span>
  );
}

function NoShowButton({ booking }: { booking: AdminBooking }) {
  const run = useAdminAction();
  const mark = useMutation(trpc.schedule.adminMarkNoShow.mutationOptions());
  const noShow = booking.noShowAt === null;
  return (
    <Button
      variant="secondary"
      className="btn-small"
      busy={mark.isPending}
      busyLabel="Saving..."
      aria-label={noShow ? `Mark ${booking.email} as not attending` : `Undo the no-show of ${booking.email}`}
      onClick={() =>
        void run(() => mark.mutateAsync({ id: booking.id, noShow }), { failure: 'Failed to update the meeting' })
      }
    >
      {noShow ? 'Mark no-show' : 'Undo no-show'}
    </Button>
  );
}

/** Spec part 2 §2 zoom-bookings tab: every booking in Pacific time, cancel with confirmation, book for a customer. */
export function ZoomBookingsTab() {
  const bookings = useQuery({ ...trpc.schedule.adminBookings.queryOptions(), ...adminRefresh });
  const [view, setView] = useState<(typeof VIEWS)[number]>('Upcoming');
  const run = useAdminAction();
  const cancel = useMutation(trpc.schedule.adminCancel.mutationOptions());
  if (bookings.isPending) return <PageSpinner label="Loading Zoom bookings..." />;
  if (bookings.isError) return <Alert tone="error">Failed to load Zoom bookings.</Alert>;
  const upcoming = view === 'Upcoming';
  const rows = bookings.data.filter((booking) =>
    view === 'Cancelled'
      ? booking.status === 'cancelled'
      : booking.status === 'booked' && booking.isUpcoming === upcoming,
  );
  if (upcoming) rows.reverse();
  return (
    <AdminSection title="Zoom bookings" actions={<AdminZoomDialog />}>
      <FilterChips label="Which bookings" options={VIEWS} value={view} onChange={setView} />
      <DataTable
        caption={`${view} Zoom bookings`}
        rows={rows}
        rowKey={(booking) => booking.id}
        empty={
          upcoming
            ? 'No upcoming Zoom meetings.'
            : view === 'Past'
              ? 'No past meetings yet.'
              : 'No meeting was cancelled in the last 30 days.'
        }
        columns={[
          { header: 'Customer', cell: (booking) => booking.name },
          { header: 'Email', cell: (booking) => booking.email },
          {
            header: 'Plan',
            cell: (booking) =>
              booking.plan && isPlanSlug(booking.plan) ? PLANS[booking.plan].name : (booking.plan ?? '—'),
          },
          { header: 'Date', cell: (booking) => describeDate(booking.date) },
          { header: 'Time (Pacific)', cell: (booking) => `${formatSlotTime(booking.time)} ${booking.timezone}` },
          { header: 'Attendance', cell: (booking) => <Attendance booking={booking} /> },
          { header: 'Booked', cell: (booking) => formatDateTime(booking.createdAt) },
          {
            header: 'Actions',
            actions: true,
            cell: (booking) =>
              booking.status === 'cancelled' ? (
                <span className="muted">Cancelled</span>
              ) : booking.isUpcoming ? (
                <ConfirmDialog
                  trigger={
                    <Button
                      variant="secondary"
                      className="btn-small btn-danger-quiet"
                      aria-label={`Cancel the meeting of ${booking.email}`}
                    >
                      Cancel
                    </Button>
                  }
                  title={`Cancel ${booking.name}'s meeting?`}
                  description={`The consultation on ${describeDate(booking.date)} at ${formatSlotTime(booking.time)} ${booking.timezone} is cancelled and ${booking.email} is told by email.`}
                  confirmLabel="Cancel Booking"
                  onConfirm={() =>
                    run(() => cancel.mutateAsync({ email: booking.email }), {
                      failure: ADMIN_MESSAGES.cancelBookingFailed,
                      successType: 'booking',
                    })
                  }
                />
              ) : (
                <NoShowButton booking={booking} />
              ),
          },
        ]}
      />
    </AdminSection>
  );
}
