import { describe, expect, it } from 'vitest';
import { websiteHref } from './website-href';

describe('websiteHref', () => {
  it('prefixes http:// when the address has no scheme', () => {
    expect(websiteHref('www.bank.example')).toBe('http://www.bank.example');
    expect(websiteHref('https://bank.example')).toBe('https://bank.example');
    expect(websiteHref('HTTP://bank.example')).toBe('HTTP://bank.example');
    expect(websiteHref(null)).toBeNull();
    expect(websiteHref('  ')).toBeNull();
  });
});
