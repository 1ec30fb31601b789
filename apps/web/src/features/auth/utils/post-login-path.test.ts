import { describe, expect, it } from 'vitest';
import {
  homePathFor,
  postLoginPath,
  readRememberedPath,
  rememberLocation,
} from './post-login-path';

describe('homePathFor', () => {
  it('sends admins to /Admin and everyone else to /dashboard', () => {
    expect(homePathFor({ admin: true })).toBe('/Admin');
    expect(homePathFor({ admin: false })).toBe('/dashboard');
  });
});

describe('readRememberedPath', () => {
  it('returns the full remembered path', () => {
    const state = rememberLocation({ pathname: '/news', search: '?page=2', hash: '#top' });
    expect(readRememberedPath(state)).toBe('/news?page=2#top');
  });

  it('ignores missing or malformed state', () => {
    expect(readRememberedPath(null)).toBeNull();
    expect(readRememberedPath(undefined)).toBeNull();
    expect(readRememberedPath({ from: 42 })).toBeNull();
  });

  it('refuses anything that could leave the site', () => {
    expect(readRememberedPath({ from: 'https://evil.example/' })).toBeNull();
    expect(readRememberedPath({ from: '//evil.example/' })).toBeNull();
    expect(readRememberedPath({ from: '/\\evil.example/' })).toBeNull();
  });

  it('never returns to a login page or to sign-out', () => {
    expect(readRememberedPath({ from: '/login' })).toBeNull();
    expect(readRememberedPath({ from: '/login/partner-a' })).toBeNull();
    expect(readRememberedPath({ from: '/hidden-login?x=1' })).toBeNull();
    expect(readRememberedPath({ from: '/account/logout' })).toBeNull();
    expect(readRememberedPath({ from: '/loginhelp' })).toBe('/loginhelp');
  });
});

describe('postLoginPath', () => {
  it('prefers the remembered target over the home page', () => {
    expect(postLoginPath({ admin: true }, { from: '/peer-comparison/balance' })).toBe(
      '/peer-comparison/balance',
    );
    expect(postLoginPath({ admin: false }, null)).toBe('/dashboard');
  });
});
