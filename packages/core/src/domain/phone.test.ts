import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from './phone';

describe('formatPhone', () => {
  it('shows 10 digits as xxx.xxx.xxxx whatever the input punctuation', () => {
    expect(formatPhone('8005550142')).toBe('800.555.0142');
    expect(formatPhone('(800) 555-0142')).toBe('800.555.0142');
    expect(formatPhone('+1 800 555 0142')).toBe('800.555.0142');
  });

  it('leaves a number it cannot read as 10 digits unchanged', () => {
    expect(formatPhone('555-0142')).toBe('555-0142');
    expect(formatPhone('')).toBe('');
  });
});

describe('phoneHref', () => {
  it('builds a tel: URI with the US country code', () => {
    expect(phoneHref('800.555.0142')).toBe('tel:+18005550142');
  });

  it('gives null for a number that is not 10 digits', () => {
    expect(phoneHref('12345')).toBeNull();
  });
});
