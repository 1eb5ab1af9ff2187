/// <reference types="jest" />
// locale.ts reads the language through @guide/ui, whose entry imports its stylesheet.
jest.mock('../../../ui/src/ui.css', () => ({}));

import { localizePath } from '../locale';
import { CONTEST_PAGES, contestPath, translateContestPath } from './paths';

describe("the contest's slugs", () => {
  it('builds each page in both languages', () => {
    expect(contestPath('home')).toBe('/concours-petit-dejeuner');
    expect(contestPath('home', 'en')).toBe('/breakfast-contest');
    expect(contestPath('winnersYear', 'fr', { year: 2025 })).toBe('/concours-petit-dejeuner/laureats/2025');
    expect(contestPath('becomePartner', 'en')).toBe('/breakfast-contest/become-a-partner');
  });

  it('translates a path to the other family, query and hash kept, other paths untouched', () => {
    for (const page of CONTEST_PAGES) {
      const fr = contestPath(page.key, 'fr', { year: 2024 });
      const en = contestPath(page.key, 'en', { year: 2024 });
      expect(translateContestPath(fr, 'en')).toBe(en);
      expect(translateContestPath(en, 'fr')).toBe(fr);
      expect(translateContestPath(fr, 'fr')).toBe(fr);
    }
    expect(translateContestPath('/concours-petit-dejeuner/laureats/2025?x=1#top', 'en')).toBe('/breakfast-contest/winners/2025?x=1#top');
    expect(translateContestPath('/concours-petit-dejeuner/nulle-part', 'en')).toBe('/concours-petit-dejeuner/nulle-part');
    expect(translateContestPath('/hotels-restaurants/laureats', 'en')).toBe('/hotels-restaurants/laureats');
  });

  it('is what localizePath does for the contest (links, the language switch)', () => {
    expect(localizePath('/concours-petit-dejeuner/inscription', 'en')).toBe('/en/breakfast-contest/registration');
    expect(localizePath('/en/breakfast-contest/winners/2025', 'fr')).toBe('/concours-petit-dejeuner/laureats/2025');
    expect(localizePath('/breakfast-contest', 'en')).toBe('/en/breakfast-contest');
    expect(localizePath('/hotels-restaurants', 'en')).toBe('/en/hotels-restaurants');
  });
});
