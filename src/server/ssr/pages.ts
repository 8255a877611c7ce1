import { findPostSummary } from '../../shared/content/blog';
import { bookingMeta, NOT_FOUND_META, PAGE_META, type PageMeta } from '../../shared/seo';
import { STEP_SCREEN_MODULES, stepScreenName, type StepScreenName } from '../../shared/wizard-screens';

// Screens that depend on who is signed in or on one visit's query string are rendered in the
// browser only; every other path (including unknown ones, for a real 404) is rendered on the server.
// The booking wizard is rendered as a new visitor first sees it: step 1 (the plan and its price),
// and the payment step when the address names it (its form empty, as the browser shows it until it
// has filled in a stored draft). The steps after payment follow only from a visitor's own draft,
// which only the browser has, and so does a payment provider's return with its order.
const CLIENT_ONLY = [
  /^\/dashboard(\/|$)/,
  /^\/account(\/|$)/,
  /^\/admin(\/|$)/,
  /^\/admin-chat(\/|$)/,
  /^\/book-zoom(\/|$)/,
  /^\/login(\/|$)/,
  /^\/signup(\/|$)/,
  /^\/reset-password(\/|$)/,
  /^\/verify-email(\/|$)/,
  /^\/payment-(success|cancelled)(\/|$)/,
  /^\/file-upload-contract(\/|$)/,
  /^\/test-checkout(\/|$)/,
];

const PAYMENT_RETURN = /[?&](order_id|session_id)=/;
/** The values the wizard's URL accepts for a later step (src/client/features/booking/book-search.ts). */
const LATER_STEP = /[?&]step=([2-5])(&|$)/;

/** The later step (2 to 5) a wizard's address opens at; none for a payment return, which resumes the draft. */
function laterStepOf(pathname: string, search: string): string | null {
  if (!/^\/book\/[^/]+\/?$/.test(pathname) || PAYMENT_RETURN.test(search)) return null;
  return LATER_STEP.exec(search)?.[1] ?? null;
}

/** The screen a wizard opened at a later step shows (step 3 depends on the plan). */
function laterStepScreen(pathname: string, search: string): StepScreenName | null {
  const step = laterStepOf(pathname, search);
  return step ? stepScreenName(Number(step), decodedSegment(pathname.split('/')[2]!) === 'admin_special') : null;
}

/** The manifest key of that screen's module: its code is named up front, its styles come with the page. */
export function laterStepModule(pathname: string, search: string): string | null {
  const screen = laterStepScreen(pathname, search);
  return screen ? STEP_SCREEN_MODULES[screen] : null;
}

/** The payment step, opened by its address: the same for every visitor until the browser takes over. */
const isServerRenderedStep = (pathname: string, search: string) => laterStepScreen(pathname, search) === 'payment';

export const isServerRendered = (pathname: string, search = '') =>
  !CLIENT_ONLY.some((pattern) => pattern.test(pathname)) &&
  !(
    pathname.startsWith('/book/') &&
    (PAYMENT_RETURN.test(search) || (LATER_STEP.test(search) && !isServerRenderedStep(pathname, search)))
  );

/**
 * The pages the browser renders whose first screen needs only public content: the wizard opened at
 * a later step or on a payment provider's return shows its plan as soon as its script runs, so its
 * shell carries the plans rather than the browser asking for them first.
 */
export const shellHasLoaderState = (pathname: string) => /^\/book\/[^/]+\/?$/.test(pathname);

/** A path segment as typed; a malformed escape ('%E0') is kept as it is rather than failing the page. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function metaFor(pathname: string): PageMeta | null {
  const normalized = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const page = PAGE_META[normalized];
  if (page) return page;
  const plan = normalized.match(/^\/book\/([^/]+)$/);
  if (plan) return bookingMeta(decodedSegment(plan[1]!));
  const article = normalized.match(/^\/blog\/([^/]+)$/);
  if (article) {
    const post = findPostSummary(decodedSegment(article[1]!));
    if (post)
      return {
        title: post.metaTitle || post.title,
        description: post.metaDescription || post.excerpt,
        type: 'article',
      };
    return NOT_FOUND_META;
  }
  return null;
}

/** The query parameters a server-rendered page reads (the blog's search); any other is ignored. */
const RENDERED_PARAMS: [RegExp, readonly string[]][] = [[/^\/blog\/?$/, ['q', 'category']]];
const MAX_PARAM_LENGTH = 100;

/**
 * The URL a page is rendered and cached under: its path, plus only the query parameters that page
 * reads (a value too long to be a real search is dropped). '/?utm=1' and '/?x=2' are the landing
 * page, one render and one cache entry, so a query string can neither bypass the cache nor fill it.
 */
export function renderedUrl(
  pathname: string,
  search: string,
): { url: string; cacheKey: string; parametrized: boolean } {
  // A later step's page or shell shows that step's screen (and names its code), so each step has its own.
  const step = laterStepOf(pathname, search);
  const stepUrl = step ? `${pathname}?step=${step}` : null;
  // A page the browser renders is an empty shell, cached apart from the same path rendered here.
  if (!isServerRendered(pathname, search)) {
    const url = stepUrl ?? pathname;
    return { url, cacheKey: `shell:${url}`, parametrized: false };
  }
  if (stepUrl) return { url: stepUrl, cacheKey: stepUrl, parametrized: false };
  const names = RENDERED_PARAMS.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
  const given = new URLSearchParams(search);
  const kept = names
    .map((name) => [name, given.get(name) ?? ''] as const)
    .filter(([, value]) => value && value.length <= MAX_PARAM_LENGTH);
  if (kept.length === 0) return { url: pathname, cacheKey: pathname, parametrized: false };
  const url = `${pathname}?${new URLSearchParams(kept.map(([name, value]) => [name, value])).toString()}`;
  return { url, cacheKey: url, parametrized: true };
}
