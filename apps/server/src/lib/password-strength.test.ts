import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './password-strength';

describe('passwordWeakness', () => {
  it('refuses common, breached and guessable passwords', () => {
    for (const password of ['password', '12345678', 'qwertyuiop', 'iloveyou2', 'P@$$w0rd!'])
      expect(passwordWeakness(password), password).toBe('Validation.password_too_weak');
  });

  it('refuses the e-mail and passwords built on it', () => {
    const email = 'ivan.petrov@example.com';
    for (const password of [email, 'ivan.petrov', 'IvanPetrov1990', 'petrov_ivan!'])
      expect(passwordWeakness(password, [email]), password).toBeDefined();
    expect(passwordWeakness('ivanpetrov1', [email])).toBe('Validation.password_like_email');
  });

  it('accepts passphrases and random strings, whatever their characters', () => {
    for (const password of [
      'correct horse battery',
      'zebra mango kettle',
      'Tr0ub4dor&3',
      'пароль из четырёх слов',
      'x7#Kq!v92Lm',
    ])
      expect(passwordWeakness(password, ['ivan.petrov@example.com']), password).toBeUndefined();
  });

  it('judges a long hostile input quickly', () => {
    const started = performance.now();
    passwordWeakness('@$1!0|3457'.repeat(12), ['someone@example.com']);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
