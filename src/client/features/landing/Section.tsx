import type { ReactNode } from 'react';

/** A landing-page section: an eyebrow, a heading that labels the section, then its content. */
export function Section({
  id,
  titleId,
  eyebrow,
  title,
  lead,
  tone = 'plain',
  children,
}: {
  id?: string;
  titleId: string;
  eyebrow: string;
  title: string;
  lead?: string;
  tone?: 'plain' | 'alt' | 'dark';
  children: ReactNode;
}) {
  const toneClass = tone === 'alt' ? ' section-alt' : tone === 'dark' ? ' section-dark' : '';
  return (
    <section id={id} className={`section${toneClass}`} aria-labelledby={titleId}>
      <div className="section-inner">
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={titleId}>{title}</h2>
        {lead ? <p className="section-lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
