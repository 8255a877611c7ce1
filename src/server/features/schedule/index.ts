// The schedule feature as the others see it: they import it from here, never from its files (decision 035).
export { scheduleRoutes } from './rest';
export { scheduleRouter } from './router';
export {
  bookHoldOfAccount,
  deleteMeetingsOf,
  notifyAdminsOfBooking,
  ownHeldSlotId,
  ownUpcomingBooking,
} from './service';
export { bookingView, wireOfView } from './wire';
