/// <reference types="jest" />
import { afterOf, FIRST_PAGE, nextPage, previousPage } from './pagination';

describe('cursor pages', () => {
  it('starts on the first page, with no cursor', () => {
    expect(FIRST_PAGE.page).toBe(0);
    expect(afterOf(FIRST_PAGE)).toBeNull();
  });

  it('moves forward with the end cursor of the page shown and back without one', () => {
    const second = nextPage(FIRST_PAGE, 'c-20');
    const third = nextPage(second, 'c-40');
    expect([third.page, afterOf(third)]).toEqual([2, 'c-40']);
    const back = previousPage(third);
    expect([back.page, afterOf(back)]).toEqual([1, 'c-20']);
    expect(previousPage(previousPage(back))).toMatchObject({ page: 0 });
  });

  it('forgets the pages after the current one when it takes another way forward', () => {
    const third = nextPage(nextPage(FIRST_PAGE, 'c-20'), 'c-40');
    const again = nextPage(previousPage(third), 'c-41');
    expect(again.cursors).toEqual([null, 'c-20', 'c-41']);
  });

  it('stays put without an end cursor (no answer yet, or the last page)', () => {
    expect(nextPage(FIRST_PAGE, null)).toBe(FIRST_PAGE);
    expect(nextPage(FIRST_PAGE, undefined)).toBe(FIRST_PAGE);
  });
});
