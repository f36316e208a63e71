import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('localhost');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('derives the public address from PORT and strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ PUBLIC_URL: 'https://agora.example.org/' }).publicUrl).toBe('https://agora.example.org');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('names every bad variable with its value in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short', PUBLIC_URL: 'ftp://x', SEED_DEMO: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toContain('PORT must be a whole number between 0 and 65535 (got "eighty")');
    expect(problems.join('\n')).toContain('DATABASE_URL must start with postgres:// or postgresql://');
    expect(problems.join('\n')).toContain('AUTH_SECRET must be at least 32 characters long');
    expect(problems.join('\n')).toContain('PUBLIC_URL must start with http:// or https://');
    expect(problems.join('\n')).toContain('SEED_DEMO must be 0, 1, true or false');
  });

  it('refuses PostgreSQL without AUTH_SECRET, naming it, since every instance must sign with the same one', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/agora' })).toThrowError(/AUTH_SECRET must be set when DATABASE_URL names a PostgreSQL server/);
    const secret = 'x'.repeat(32);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/agora', AUTH_SECRET: secret }).authSecret).toBe(secret);
    // The embedded database keeps a generated secret in DATA_DIR.
    expect(loadConfig({}).authSecret).toBeUndefined();
  });

  it('reads SEED_DEMO and TRUST_PROXY', () => {
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toBe('10.0.0.1');
  });
});
