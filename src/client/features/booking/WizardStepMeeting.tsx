import { browserTimeZone } from '../../../shared/schedule';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ref } from 'react';
import { canWith } from '../../../shared/admin';
import { WIZARD_MESSAGES } from '../../../shared/schemas/booking-messages';
import { httpStatusOf, trpc, trpcClient } from '../../lib/trpc';
import { useAuth } from '../auth/auth-context';
import { MeetingStep } from './MeetingStep';
import { clockNow, type Wizard } from './use-wizard';
import { prefixedFailure, RESERVE_FAILED, ZOOM_SAVE_FAILED, zoomSaveProblem } from './wizard-rules';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');
const release = (slotId: string) => void trpcClient.schedule.release.mutate({ slotId }).catch(() => undefined);

/** admin_special step 3 in the wizard: hold the chosen slot, then save the Zoom booking. */
export function WizardStepMeeting({ wizard, headingRef }: { wizard: Wizard; headingRef: Ref<HTMLHeadingElement> }) {
  const { plan, state, act, edit, setBusy, showError, showSuccess } = wizard;
  const { draft, busy } = state;
  const auth = useAuth();
  const queryClient = useQueryClient();
  const slots = useQuery({
    ...trpc.schedule.available.queryOptions({ date: draft.meetingDate ?? '' }),
    enabled: draft.meetingDate !== null,
    staleTime: 10_000,
  });
  const refreshSlots = (date: string) =>
    void queryClient.invalidateQueries({ queryKey: trpc.schedule.available.queryKey({ date }) });

  // Spec part 1 §4 slot reservation: hold the new slot first, then let the old one go.
  async function pickTime(time: string) {
    const date = draft.meetingDate;
    if (!date) return;
    act({ type: 'clearMessages' });
    const previous = draft.slot;
    // An admin may override a taken slot, but only when the meeting is saved: holding it now
    // would cancel someone's booking merely for looking at the time.
    if (slots.data?.slots.find((slot) => slot.time === time)?.taken) {
      edit({ meetingTime: time, slot: null, zoomBookingSaved: false, zoomBookingId: null });
      if (previous) release(previous.id);
      return;
    }
    setBusy('reserve');
    try {
      const hold = await trpcClient.schedule.hold.mutate({
        date,
        time,
        email: draft.email.trim(),
        name: draft.fullName.trim(),
        plan: plan.slug,
        timeZone: browserTimeZone(),
      });
      edit({ meetingTime: time, slot: { id: hold.slotId, date, time }, zoomBookingSaved: false, zoomBookingId: null });
      // It may have expired already, so a failure to release is fine.
      if (previous) release(previous.id);
    } catch (error) {
      showError(httpStatusOf(error) === 409 ? messageOf(error) : RESERVE_FAILED);
    } finally {
      setBusy(null);
      refreshSlots(date);
    }
  }

  async function saveMeeting() {
    act({ type: 'clearMessages' });
    const problem = zoomSaveProblem(draft);
    if (problem) return showError(problem, 'zoomSave');
    const { meetingDate: date, meetingTime: time } = draft;
    if (!date || !time) return;
    setBusy('save');
    try {
      // Passing our own hold lets the booking take it over rather than count it as someone else's.
      const result = await trpcClient.schedule.book.mutate({
        date,
        time,
        name: draft.fullName.trim(),
        email: draft.email.trim(),
        holdSlotId: draft.slot?.time === time && draft.slot.date === date ? draft.slot.id : null,
        timeZone: browserTimeZone(),
      });
      edit({ zoomBookingSaved: true, zoomBookingId: result.booking.id, slot: null });
      showSuccess(result.message);
    } catch (error) {
      edit({ slot: null });
      showError(
        prefixedFailure(WIZARD_MESSAGES.zoomSaveFailed, ZOOM_SAVE_FAILED, httpStatusOf(error), messageOf(error)),
      );
    } finally {
      setBusy(null);
      refreshSlots(date);
    }
  }

  return (
    <MeetingStep
      draft={draft}
      headingRef={headingRef}
      mayOverride={canWith(auth.user?.adminPermissions, 'slotOverride')}
      onDateChange={(date) => void act({ type: 'pickDate', date, clock: clockNow() })}
      onTimeChange={(time) => void pickTime(time)}
      reserving={busy === 'reserve'}
      saving={busy === 'save'}
      onSave={() => void saveMeeting()}
    />
  );
}
