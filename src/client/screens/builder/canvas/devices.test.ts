import { describe, expect, it } from 'vitest';
import { deviceWidth, fitScale } from './devices';

describe('fitScale', () => {
  it('shrinks the page to the room there is, and never enlarges it', () => {
    expect(fitScale(1280, 640)).toBe(0.5);
    expect(fitScale(375, 640)).toBe(1);
    expect(fitScale(768, 768)).toBe(1);
  });
  it('draws the page as it is before the room is measured', () => {
    expect(fitScale(1280, 0)).toBe(1);
  });
});

describe('deviceWidth', () => {
  it('gives the widths a visitor’s screen has', () => {
    expect([deviceWidth('desktop'), deviceWidth('tablet'), deviceWidth('phone')]).toEqual([
      1280, 768, 375,
    ]);
  });
});
