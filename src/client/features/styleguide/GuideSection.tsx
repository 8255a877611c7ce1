import type { ReactNode } from 'react';

/** One titled part of the styleguide; its id is the in-page address the section nav links to. */
export function GuideSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className="sg-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro ? <p className="sg-intro">{intro}</p> : null}
      {children}
    </section>
  );
}

/** A labelled specimen inside a section: what is shown, then the thing itself. */
export function Specimen({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure className="sg-specimen">
      <figcaption>{label}</figcaption>
      <div className="sg-specimen-body">{children}</div>
    </figure>
  );
}
