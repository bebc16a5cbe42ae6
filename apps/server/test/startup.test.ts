import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

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
    expect(loadConfig({ HOST: host }).isLoopback).toBe(loopback);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: '70000', DATABASE_URL: 'nope' })).toThrow(/PORT: .*DATABASE_URL: /);
  });
});
