import { describe, expect, it } from 'vitest';
import { deepestMessage, isDatabaseUnavailable } from './unavailable.js';

const driverError = (code: string, message = 'driver') => Object.assign(new Error(message), { code });
/** What Drizzle throws: its own "Failed query" around the driver's error. */
const wrapped = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause });

describe('isDatabaseUnavailable', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EAGAIN', '57014', '57P01', '08006'])('takes %s, however deep, for a database that cannot serve now', (code) => {
    expect(isDatabaseUnavailable(wrapped(driverError(code)))).toBe(true);
  });

  it('takes a Unix socket that refuses another connection (EAGAIN: a frozen embedded database) for one', () => {
    expect(isDatabaseUnavailable(wrapped(driverError('EAGAIN', 'connect EAGAIN /tmp/agora-pg-x/.s.PGSQL.5432')))).toBe(true);
  });

  it.each([
    ['a unique violation', driverError('23505')],
    ['a bug', new Error('undefined is not a function')],
  ])('does not take %s for one', (_what, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});

describe('deepestMessage', () => {
  it('finds the driver’s words under the wrappers', () => {
    expect(deepestMessage(wrapped(driverError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5499')))).toBe('connect ECONNREFUSED 127.0.0.1:5499');
  });
});
