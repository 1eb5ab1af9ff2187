import {
  formatFrenchPhone,
  isCountryCode,
  isEmail,
  isFrenchPhone,
  isFrenchPostalCode,
  isNameWithinLimit,
  isPastDate,
  isSiret,
  isWebsiteUrl,
  luhnValid,
  normalizeEmail,
  normalizeFrenchPhone,
  normalizeWebsite,
} from './rules';

describe('names', () => {
  it('allows up to 35 characters, counted after trimming', () => {
    expect(isNameWithinLimit('a'.repeat(35))).toBe(true);
    expect(isNameWithinLimit(`  ${'a'.repeat(35)}  `)).toBe(true);
    expect(isNameWithinLimit('a'.repeat(36))).toBe(false);
  });
});

describe('email', () => {
  it.each(['marie@example.fr', 'Jean.Dupont+guide@sub.domaine.com', ' padded@example.org '])('accepts %s', (v) => {
    expect(isEmail(v)).toBe(true);
  });
  it.each(['', 'marie', 'marie@', '@example.fr', 'marie@example', 'ma rie@example.fr', 'marie@example..fr', 'a@b.c', `${'a'.repeat(250)}@example.fr`])(
    'refuses %p',
    (v) => expect(isEmail(v)).toBe(false),
  );
  it('normalises case and spaces so duplicates are found', () => {
    expect(normalizeEmail('  Marie@Example.FR ')).toBe('marie@example.fr');
  });
});

describe('French phone', () => {
  it.each([
    '06.12.34.56.78',
    '06 12 34 56 78',
    '0612345678',
    '06-12-34-56-78',
    '+33 6 12 34 56 78',
    '+33612345678',
    '+33 (0)6 12 34 56 78',
    '0033 6 12 34 56 78',
    '01.23.45.67.89',
  ])('accepts %s', (v) => {
    expect(isFrenchPhone(v)).toBe(true);
  });
  it.each(['', '06.12.34.56', '00.12.34.56.78', '+44 20 7946 0958', '06123456789', 'O6.12.34.56.78', '+33 06 12 34 56 78x'])('refuses %p', (v) => {
    expect(isFrenchPhone(v)).toBe(false);
  });
  it('normalises to E.164 and formats the French way', () => {
    expect(normalizeFrenchPhone('06.12.34.56.78')).toBe('+33612345678');
    expect(formatFrenchPhone('+33612345678')).toBe('06.12.34.56.78');
  });
});

describe('postal code', () => {
  it('is five digits', () => {
    expect(isFrenchPostalCode('21000')).toBe(true);
    expect(isFrenchPostalCode('2100')).toBe(false);
    expect(isFrenchPostalCode('2A000')).toBe(false);
    expect(isFrenchPostalCode('210000')).toBe(false);
  });
});

describe('SIRET', () => {
  // 7 3 2 8 2 9 3 2 0 0 0 0 7 4 : doubling every second digit from the right gives a sum of 40.
  const valid = '73282932000074';
  it('accepts 14 digits with a valid Luhn key, spaces allowed', () => {
    expect(isSiret(valid)).toBe(true);
    expect(isSiret('732 829 320 00074')).toBe(true);
  });
  it('refuses a wrong key, a wrong length or letters', () => {
    expect(isSiret('73282932000075')).toBe(false);
    expect(isSiret('7328293200007')).toBe(false);
    expect(isSiret('732829320000740')).toBe(false);
    expect(isSiret('7328293200007A')).toBe(false);
    expect(isSiret('')).toBe(false);
  });
  it('computes Luhn like the reference examples', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('12a')).toBe(false);
  });
});

describe('website', () => {
  it.each(['https://www.example.fr', 'http://example.com/path?q=1', 'www.example.fr', 'example.fr'])('accepts %s', (v) => {
    expect(isWebsiteUrl(v)).toBe(true);
  });
  it.each(['', 'example', 'ftp://example.fr', 'javascript:alert(1)', 'https://user:pw@example.fr', 'http://exa mple.fr'])('refuses %p', (v) => {
    expect(isWebsiteUrl(v)).toBe(false);
  });
  it('adds https:// when the scheme is left out', () => {
    expect(normalizeWebsite('www.example.fr')).toBe('https://www.example.fr/');
  });
});

describe('other formats', () => {
  it('country codes are ISO alpha-2 in capitals', () => {
    expect(isCountryCode('FR')).toBe(true);
    expect(isCountryCode('fr')).toBe(false);
    expect(isCountryCode('FRA')).toBe(false);
  });
  it('birth dates exist and are in the past', () => {
    const today = new Date('2025-06-01T00:00:00Z');
    expect(isPastDate('1990-02-28', today)).toBe(true);
    expect(isPastDate('1990-02-30', today)).toBe(false);
    expect(isPastDate('2026-01-01', today)).toBe(false);
    expect(isPastDate('1850-01-01', today)).toBe(false);
    expect(isPastDate('01/02/1990', today)).toBe(false);
  });
});
