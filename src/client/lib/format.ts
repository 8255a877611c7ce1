export { formatUsd as formatPrice } from '../../shared/money';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));
