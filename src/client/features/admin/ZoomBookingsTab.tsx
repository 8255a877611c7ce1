import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { formatSlotTime } from '../../../shared/schedule';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { ConfirmDialog } from '../../ui/Dialog';
import { FilterChips } from '../../ui/FilterChips';
import { PageSpinner } from '../../ui/Spinner';
import { AdminZoomDialog } from '../schedule/AdminZoomDialog';
import { describeDate } from '../schedule/MeetingPicker';
import { adminRefresh, useAdminAction } from './use-admin';
import { AdminSection } from './AdminSection';

const VIEWS = ['Upcoming', 'Past'] as const;

/** Spec part 2 §2 zoom-bookings tab: every booking in Pacific time, cancel with confirmation, book for a customer. */
export function ZoomBookingsTab() {
  const bookings = useQuery({ ...trpc.schedule.adminBookings.queryOptions(), ...adminRefresh });
  const [view, setView] = useState<(typeof VIEWS)[number]>('Upcoming');
  const run = useAdminAction();
  const cancel = useMutation(trpc.schedule.adminCancel.mutationOptions());
  if (bookings.isPending) return <PageSpinner label="Loading Zoom bookings..." />;
  if (bookings.isError) return <Alert tone="error">Failed to load Zoom bookings.</Alert>;
  const upcoming = view === 'Upcoming';
  const rows = bookings.data.filter((booking) => booking.isUpcoming === upcoming);
  if (upcoming) rows.reverse();
  return (
    <AdminSection title="Zoom bookings" actions={<AdminZoomDialog />}>
      <FilterChips
        label="Which bookings"
        options={VIEWS}
        value={view}
        onChange={(value) => setView(value as (typeof VIEWS)[number])}
      />
      <DataTable
        caption={`${view} Zoom bookings`}
        rows={rows}
        rowKey={(booking) => booking.id}
        empty={upcoming ? 'No upcoming Zoom meetings.' : 'No past meetings yet.'}
        columns={[
          { header: 'Customer', cell: (booking) => booking.name },
          { header: 'Email', cell: (booking) => booking.email },
          { header: 'Plan', cell: (booking) => booking.plan ?? '—' },
          { header: 'Date', cell: (booking) => describeDate(booking.date) },
          { header: 'Time (Pacific)', cell: (booking) => `${formatSlotTime(booking.time)} ${booking.timezone}` },
          { header: 'Booked', cell: (booking) => formatDateTime(booking.createdAt) },
          {
            header: 'Actions',
            actions: true,
            cell: (booking) =>
              booking.isUpcoming ? (
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
                <span className="muted">Past</span>
              ),
          },
        ]}
      />
    </AdminSection>
  );
}
