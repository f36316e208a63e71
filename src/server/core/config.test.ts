import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './paths.js';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config.js';

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

  it('logs in lines for a person at a terminal and in JSON otherwise, unless LOG_FORMAT says', () => {
    expect(loadConfig({}, true).logPretty).toBe(true);
    expect(loadConfig({}, false).logPretty).toBe(false);
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logPretty).toBe(false);
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logPretty).toBe(true);
  });

  it('reads the mail settings, defaulting the sender to the site\'s own name, and refuses bad ones', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@smtp.school.example', PUBLIC_URL: 'https://agora.school.example' }).mail).toEqual({
      smtpUrl: 'smtps://u:p@smtp.school.example',
      from: 'Agora <no-reply@agora.school.example>',
    });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Programme <office@school.example>' }).mail?.from).toBe('Programme <office@school.example>');
    expect(() => loadConfig({ SMTP_URL: 'mail.school.example' })).toThrowError(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
    expect(() => loadConfig({ SMTP_URL: 'smtp://h', MAIL_FROM: 'nobody' })).toThrowError(/MAIL_FROM must be an address/);
    expect(() => loadConfig({ MAIL_FROM: 'a@b.org' })).toThrowError(/MAIL_FROM is set but SMTP_URL is not/);
  });

  it('reads SITE_LANGUAGE, and refuses a language the site does not speak', () => {
    expect(loadConfig({}).siteLanguage).toBeUndefined();
    expect(loadConfig({ SITE_LANGUAGE: 'el' }).siteLanguage).toBe('el');
    expect(() => loadConfig({ SITE_LANGUAGE: 'greek' })).toThrowError(/SITE_LANGUAGE must be one of el, en \(el: Greek, en: English\)/);
  });

  it('reads SEED_DEMO and TRUST_PROXY', () => {
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toBe('10.0.0.1');
  });
});

describe('loadConfig: S3 media storage', () => {
  const minio = { S3_BUCKET: 'agora', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keeps media in DATA_DIR when S3_BUCKET is not set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads every S3 variable', () => {
    const config = loadConfig({ ...minio, S3_REGION: 'eu-central-1', S3_FORCE_PATH_STYLE: '1', S3_PUBLIC_URL: 'https://media.example.org/agora/' });
    expect(config.s3).toEqual({
      bucket: 'agora',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://media.example.org/agora',
      prefix: '',
    });
  });

  it.each([
    ['school-a', 'school-a/'],
    ['/sites/school-a/', 'sites/school-a/'],
    ['staging.2026', 'staging.2026/'],
  ])('reads S3_PREFIX=%s as the folder %s', (value, expected) => {
    expect(loadConfig({ ...minio, S3_PREFIX: value }).s3?.prefix).toBe(expected);
  });

  it.each(['../other-site', 'a//b', 'school a', 'a/./b'])('refuses S3_PREFIX=%s, saying what a folder looks like', (value) => {
    expect(problemsOf({ ...minio, S3_PREFIX: value })).toEqual([expect.stringMatching(/^S3_PREFIX must (be a folder in the bucket such as school-a\/|not contain \. or \.\. as a folder)/)]);
  });

  it('defaults to AWS itself: no endpoint, us-east-1, virtual-hosted addresses, the default credentials, no public URL', () => {
    expect(loadConfig({ S3_BUCKET: 'agora-media' }).s3).toEqual({
      bucket: 'agora-media',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
      prefix: '',
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['0', false],
  ])('reads S3_FORCE_PATH_STYLE=%s', (value, expected) => {
    expect(loadConfig({ ...minio, S3_FORCE_PATH_STYLE: value }).s3?.forcePathStyle).toBe(expected);
  });

  it('treats empty S3 variables as unset', () => {
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '', S3_PUBLIC_URL: '' }).s3).toBeUndefined();
  });

  it('names every bad S3 value', () => {
    const problems = problemsOf({ S3_BUCKET: 'Agora_Media', S3_ENDPOINT: 'minio:9000', S3_REGION: 'EU Central', S3_FORCE_PATH_STYLE: 'yes', S3_PUBLIC_URL: 'ftp://media.example.org' });
    expect(problems).toEqual([
      'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens (got "Agora_Media")',
      'S3_ENDPOINT must start with http:// or https:// (got "minio:9000")',
      'S3_REGION must be a region name such as us-east-1 (got "EU Central")',
      'S3_FORCE_PATH_STYLE must be 0, 1, true or false (got "yes")',
      'S3_PUBLIC_URL must start with http:// or https:// (got "ftp://media.example.org")',
    ]);
  });

  it('says what an S3 address looks like when it is not one', () => {
    expect(problemsOf({ S3_BUCKET: 'agora', S3_ENDPOINT: 'localhost 9000' })).toEqual([
      'S3_ENDPOINT must be a full address such as http://127.0.0.1:9000 (got "localhost 9000")',
    ]);
  });

  it('refuses S3 settings without S3_BUCKET, naming each', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PUBLIC_URL: 'https://media.example.org' })).toEqual([
      'S3_ENDPOINT is set but S3_BUCKET is not: set S3_BUCKET to store media in a bucket, or remove S3_ENDPOINT',
      'S3_PUBLIC_URL is set but S3_BUCKET is not: set S3_BUCKET to store media in a bucket, or remove S3_PUBLIC_URL',
    ]);
  });

  it('refuses one of the two keys without the other', () => {
    expect(problemsOf({ S3_BUCKET: 'agora', S3_ACCESS_KEY_ID: 'key' })).toEqual([
      'S3_ACCESS_KEY_ID is set but S3_SECRET_ACCESS_KEY is not: set both, or neither to use the default AWS credentials (e.g. an IAM role)',
    ]);
    expect(problemsOf({ S3_BUCKET: 'agora', S3_SECRET_ACCESS_KEY: 'secret' })).toEqual([
      'S3_SECRET_ACCESS_KEY is set but S3_ACCESS_KEY_ID is not: set both, or neither to use the default AWS credentials (e.g. an IAM role)',
    ]);
  });

  it('lists S3 refusals together with the other bad variables', () => {
    expect(problemsOf({ PORT: 'eighty', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'PORT must be a whole number between 0 and 65535 (got "eighty")',
      'S3_ENDPOINT is set but S3_BUCKET is not: set S3_BUCKET to store media in a bucket, or remove S3_ENDPOINT',
    ]);
  });
});

/** The problems loadConfig refuses `env` for. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('the documented configuration', () => {
  const example = readFileSync(join(PROJECT_ROOT, '.env.example'), 'utf8');
  const readme = readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8');

  it.each(CONFIG_VARIABLES())('names %s in .env.example and in the README’s table', (name) => {
    expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
    expect(readme).toContain(`\`${name}\``);
  });

  it('reads SHUTDOWN_GRACE_SECONDS, ten by default, and refuses what is not a few seconds to ten minutes', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '85' }).shutdownGraceMs).toBe(85_000);
    for (const value of ['0', '601', '1.5', 'soon']) expect(problemsOf({ SHUTDOWN_GRACE_SECONDS: value })[0]).toMatch(/^SHUTDOWN_GRACE_SECONDS must be a (whole )?number of seconds from 1 to 600/);
  });
});
