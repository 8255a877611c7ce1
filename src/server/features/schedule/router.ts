import { z } from 'zod';
import { availabilityInput, bookingInput, confirmInput, emailParam, holdInput, slotIdInput } from '../../../shared/schemas/schedule';
import { can } from '../../../shared/admin';
import { adminProcedure, authedProcedure, publicProcedure, router } from '../../trpc/init';
import { availableSlots, bookMeeting, cancelBooking, cancelBookingAsAdmin, confirmHold, holdSlot, listBookings, releaseHold, upcomingBooking } from './service';
import { bookingView } from './wire';

export const scheduleRouter = router({
  available: publicProcedure.input(availabilityInput).query(({ ctx, input }) => availableSlots(ctx.deps.db, input.date, can(ctx.user, 'slotOverride'))),

  hold: publicProcedure.input(holdInput).mutation(async ({ ctx, input }) => {
    const result = await holdSlot(ctx.deps, input, ctx.user);
    return { slotId: result.meeting.slotId, message: result.message, adminOverride: result.adminOverride };
  }),

  release: publicProcedure.input(slotIdInput).mutation(({ ctx, input }) => ({ released: releaseHold(ctx.deps.db, input.slotId) })),

  confirm: publicProcedure
    .input(confirmInput)
    .mutation(({ ctx, input }) => bookingView(confirmHold(ctx.deps.db, input.slotId, input.paymentId ?? null), ctx.deps.config.zoom)),

  book: publicProcedure.input(bookingInput).mutation(async ({ ctx, input }) => {
    const result = await bookMeeting(ctx.deps, input, ctx.user);
    return { booking: bookingView(result.meeting, ctx.deps.config.zoom), message: result.message, adminOverride: result.adminOverride };
  }),

  myBooking: authedProcedure.query(({ ctx }) => {
    const booking = upcomingBooking(ctx.deps.db, ctx.user.email);
    return booking ? bookingView(booking, ctx.deps.config.zoom) : null;
  }),

  cancelMine: authedProcedure.mutation(async ({ ctx }) => {
    await cancelBooking(ctx.deps, ctx.user.email, 'cancelled at your request.');
    return { message: 'Booking cancelled successfully.' };
  }),

  adminBookings: adminProcedure('bookings').query(({ ctx }) => listBookings(ctx.deps.db).map((meeting) => bookingView(meeting, ctx.deps.config.zoom))),

  adminCancel: adminProcedure('bookings')
    .input(z.object({ email: emailParam }))
    .mutation(({ ctx, input }) => cancelBookingAsAdmin(ctx.deps, ctx.user, input.email)),
});
