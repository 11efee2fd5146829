import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorOf, failureMessage } from './api';

const refusal = (status: number, error: object) =>
  new ApiError(status, JSON.stringify({ error }), 'Bad Request');

describe('ApiError', () => {
  it("says the spec's '{status}: {body or statusText}'", () => {
    expect(new ApiError(404, '{"error":{}}', 'Not Found').message).toBe('404: {"error":{}}');
    expect(new ApiError(502, '', 'Bad Gateway').message).toBe('502: Bad Gateway');
  });
});

describe('apiErrorOf', () => {
  it('gives the status, code, sentence and the fields the answer names', () => {
    const error = refusal(400, {
      code: 'bad_request',
      message: 'name is required',
      fields: { name: 'is required', template: 'is not in the catalogue' },
    });
    expect(apiErrorOf(error)).toEqual({
      status: 400,
      code: 'bad_request',
      message: 'name is required',
      fields: { name: 'is required', template: 'is not in the catalogue' },
    });
  });

  it('has no fields when the answer names none', () => {
    const error = refusal(409, { code: 'conflict', message: 'You have reached 3 websites.' });
    expect(apiErrorOf(error)?.fields).toBeUndefined();
    expect(apiErrorOf(error)?.message).toBe('You have reached 3 websites.');
  });

  it('finds a refusal wrapped as the cause of another error', () => {
    const wrapped = new Error('mutation failed', {
      cause: refusal(409, { code: 'x', message: 'y' }),
    });
    expect(apiErrorOf(wrapped)?.status).toBe(409);
  });

  it('keeps the status of an answer that is not ours (a proxy page)', () => {
    const error = new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway');
    expect(apiErrorOf(error)).toEqual({
      status: 502,
      code: undefined,
      message: undefined,
      fields: undefined,
    });
  });

  it('is undefined when the server was not reached', () => {
    expect(apiErrorOf(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(apiErrorOf(null)).toBeUndefined();
  });
});

describe('failureMessage', () => {
  it("is the server's sentence, a general one, or that the server was not reached", () => {
    expect(failureMessage(refusal(429, { code: 'too_many', message: 'Wait a minute.' }))).toBe(
      'Wait a minute.',
    );
    expect(failureMessage(new ApiError(500, '', 'Server Error'))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
  });
});
