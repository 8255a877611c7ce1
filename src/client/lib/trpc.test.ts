import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { CONNECTION_MESSAGES } from '../../shared/schemas/connection-messages';
import { RestError } from './rest';
import { errorMessage, noAnswerReason } from './trpc';

/** What the tRPC client throws when the server answered with an error of `httpStatus`. */
const answered = (httpStatus: number, message: string) =>
  TRPCClientError.from({ error: { message, code: -32600, data: { httpStatus } } });

const dropped = TRPCClientError.from(new TypeError('Failed to fetch'));
const proxyPage = TRPCClientError.from(new SyntaxError(`Unexpected token '<', "<html>Bad "... is not valid JSON`));
const hung = TRPCClientError.from(new DOMException('signal timed out', 'TimeoutError'));

describe('noAnswerReason', () => {
  it('says the server could not be reached when the request got no answer', () => {
    expect(noAnswerReason(dropped)).toBe(CONNECTION_MESSAGES.unreachable);
    expect(noAnswerReason(new TypeError('Failed to fetch'))).toBe(CONNECTION_MESSAGES.unreachable);
  });

  it("says the server could not answer when a proxy's page or an empty body came instead", () => {
    expect(noAnswerReason(proxyPage)).toBe(CONNECTION_MESSAGES.serverTrouble);
    expect(noAnswerReason(TRPCClientError.from(new SyntaxError('Unexpected end of JSON input')))).toBe(
      CONNECTION_MESSAGES.serverTrouble,
    );
    expect(noAnswerReason(new RestError(502, null, 'Failed to download file'))).toBe(CONNECTION_MESSAGES.serverTrouble);
  });

  it('says the request timed out when no answer came in time', () => {
    expect(noAnswerReason(hung)).toBe(CONNECTION_MESSAGES.timedOut);
  });

  it("has nothing to add when the app's server answered, even with a 500", () => {
    expect(noAnswerReason(answered(400, 'Message is required'))).toBeNull();
    expect(noAnswerReason(answered(500, 'Internal server error'))).toBeNull();
    expect(noAnswerReason(new RestError(404, 'File not found', 'Failed to download file'))).toBeNull();
    expect(noAnswerReason(new Error('Upload cancelled'))).toBeNull();
  });
});

describe('errorMessage', () => {
  it("shows the server's message, else the fallback", () => {
    expect(errorMessage(answered(409, 'That slot was just taken'), 'Failed')).toBe('That slot was just taken');
    expect(errorMessage(answered(400, ''), 'Failed')).toBe('Failed');
  });

  it('says why no answer came rather than the spec message for an exception or the raw error', () => {
    expect(errorMessage(dropped, 'Login failed', 'An unexpected error occurred')).toBe(CONNECTION_MESSAGES.unreachable);
    expect(errorMessage(proxyPage, 'Failed to send message')).toBe(CONNECTION_MESSAGES.serverTrouble);
  });

  it('keeps the message for an exception in the page itself', () => {
    expect(errorMessage(new Error('boom'), 'Login failed', 'An unexpected error occurred')).toBe(
      'An unexpected error occurred',
    );
  });
});
