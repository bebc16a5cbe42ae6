import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { publicDemoSite, realDeployment } from './support/production-env';

const serverDir = join(import.meta.dirname, '..');

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: result.status, stderr: result.stderr.trim() };
}

describe('a server that cannot start says why in one line', () => {
  it('when the embedded database cannot be opened', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'atlas-bad-')), 'not-a-folder');
    writeFileSync(file, 'x');
    const { code, stderr } = start({ DATA_DIR: file });
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(
      /^Affiliate Atlas could not start: cannot open the embedded database in .*not-a-folder\/pg: ENOTDIR/,
    );
  });

  it('when PostgreSQL cannot be reached, without printing the password', () => {
    const { code, stderr } = start({ DATABASE_URL: 'postgres://atlas:s3cret@127.0.0.1:1/atlas' });
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toContain('cannot open the database at postgres://atlas:***@127.0.0.1:1/atlas');
    expect(stderr).not.toContain('s3cret');
  });

  it('when a production start would run a built-in demo or sandbox provider', () => {
    const { code, stderr } = start({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Affiliate Atlas could not start: invalid configuration: MARKETPLACE_PROVIDER: /);
    expect(stderr).toContain('PAYMENTS_PROVIDER: ');
  });

  it('when a setting is invalid', () => {
    const { code, stderr } = start({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Affiliate Atlas could not start: invalid configuration: PORT: /);
  });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      HOST: '127.0.0.1',
      SESSION_IDLE_DAYS: 30,
      TRUST_PROXY: false,
      LOGIN_LIMIT_PER_ACCOUNT: 10,
      LOGIN_LIMIT_PER_IP: 50,
    });
    expect(config.isLoopback).toBe(true);
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
    expect(config.isProduction).toBe(false);
  });

  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['LocalHost', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['1270.0.0.1', false],
  ])('counts HOST=%s as loopback: %s', (host, loopback) => {
    expect(loadConfig({ ...realDeployment, NODE_ENV: 'development', HOST: host }).isLoopback).toBe(loopback);
  });

  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['a HOST other machines reach', { HOST: '0.0.0.0' }],
  ])('refuses a production start (%s) with the built-in providers, naming each variable', (_, env) => {
    const refusal = () => loadConfig(env);
    expect(refusal).toThrow(
      /MARKETPLACE_PROVIDER: the built-in demo marketplace lets any visitor sign in as a seller/,
    );
    expect(refusal).toThrow(
      /PAYMENTS_PROVIDER: the built-in sandboxes mark billings paid without any money moving/,
    );
    expect(refusal).toThrow(/SMTP_URL: required for a production start/);
    expect(refusal).toThrow(/PUBLIC_BASE_URL: required for a production start/);
    expect(refusal).toThrow(/or PUBLIC_DEMO_SITE=true for a public demo site/);
  });

  it('starts a real deployment, and a public demo site only with its opt-in', () => {
    expect(loadConfig(realDeployment)).toMatchObject({ isPublic: true, PUBLIC_DEMO_SITE: false });
    expect(loadConfig(publicDemoSite)).toMatchObject({
      isPublic: true,
      PUBLIC_DEMO_SITE: true,
      MARKETPLACE_PROVIDER: 'demo',
      PAYMENTS_PROVIDER: 'sandbox',
    });
    const { SMTP_URL: _smtp, ...demoWithoutMail } = publicDemoSite;
    expect(() => loadConfig(demoWithoutMail)).toThrow(/^invalid configuration: SMTP_URL: /);
    expect(() => loadConfig({ ...realDeployment, MARKETPLACE_PROVIDER: 'demo' })).toThrow(
      /^invalid configuration: MARKETPLACE_PROVIDER: /,
    );
  });

  it('names every credential a real provider lacks', () => {
    const { PAYPAL_CLIENT_SECRET: _secret, PAYONEER_API_TOKEN: _token, ...partial } = realDeployment;
    expect(() => loadConfig(partial)).toThrow(
      'invalid configuration: PAYPAL_CLIENT_SECRET: required when PAYMENTS_PROVIDER=live; PAYONEER_API_TOKEN: required when PAYMENTS_PROVIDER=live',
    );
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: '70000', DATABASE_URL: 'nope' })).toThrow(/PORT: .*DATABASE_URL: /);
  });
});
