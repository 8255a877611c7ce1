import { describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES } from '../../../shared/schemas/customer';
import { stageLabel } from '../../../shared/admin';
import { detailOf } from '../../lib/rest';
import { dashboardLoadError, notesPreview, selectionProblems, statusLabel, uploadFailureMessage } from './helpers';
import { dashboardSearch, visibleTab } from './search';

describe('notesPreview', () => {
  it('keeps short notes whole', () => {
    expect(notesPreview('  Going well.  ')).toEqual({ text: 'Going well.', truncated: false });
  });
  it('cuts long notes at 100 characters', () => {
    const preview = notesPreview('a'.repeat(150));
    expect(preview.truncated).toBe(true);
    expect(preview.text).toBe(`${'a'.repeat(100)}…`);
  });
});

describe('labels', () => {
  it('names stages and statuses', () => {
    expect(stageLabel(2)).toBe('Stage 2: Initial Work');
    expect(stageLabel(null)).toBe('Not started');
    expect(statusLabel('awaiting_payment')).toBe('Awaiting payment');
  });
});

describe('selectionProblems', () => {
  it('asks for at least one file', () => {
    expect(selectionProblems([])).toEqual([CUSTOMER_MESSAGES.selectFiles]);
  });
  it('rejects wrong types and big files, accepts good ones', () => {
    expect(selectionProblems([{ name: 'a.pdf', size: 10 }])).toEqual([]);
    expect(
      selectionProblems([
        { name: 'a.exe', size: 10 },
        { name: 'b.png', size: 11 * 1024 * 1024 },
      ]),
    ).toHaveLength(2);
  });
});

describe('errors', () => {
  it('maps an order detail to the needs-order message', () => {
    expect(uploadFailureMessage('No active order found')).toBe(CUSTOMER_MESSAGES.uploadNeedsOrder);
    expect(uploadFailureMessage('Too big')).toBe('Too big');
    expect(uploadFailureMessage(null)).toBe(CUSTOMER_MESSAGES.uploadFailed);
    expect(uploadFailureMessage('Disorder')).toBe('Disorder');
  });
  it('reads a JSON detail', () => {
    expect(detailOf('{"detail":"Nope"}')).toBe('Nope');
    expect(detailOf('<html>')).toBeNull();
  });
  it('says the session expired on 401', () => {
    expect(dashboardLoadError(401)).toBe(CUSTOMER_MESSAGES.sessionExpired);
    expect(dashboardLoadError(500)).toBe(CUSTOMER_MESSAGES.loadFailed);
  });
});

describe('search and tabs', () => {
  it('keeps known values only', () => {
    expect(dashboardSearch({ tab: 'files', order_id: 'ord_1', session_id: 123, x: 1 })).toEqual({
      tab: 'files',
      order_id: 'ord_1',
      session_id: '123',
    });
    expect(dashboardSearch({ tab: 'nope' })).toEqual({});
  });
  it('swaps upgrade and select-plan by plan', () => {
    expect(visibleTab('upgrade', false)).toBe('select-plan');
    expect(visibleTab('select-plan', true)).toBe('upgrade');
    expect(visibleTab(undefined, true)).toBe('overview');
  });
});
