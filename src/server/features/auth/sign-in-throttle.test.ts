import { describe, expect, it } from 'vitest';
import { SignInThrottle } from './sign-in-throttle.js';

function throttleAt(start = 1_000_000) {
  const clock = { now: start };
  const throttle = new SignInThrottle({ windowMs: 60_000, perAccount: 3, perClient: 5 }, () => clock.now);
  return { throttle, clock };
}

describe('SignInThrottle', () => {
  it('allows attempts until an account reaches its failure limit', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 2; i++) throttle.recordFailure('Ann@School.org', '10.0.0.1');
    expect(throttle.retryAfterSeconds('ann@school.org', '10.0.0.1')).toBe(0);
    throttle.recordFailure('ann@school.org', '10.0.0.2');
    expect(throttle.retryAfterSeconds('ANN@school.org', '10.0.0.3')).toBe(60);
  });

  it('limits one client across many accounts', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 5; i++) throttle.recordFailure(`user${i}@school.org`, '10.0.0.9');
    expect(throttle.retryAfterSeconds('someone-else@school.org', '10.0.0.9')).toBe(60);
    expect(throttle.retryAfterSeconds('someone-else@school.org', '10.0.0.10')).toBe(0);
  });

  it('forgets failures once they leave the window', () => {
    const { throttle, clock } = throttleAt();
    for (let i = 0; i < 3; i++) throttle.recordFailure('ann@school.org', '10.0.0.1');
    clock.now += 30_000;
    expect(throttle.retryAfterSeconds('ann@school.org', '10.0.0.1')).toBe(30);
    clock.now += 30_001;
    expect(throttle.retryAfterSeconds('ann@school.org', '10.0.0.1')).toBe(0);
  });

  it('clears an account after a successful sign-in but keeps counting the client', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 3; i++) throttle.recordFailure('ann@school.org', '10.0.0.1');
    throttle.recordSuccess('ann@school.org');
    expect(throttle.retryAfterSeconds('ann@school.org', '10.0.0.2')).toBe(0);
    for (let i = 0; i < 2; i++) throttle.recordFailure('bob@school.org', '10.0.0.1');
    expect(throttle.retryAfterSeconds('carol@school.org', '10.0.0.1')).toBe(60);
  });

  it('forgets expired failures of other keys once many are tracked', () => {
    const { throttle, clock } = throttleAt();
    for (let i = 0; i < 6000; i++) throttle.recordFailure(`user${i}@school.org`, `10.1.${i >> 8}.${i & 255}`);
    expect(throttle.trackedKeys).toBeGreaterThan(10_000);
    clock.now += 60_001;
    throttle.recordFailure('late@school.org', '10.9.9.9');
    expect(throttle.trackedKeys).toBe(2);
  });
});
