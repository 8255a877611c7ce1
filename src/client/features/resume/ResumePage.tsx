import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { RESUME } from '../../../shared/content/resume';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PdfPreview } from './PdfPreview';
import { saveBlob } from '../../lib/rest';

const PDF_PATH = '/resume.pdf';
const DOWNLOAD_NAME = 'Jordan-Avery-Resume.pdf';

export function ResumePage() {
  return (
    <div className="page resume">
      <header className="page-header resume-header">
        <div>
          <p className="eyebrow">Resume</p>
          <h1>{RESUME.name}</h1>
          <p className="lead">{RESUME.headline}</p>
          <p className="muted">{RESUME.summary}</p>
        </div>
        <DownloadResumeButton />
      </header>

      <section aria-labelledby="skills-title">
        <h2 id="skills-title">Skills</h2>
        <div className="card-grid card-grid-3">
          {RESUME.skillCards.map((card) => (
            <article key={card.title} className="feature-card">
              <h3>{card.title}</h3>
              <p>{card.description}</p>
              <ul className="tech-list">
                {card.skills.map((skill) => (
                  <li key={skill}>{skill}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="highlights-title" className="resume-highlights">
        <h2 id="highlights-title">Professional highlights</h2>
        <ul className="check-list">
          {RESUME.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="preview-title">
        <h2 id="preview-title">Resume preview</h2>
        <PdfPreview src={PDF_PATH} title={`${RESUME.name} resume (PDF)`} />
        <p className="muted">
          Can&apos;t see the preview?{' '}
          <a href={PDF_PATH} download={DOWNLOAD_NAME}>
            Download the PDF
          </a>{' '}
          instead.
        </p>
      </section>

      <aside className="cta-panel">
        <h2>Work with Jordan&apos;s team</h2>
        <div className="hero-actions">
          <Link to="/" hash="contact" className="btn btn-secondary">
            Contact us
          </Link>
          <Link to="/" hash="pricing" className="btn btn-primary">
            See pricing
          </Link>
        </div>
      </aside>
    </div>
  );
}

/** Spec part 1 §2 /resume: a Downloading state while the PDF is fetched, then a save. */
function DownloadResumeButton() {
  const [state, setState] = useState<'idle' | 'downloading' | 'failed'>('idle');
  async function download() {
    setState('downloading');
    try {
      const response = await fetch(PDF_PATH);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      saveBlob(await response.blob(), DOWNLOAD_NAME);
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <div className="resume-download">
      <Button onClick={() => void download()} busy={state === 'downloading'} busyLabel="Downloading...">
        Download Resume (PDF)
      </Button>
      {state === 'failed' ? <Alert tone="error">The download failed. Please try again.</Alert> : null}
    </div>
  );
}
