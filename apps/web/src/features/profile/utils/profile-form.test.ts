import { describe, expect, it } from 'vitest';
import { aProfile } from '@/testing/fixtures';
import { isAdult, latestAdultBirthDate } from './adult';
import { toProfileUpdate, ZProfileForm } from './profile-form';

const profile = aProfile();
const empty = { firstName: '', lastName: '', gender: '' as const, dateOfBirth: '' };
const messagesOf = (values: typeof empty): Record<string, string> => {
  const result = ZProfileForm.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
  );
};

describe('adult check', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('accepts an 18th birthday today, refuses the day after', () => {
    expect(isAdult('2008-06-15', now)).toBe(true);
    expect(isAdult('2008-06-16', now)).toBe(false);
    expect(isAdult('1899-12-31', now)).toBe(false);
    expect(latestAdultBirthDate(now)).toBe('2008-06-15');
  });
});

describe('ZProfileForm', () => {
  it('lets every field stay empty', () => {
    expect(messagesOf(empty)).toEqual({});
  });

  it('checks names with the contract and wants both parts together', () => {
    expect(messagesOf({ ...empty, firstName: 'Anna' })).toEqual({
      lastName: 'Validation.required',
    });
    expect(messagesOf({ ...empty, firstName: 'Anna', lastName: '42' })).toEqual({
      lastName: 'Validation.invalid_name',
    });
  });

  it('refuses a minor and a malformed date', () => {
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    expect(messagesOf({ ...empty, dateOfBirth: nextYear })).toEqual({
      dateOfBirth: 'Validation.underage',
    });
    expect(messagesOf({ ...empty, dateOfBirth: '1990-13-45' }).dateOfBirth).toBe(
      'Validation.invalid_format',
    );
  });
});

describe('toProfileUpdate', () => {
  it('sends only what changed, and the name whole', () => {
    expect(
      toProfileUpdate(
        { firstName: ' Anna ', lastName: 'Petrova', gender: 'female', dateOfBirth: '' },
        profile,
      ),
    ).toEqual({ firstName: 'Anna', lastName: 'Petrova', gender: 'female' });
    expect(toProfileUpdate(empty, profile)).toBeNull();
  });

  it('never sends a name once it is locked', () => {
    const locked = {
      ...profile,
      firstName: 'Anna',
      lastName: 'Petrova',
      isNameChangeAvailable: false,
    };
    expect(
      toProfileUpdate(
        { firstName: 'Maria', lastName: 'Petrova', gender: '', dateOfBirth: '1990-05-01' },
        locked,
      ),
    ).toEqual({ dateOfBirth: '1990-05-01' });
  });
});
