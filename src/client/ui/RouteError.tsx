import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { BRAND } from '../../shared/brand';
import { CONNECTION_MESSAGES } from '../../shared/schemas/connection-messages';

/**
 * A part of the app whose code would not load: the browser was offline, or the tab is older than
 * the site's last deploy, whose files replaced the ones it asks for. Each browser words it its own way.
 */
const isLoadFailure = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);

/**
 * What a route shows when it fails to render, in place of the router's bare default. React keeps a
 * lazy part that failed to load as failed, so only a reload tries again.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const notLoaded = isLoadFailure(error);
  const reason = offline
    ? CONNECTION_MESSAGES.unreachable
    : notLoaded
      ? 'The site may have been updated since this tab was opened. Reload the page to get the latest version.'
      : 'Something on our side went wrong. Reload the page to try again.';
  return (
    <section className="page narrow" role="alert">
      <h1>{notLoaded ? 'This page could not load' : 'Something went wrong'}</h1>
      <p className="lead">{reason}</p>
      <p className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to="/" reloadDocument className="btn btn-secondary">
          Back to Home
        </Link>
      </p>
      <p>
        If it keeps happening, write to us at <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>.
      </p>
    </section>
  );
}
