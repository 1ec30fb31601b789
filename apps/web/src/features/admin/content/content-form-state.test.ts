import { describe, expect, it } from 'vitest';
import {
  fromLocalInput,
  initialValues,
  toLocalInput,
  toRequest,
  validate,
} from './content-form-state';

describe('the content form', () => {
  it('sends an organization audience, a schedule in the admin’s time and news fields only for news', () => {
    const values = {
      ...initialValues(null),
      title: 'Ignored for a message',
      content: '<p>Hi</p>',
      link: '/pricing',
      audienceType: 'organization' as const,
      organizationId: '6b2f3a4e-8d1c-4f7a-9b2e-1c3d5e7f9a0b',
      publishAt: '2030-01-02T09:30',
    };
    expect(toRequest('messages', values)).toEqual({
      title: '',
      content: '<p>Hi</p>',
      link: null,
      audience: { type: 'organization', organizationId: '6b2f3a4e-8d1c-4f7a-9b2e-1c3d5e7f9a0b' },
      publishAt: new Date('2030-01-02T09:30').toISOString(),
      withdrawAt: null,
    });
    expect(toRequest('news', values)).toMatchObject({
      title: 'Ignored for a message',
      link: '/pricing',
    });
  });

  it('round-trips a time through the datetime-local field', () => {
    const iso = new Date('2030-05-06T07:08').toISOString();
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });

  it('names the missing fields as the server would', () => {
    const empty = initialValues(null);
    expect(validate('news', empty)).toEqual({
      title: 'A news item needs a title',
      content: 'Write the content',
    });
    expect(
      validate('messages', { ...empty, content: '<p>x</p>', audienceType: 'organization' }),
    ).toEqual({ organizationId: 'Choose an organization' });
    expect(
      validate('messages', {
        ...empty,
        content: '<p>x</p>',
        publishAt: '2030-01-02T00:00',
        withdrawAt: '2030-01-01T00:00',
      }),
    ).toEqual({ withdrawAt: 'withdrawAt must be after publishAt' });
  });
});
