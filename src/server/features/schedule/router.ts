import { z } from 'zod';
import {
  availabilityInput,
  bookingInput,
  confirmInput,
  emailParam,
  holdInput,
  manageRescheduleInput,
  manageCancelInput,
  manageTokenInput,
  changeReasonInput,
  slotIdInput,
} from '../../../shared/schemas/schedule';
import { can } from '../../../shared/admin';
import { adminProcedure, authedProcedure, publicProcedure, router } from '../../trpc/init';
import { adminArea } from '../../core/doors';
import {
  availableSlots,
  bookMeeting,
  cancelBookingAsAdmin,
  cancelManaged,
  cancelAtRequest,
  confirmHeldSlot,
  holdSlot,
  listBookings,
  managedBooking,
  ownUpcomingBooking,
  releaseHold,
  rescheduleManaged,
  confirmAttendance,
  listCancelledBookings,
  markNoShow,
} from './service';
import { notFound } from '../../errors';
import { SCHEDULE_MESSAGES } from '../../../shared/schedule';
import { bookingView } from './wire';

const CANCELLED = { message: 'Booking cancelled successfully.' };

export const scheduleRouter = router({
  available: publicProcedure
    .meta({ proof: ['nothing'] })
    .input(availabilityInput)
    .query(({ ctx, input }) => availableSlots(ctx.deps.db, input.date, can(ctx.user, 'slotOverride'))),

  /** A new hold, of no one yet: confirming it takes proof. */
  hold: publicProcedure
    .meta({ proof: ['nothing'], budget: { limit: 'meetingHold', staffArea: 'bookings' } })
    .input(holdInput)
    .mutation(async ({ ctx, input }) => {
      const result = await holdSlot(ctx.deps, input, { actor: ctx.user, ip: ctx.ip, attempt: ctx.attempt });
      return { slotId: result.meeting.slotId, message: result.message, adminOverride: result.adminOverride };
    }),

  release: publicProcedure
    .meta({ proof: ['holdSecret'], budget: { limit: 'meetingRelease' } })
    .input(slotIdInput)
    .mutation(({ ctx, input }) => ({ released: releaseHold(ctx.deps.db, input.slotId) })),

  /** The wizard's last word on a held slot: the account it is for, with its paid plan (confirmHeldSlot). */
  confirm: authedProcedure
    .meta({
      proof: [['session', 'holdSecret'], adminArea('bookings')],
      budget: { limit: 'meetingBooking', staffArea: 'bookings' },
    })
    .input(confirmInput)
    .mutation(async ({ ctx, input }) =>
      bookingView(
        await confirmHeldSlot(
          ctx.deps,
          { actor: ctx.user, ip: ctx.ip, attempt: ctx.attempt },
          input.slotId,
          input.paymentId ?? null,
        ),
        ctx.deps.config.zoom,
      ),
    ),

  /** A new booking; an address with an upcoming one is refused unless its owner asks. */
  book: publicProcedure
    .meta({
      proof: ['nothing', 'session', adminArea('bookings')],
      budget: { limit: 'meetingBooking', email: 'email', restEmail: 'body.user_email', staffArea: 'bookings' },
    })
    .input(bookingInput)
    .mutation(async ({ ctx, input }) => {
      const result = await bookMeeting(ctx.deps, input, { actor: ctx.user, ip: ctx.ip, attempt: ctx.attempt });
      return {
        booking: bookingView(result.meeting, ctx.deps.config.zoom),
        message: result.message,
        adminOverride: result.adminOverride,
      };
    }),

  myBooking: authedProcedure.query(({ ctx }) => {
    const booking = ownUpcomingBooking(ctx.deps.db, ctx.user);
    return booking ? bookingView(booking, ctx.deps.config.zoom) : null;
  }),

  cancelMine: authedProcedure
    .meta({ budget: { limit: 'meetingChange' } })
    .input(changeReasonInput.optional())
    .mutation(async ({ ctx, input }) => {
      const booking = ownUpcomingBooking(ctx.deps.db, ctx.user);
      if (!booking) throw notFound(SCHEDULE_MESSAGES.bookingNotFound);
      await cancelAtRequest(ctx.deps, booking, { actor: ctx.user, changeReason: input?.reason ?? null });
      return CANCELLED;
    }),

  /** The booking of an emailed manage link: whoever holds the link is its owner. */
  managed: publicProcedure
    .meta({ proof: ['manageLink'] })
    .input(manageTokenInput)
    .query(({ ctx, input }) => bookingView(managedBooking(ctx.deps.db, input.token), ctx.deps.config.zoom)),

  rescheduleManaged: publicProcedure
    .meta({ proof: ['manageLink'], budget: { limit: 'meetingBooking' } })
    .input(manageRescheduleInput)
    .mutation(async ({ ctx, input }) => {
      const result = await rescheduleManaged(ctx.deps, input.token, input, { ip: ctx.ip, attempt: ctx.attempt });
      return { booking: bookingView(result.meeting, ctx.deps.config.zoom), message: result.message };
    }),

  cancelManaged: publicProcedure
    .meta({ proof: ['manageLink'], budget: { limit: 'meetingChange' } })
    .input(manageCancelInput)
    .mutation(async ({ ctx, input }) => {
      await cancelManaged(ctx.deps, input.token, input.reason ?? null);
      return CANCELLED;
    }),

  /** "Still coming?": the answer yes, from the page of the manage link (never on opening it). */
  confirmManaged: publicProcedure
    .meta({ proof: ['manageLink'], budget: { limit: 'meetingChange' } })
    .input(manageTokenInput)
    .mutation(({ ctx, input }) => ({
      message: SCHEDULE_MESSAGES.confirmedAttendance,
      booking: bookingView(confirmAttendance(ctx.deps, input.token), ctx.deps.config.zoom),
    })),

  /** Booked meetings, and those their person or the team cancelled lately (status 'cancelled'). */
  adminBookings: adminProcedure('bookings').query(({ ctx }) =>
    [...listBookings(ctx.deps.db), ...listCancelledBookings(ctx.deps.db)].map((meeting) =>
      bookingView(meeting, ctx.deps.config.zoom),
    ),
  ),

  adminMarkNoShow: adminProcedure('bookings')
    .input(z.object({ id: z.number().int().positive(), noShow: z.boolean() }))
    .mutation(({ ctx, input }) => markNoShow(ctx.deps, ctx.user, input.id, input.noShow)),

  adminCancel: adminProcedure('bookings')
    .input(z.object({ email: emailParam }))
    .mutation(({ ctx, input }) => cancelBookingAsAdmin(ctx.deps, ctx.user, input.email)),
});
