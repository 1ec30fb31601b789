import { describe, expect, it } from 'vitest';
import { partnerCodeOf } from './partner-code';

describe('partnerCodeOf', () => {
  it('reads the code of /login/{id} and /signup/{id}', () => {
    expect(partnerCodeOf('/login/acme')).toBe('acme');
    expect(partnerCodeOf('/signup/acme')).toBe('acme');
  });

  it('finds none elsewhere', () => {
    expect(partnerCodeOf('/login')).toBeNull();
    expect(partnerCodeOf('/signup/thankyou')).toBeNull();
    expect(partnerCodeOf('/pricing')).toBeNull();
    expect(partnerCodeOf('/login/acme/more')).toBeNull();
  });
});
