import { createServer } from 'node:http';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/build-app.js';
import { createUser } from '../test/factories.js';
import { capturedHeaders } from './security-headers.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('security headers', () => {
  it('forbid inline scripts, eval and framing, sniffing and leaky referrers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('send no HSTS over plain http (the test site is http://localhost)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('send HSTS and mark the session cookie Secure when the site is served over https', async () => {
    const secure = await buildTestApp({ publicUrl: 'https://agora.example.org' });
    try {
      const response = await secure.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      const user = await createUser(secure);
      const signedIn = await secure.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'https://agora.example.org' },
        payload: { email: user.email, password: user.password },
      });
      const cookie = signedIn.cookies.find((c) => c.name.endsWith('agora.session_token'));
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await secure.close();
    }
  });

  it('are exactly what helmet sets on a real response, captured once at start', async () => {
    const middleware = helmet({ referrerPolicy: { policy: 'strict-origin-when-cross-origin' } });
    const server = createServer((request, response) => middleware(request, response, () => response.end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const real = (await fetch(`http://127.0.0.1:${port}/`)).headers;
      const captured = capturedHeaders(middleware);
      expect(Object.keys(captured).length).toBeGreaterThan(8);
      for (const [name, value] of Object.entries(captured)) expect(real.get(name), name).toBe(value);
      for (const name of real.keys()) if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) expect(captured).toHaveProperty(name);
    } finally {
      server.close();
    }
  });

  it('are set on every answer, the API, pages and refusals alike', async () => {
    for (const url of ['/api/health', '/api/posts', '/api/profile', '/no-such-page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(String(response.headers['content-security-policy']), url).toContain("default-src 'self'");
    }
  });
});
