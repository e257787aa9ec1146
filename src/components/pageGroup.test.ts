// pageGroup: the page links, previous/next group targets and offset for 12 items a page, 10 links a group.
import { describe, expect, it } from 'vitest';
import { pageGroup } from './pageGroup';

describe('pageGroup', () => {
  it('defaults to 12 items a page and 10 page links a group', () => {
    const g = pageGroup(1, 300);
    expect(g.totalPages).toBe(25);
    expect(g.pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(g.previousGroupPage).toBeNull();
    expect(g.nextGroupPage).toBe(11);
    expect([g.previousPage, g.nextPage]).toEqual([null, 2]);
    expect(g.offset).toBe(0);
  });

  it('puts page 10 in the first group and page 11 in the second', () => {
    expect(pageGroup(10, 300).pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const second = pageGroup(11, 300);
    expect(second.pages).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(second.previousGroupPage).toBe(10);
    expect(second.nextGroupPage).toBe(21);
    expect(second.offset).toBe(120);
  });

  it('cuts the last group at the last page and has no next group there', () => {
    const last = pageGroup(23, 300);
    expect(last.pages).toEqual([21, 22, 23, 24, 25]);
    expect(last.nextGroupPage).toBeNull();
    expect(last.previousGroupPage).toBe(20);
    expect([last.previousPage, last.nextPage]).toEqual([22, 24]);
    expect(pageGroup(25, 300).nextPage).toBeNull();
  });

  it('counts a partly filled last page: 13 items are 2 pages, 12 are 1', () => {
    expect(pageGroup(1, 13).totalPages).toBe(2);
    expect(pageGroup(1, 12).totalPages).toBe(1);
    expect(pageGroup(1, 12).pages).toEqual([1]);
  });

  it('has no pages for an empty list', () => {
    expect(pageGroup(3, 0)).toEqual({
      page: 1,
      totalPages: 0,
      pages: [],
      previousPage: null,
      nextPage: null,
      previousGroupPage: null,
      nextGroupPage: null,
      offset: 0,
    });
  });

  it('clamps pages out of range or not whole (a stale URL) onto real pages', () => {
    expect(pageGroup(99, 30).page).toBe(3);
    expect(pageGroup(0, 30).page).toBe(1);
    expect(pageGroup(-4, 30).page).toBe(1);
    expect(pageGroup(Number.NaN, 30).page).toBe(1);
    expect(pageGroup(2.7, 30).page).toBe(2);
    expect(pageGroup(99, 30).offset).toBe(24);
  });

  it('takes other page and group sizes (news: 4 a page)', () => {
    const g = pageGroup(6, 50, 4, 5);
    expect(g.totalPages).toBe(13);
    expect(g.pages).toEqual([6, 7, 8, 9, 10]);
    expect(g.previousGroupPage).toBe(5);
    expect(g.nextGroupPage).toBe(11);
    expect(g.offset).toBe(20);
  });

  it('refuses page or group sizes below 1', () => {
    expect(() => pageGroup(1, 10, 0)).toThrow(RangeError);
    expect(() => pageGroup(1, 10, 12, 0)).toThrow(RangeError);
  });
});
