import { Link } from '@tanstack/react-router';
import { BackButton } from './BackButton';

/** The placeholder of a screen whose issue has not landed yet: a calm page, never a crash. */
export function ComingSoon({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <section className="page narrow coming-soon">
      <BackButton />
      <p className="eyebrow">Coming soon</p>
      <h1>{title}</h1>
      <p className="lead">We are putting the finishing touches on this page. Please check back shortly.</p>
      {children}
      <p>
        <Link to="/" className="btn btn-secondary">
          Back to Home
        </Link>
      </p>
    </section>
  );
}
