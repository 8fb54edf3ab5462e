import { afterEach, describe, expect, it } from 'vitest';

import { EARLY_CALLS_FRESH_MS, takeEarlyResponse } from '@/api/earlyResponses';
import { earlyCallPaths, screenCodeFiles } from './earlyCalls';

describe('earlyCallPaths', () => {
  it('starts the waitlist screen’s stats and first page at the portal’s path and its waitlist section', () => {
    const waitlist = ['/api/webpage/waitlist/stats', '/api/webpage/waitlist?page=1&pageSize=50'];
    expect(earlyCallPaths('/admin', '', '/admin')).toEqual(waitlist);
    expect(earlyCallPaths('/admin/waitlist/', '', '/admin')).toEqual(waitlist);
  });

  it('starts the messages’ stats and first page under a custom portal path', () => {
    expect(earlyCallPaths('/x-7f3a/messages', '', '/x-7f3a')).toEqual([
      '/api/webpage/contact/stats',
      '/api/webpage/contact?page=1&pageSize=50',
    ]);
  });

  it('leaves a list with a search, filter or page to the app, but not its stats', () => {
    expect(earlyCallPaths('/admin/messages', '?page=2', '/admin')).toEqual(['/api/webpage/contact/stats']);
    expect(earlyCallPaths('/admin/waitlist', '?q=ann', '/admin')).toEqual(['/api/webpage/waitlist/stats']);
  });

  it('asks nothing for a screen without a list, or outside the portal', () => {
    expect(earlyCallPaths('/admin/outbox', '', '/admin')).toEqual([]);
    expect(earlyCallPaths('/administrator', '', '/admin')).toEqual([]);
  });
});

describe('screenCodeFiles', () => {
  const screenCode =
    'waitlist=/assets/w.js,/assets/shared.js;messages=/assets/m.js,/assets/shared.js;debug=/assets/d.js';

  it('names the files of the screen the address opens, the waitlist at the bare portal path', () => {
    expect(screenCodeFiles(screenCode, '/admin', '/admin')).toEqual(['/assets/w.js', '/assets/shared.js']);
    expect(screenCodeFiles(screenCode, '/x-7f3a/messages/', '/x-7f3a')).toEqual(['/assets/m.js', '/assets/shared.js']);
  });

  it('names none for a path outside the portal, a screen it does not list, or a page without the meta', () => {
    expect(screenCodeFiles(screenCode, '/administrator', '/admin')).toEqual([]);
    expect(screenCodeFiles(screenCode, '/admin/settings', '/admin')).toEqual([]);
    expect(screenCodeFiles('', '/admin/messages', '/admin')).toEqual([]);
  });
});

describe('takeEarlyResponse', () => {
  afterEach(() => {
    globalThis.__adminEarlyCalls = undefined;
  });

  const startCalls = (startedAt: number) => {
    const response = Promise.resolve(new Response('[]'));
    globalThis.__adminEarlyCalls = { token: 'token-a', startedAt, responses: new Map([['/api/x', response]]) };
    return response;
  };

  it('hands a started call to the first caller with the same token, once', () => {
    const response = startCalls(1_000);
    expect(takeEarlyResponse('/api/x', 'token-a', 2_000)).toBe(response);
    expect(takeEarlyResponse('/api/x', 'token-a', 2_000)).toBeUndefined();
  });

  it('never hands it to another session, another path, or once it is no longer fresh', () => {
    startCalls(1_000);
    expect(takeEarlyResponse('/api/x', 'token-b', 2_000)).toBeUndefined();
    expect(takeEarlyResponse('/api/y', 'token-a', 2_000)).toBeUndefined();
    expect(takeEarlyResponse('/api/x', 'token-a', 1_000 + EARLY_CALLS_FRESH_MS + 1)).toBeUndefined();
  });
});
