import { describe, expect, it } from 'vitest';

import { loadConfig } from './config';

describe('server configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      adminPath: '/admin',
      jwtTtl: '12h',
      statsTimeZone: 'UTC',
      trustProxy: false,
      databaseUrl: undefined,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('names every bad value at once', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', STATS_TIMEZONE: 'Mars/Olympus', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' }),
    ).toThrow(
      /PORT: PORT must be a port number[\s\S]*DATABASE_URL: DATABASE_URL must be a postgres:\/\/[\s\S]*JWT_SECRET: JWT_SECRET must be at least 32 characters[\s\S]*STATS_TIMEZONE: STATS_TIMEZONE must be an IANA time zone/,
    );
  });

  it('refuses an admin path that is not a plain path or lies under /api', () => {
    expect(() => loadConfig({ ADMIN_PATH: 'admin' })).toThrow(/ADMIN_PATH must be a path/);
    expect(() => loadConfig({ ADMIN_PATH: '/api/admin' })).toThrow(/ADMIN_PATH must not be under \/api/);
    expect(loadConfig({ ADMIN_PATH: '/back-office/' }).adminPath).toBe('/back-office');
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([hops('x', 0), hops('x', 1), hops('x', 2)]).toEqual([true, true, false]);
  });

  it('refuses an ill-formed token lifetime', () => {
    expect(loadConfig({ JWT_TTL: '30m' }).jwtTtl).toBe('30m');
    expect(() => loadConfig({ JWT_TTL: 'forever' })).toThrow(/JWT_TTL must be a duration/);
  });
});
