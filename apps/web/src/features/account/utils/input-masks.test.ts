import { describe, expect, it } from 'vitest';
import { maskCardNumber, maskExpiry, maskPhone } from './input-masks';

describe('input masks', () => {
  it('shapes a phone as 000-000-0000 while typing', () => {
    expect(maskPhone('5')).toBe('5');
    expect(maskPhone('5155')).toBe('515-5');
    expect(maskPhone('515555012')).toBe('515-555-012');
    expect(maskPhone('(515) 555-0123 ext 4')).toBe('515-555-0123');
  });

  it('groups a card number by four', () => {
    expect(maskCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(maskCardNumber('4000 0000 00')).toBe('4000 0000 00');
  });

  it('shapes an expiry as MM/YY', () => {
    expect(maskExpiry('4')).toBe('04');
    expect(maskExpiry('1234')).toBe('12/34');
    expect(maskExpiry('12/3')).toBe('12/3');
    expect(maskExpiry('1')).toBe('1');
  });
});
