import { useMutation, useQueryClient } from '@tanstack/react-query';
import { briefInput } from '../../../shared/schemas/customer';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field, TextAreaField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import type { DashboardTab } from './search';
import type { Dashboard } from './types';

type Item = Dashboard['onboarding'][number];

/** What is left to give us after buying; each step ticks itself from what was done (issue 19). */
export function OnboardingChecklist({ items, onOpenTab }: { items: Item[]; onOpenTab: (tab: DashboardTab) => void }) {
  if (items.length === 0) return null;
  const left = items.filter((item) => !item.done).length;
  return (
    <section className="dash-card" aria-labelledby="onboarding-title">
      <h2 id="onboarding-title">Getting started</h2>
      <p className="muted">
        {left === 0
          ? 'All done: we have everything we need to start.'
          : `${items.length - left} of ${items.length} done.`}
      </p>
      <ul className="dash-checklist">
        {items.map((item) => (
          <li key={item.step} className={item.done ? 'is-done' : undefined}>
            <span className="dash-check" aria-hidden>
              {item.done ? '✓' : ''}
            </span>
            <span className="sr-only">{item.done ? 'Done: ' : 'To do: '}</span>
            {item.done ? item.label : <StepLink step={item.step} label={item.label} onOpenTab={onOpenTab} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function StepLink({
  step,
  label,
  onOpenTab,
}: {
  step: Item['step'];
  label: string;
  onOpenTab: (tab: DashboardTab) => void;
}) {
  if (step === 'files')
    return (
      <button type="button" className="link-button" onClick={() => onOpenTab('files')}>
        {label}
      </button>
    );
  const anchor = { agreement: '#sign-agreement', brief: '#business-brief', kickoff: '#zoom-meeting' }[step];
  return <a href={anchor}>{label}</a>;
}

/** The business brief for customers who bought outside the wizard; it ticks the checklist's brief step. */
export function BusinessBrief() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { onSubmit, field } = useSchemaForm(briefInput, { businessName: '', businessDescription: '' });
  const save = useMutation(
    trpc.customer.saveBrief.mutationOptions({
      onSuccess: async (result) => {
        toast('success', result.message);
        await queryClient.invalidateQueries({ queryKey: trpc.customer.dashboard.queryKey() });
      },
    }),
  );
  return (
    <section className="dash-card" id="business-brief" aria-labelledby="business-brief-title">
      <h2 id="business-brief-title">Tell us about your business</h2>
      <form className="form-stack" onSubmit={onSubmit((brief) => save.mutate(brief))} noValidate>
        <Field label="Business name" required {...field('businessName')} />
        <TextAreaField
          label="What does your business do?"
          rows={3}
          maxLength={5000}
          {...field('businessDescription')}
        />
        {save.isError ? (
          <Alert tone="error" onDismiss={() => save.reset()}>
            {save.error.message || 'Failed to save your business details.'}
          </Alert>
        ) : null}
        <Button type="submit" busy={save.isPending} busyLabel="Saving…">
          Save business details
        </Button>
      </form>
    </section>
  );
}

/** The project's stages with the day each was reached, the next step and what we are waiting for. */
export function ProjectTimeline({ timeline }: { timeline: NonNullable<Dashboard['timeline']> }) {
  return (
    <section className="dash-card" aria-labelledby="timeline-title">
      <h2 id="timeline-title">Project timeline</h2>
      <ol className="dash-timeline">
        {timeline.stages.map((stage) => (
          <li
            key={stage.stage}
            className={`is-${stage.state}`}
            aria-current={stage.state === 'current' ? 'step' : undefined}
          >
            {/* The list numbers the stages. */}
            <strong>{stage.label}</strong>
            {/* Stages reached before dates were kept (migration 0009) have none. */}
            <span className="muted">
              {stage.reachedAt
                ? ` · reached ${formatDate(stage.reachedAt)}`
                : stage.state === 'upcoming'
                  ? ' · not yet'
                  : ' · reached'}
            </span>
          </li>
        ))}
      </ol>
      <p>
        <strong>Next step:</strong> {timeline.nextStep ?? 'None: your project is complete.'}
      </p>
      {timeline.waitingFor.length > 0 ? (
        <p>
          <strong>We are waiting for you to:</strong> {timeline.waitingFor.join('; ')}.
        </p>
      ) : (
        <p className="muted">We are not waiting for anything from you.</p>
      )}
    </section>
  );
}
