import { isStrongPassword, passwordRules, passwordStrength } from './password';

describe('password composition', () => {
  it('needs 8 characters, a digit, a lowercase, an uppercase and a special character', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(isStrongPassword('Écrire-2024')).toBe(true);
  });
  it.each([
    ['Abcde1!', 'too short'],
    ['Abcdefg!', 'no digit'],
    ['ABCDEF1!', 'no lowercase'],
    ['abcdef1!', 'no uppercase'],
    ['Abcdefg1', 'no special character'],
  ])('refuses %s (%s)', (pw) => {
    expect(isStrongPassword(pw)).toBe(false);
  });
  it('refuses absurdly long passwords', () => {
    expect(isStrongPassword(`Aa1!${'x'.repeat(200)}`)).toBe(false);
  });
  it('reports each rule for the form checklist', () => {
    expect(passwordRules('abc')).toEqual({ minLength: false, digit: false, lowercase: true, uppercase: false, special: false });
  });
});

describe('password strength meter', () => {
  it('is 0 for nothing and grows with length and variety', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(1);
    expect(passwordStrength('Abcdef1!')).toBe(3);
    expect(passwordStrength('Gr4nd-Cru-Bourgogne')).toBe(4);
  });
  it('never rates above 2 a password the rules refuse', () => {
    expect(passwordStrength('abcdefghijklmnopqrstuvwxyz')).toBeLessThanOrEqual(2);
    expect(passwordStrength('ABCDEFGHIJKLMNOP1234567890')).toBeLessThanOrEqual(2);
  });
  it('pulls down common words and repeated characters', () => {
    expect(passwordStrength('Password123!')).toBeLessThan(passwordStrength('Pxsqword123!'));
    expect(passwordStrength('Aaaa1111!!!!')).toBeLessThan(4);
  });
});
