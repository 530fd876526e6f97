import { afterEach, describe, expect, it, vi } from 'vitest';
import { md5 } from './md5.ts';
import { avatarServiceUrl } from './avatar.ts';
import { buildUpgradeUrl } from './upgradeUrl.ts';
import { secondsLeft } from './countdown.ts';
import { debounce, RENAME_DEBOUNCE_MS } from './debounce.ts';
import { apiBaseFor } from '../app/ConfigProvider.tsx';
import { guardRedirect } from '../app/routes.ts';
import { tabFromHash } from '../features/profile/profileTab.ts';
import { remainingLabel } from '../features/projects/remainingLabel.ts';

describe('md5 and the avatar service', () => {
  it('matches the RFC 1321 vectors', () => {
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5('The quick brown fox jumps over the lazy dog')).toBe('9e107d9d372bb6826bd81d3542a419d6');
    expect(md5('a'.repeat(100))).toBe('36a92cc94a9e0fa21f625f8bfb007adf');
  });
  it('asks for a 200 px image keyed by the normalised email', () => {
    expect(avatarServiceUrl(' MyEmailAddress@example.com ')).toBe('https://www.gravatar.com/avatar/0bc83cb571cd1c50ba6f3e8a78ef1346?s=200&d=identicon');
  });
});

describe('buildUpgradeUrl', () => {
  it('carries email, first and last name', () => {
    const url = new URL(buildUpgradeUrl('https://shop.example/pricing?ref=app', { email: 'a+b@x.io', first_name: 'Ada', last_name: 'Love lace' }));
    expect(url.searchParams.get('ref')).toBe('app');
    expect(url.searchParams.get('email')).toBe('a+b@x.io');
    expect(url.searchParams.get('first_name')).toBe('Ada');
    expect(url.searchParams.get('last_name')).toBe('Love lace');
  });
});

describe('secondsLeft', () => {
  it('rounds up and never goes negative', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 800)).toBe(10);
    expect(secondsLeft(10_000, 1000)).toBe(9);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });
});

describe('debounce', () => {
  afterEach(() => vi.useRealTimers());
  it('saves once, 300 ms after the last keystroke, with the last value', () => {
    vi.useFakeTimers();
    const save = vi.fn();
    const d = debounce(save, RENAME_DEBOUNCE_MS);
    d('a');
    vi.advanceTimersByTime(200);
    d('ab');
    vi.advanceTimersByTime(299);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('ab');
  });
  it('flush runs the pending call now, cancel drops it', () => {
    vi.useFakeTimers();
    const save = vi.fn();
    const d = debounce(save, 300);
    d('x');
    d.flush();
    expect(save).toHaveBeenCalledWith('x');
    d('y');
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe('routing rules', () => {
  it('guards: no token -> /, pending -> /verify/, active on verify -> /projects/', () => {
    expect(guardRedirect('/projects/', null, null)).toBe('/');
    expect(guardRedirect('/projects/', 't', null)).toBeNull();
    expect(guardRedirect('/profile/', 't', { status: 'pending' })).toBe('/verify/');
    expect(guardRedirect('/verify/', 't', { status: 'pending' })).toBeNull();
    expect(guardRedirect('/verify', 't', { status: 'active' })).toBe('/projects/');
    expect(guardRedirect('/projects/1/', 't', { status: 'active' })).toBeNull();
  });
  it('profile tab from hash', () => {
    expect(tabFromHash('#license')).toBe('license');
    expect(tabFromHash('#general')).toBe('general');
    expect(tabFromHash('')).toBe('general');
  });
  it("remaining label says 'unlimited' for -1", () => {
    expect(remainingLabel(-1)).toBe('Remaining: unlimited');
    expect(remainingLabel(2)).toBe('Remaining: 2');
  });
});

describe('apiBaseFor', () => {
  it('keeps the page origin for loopback aliases and uses other origins as given', () => {
    expect(apiBaseFor('http://localhost:8080', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(apiBaseFor('https://api.example.com/', 'http://127.0.0.1:8080')).toBe('https://api.example.com');
    expect(apiBaseFor('', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(apiBaseFor('/', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
  });
});
