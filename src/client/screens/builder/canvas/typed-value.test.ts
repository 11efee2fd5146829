import { describe, expect, it } from 'vitest';
import { keepNameToken, plainValue, richValue } from './typed-value';

describe('plainValue', () => {
  it('turns the browser’s no-break spaces into spaces', () => {
    expect(plainValue('Book\u00a0a call\u00a0', false)).toBe('Book a call ');
  });
  it('keeps one-line fields on one line', () => {
    expect(plainValue('One\ntwo', false)).toBe('One two');
    expect(plainValue('One\ntwo', true)).toBe('One\ntwo');
  });
});

describe('richValue', () => {
  it('keeps bold, italic and safe links, and drops anything that could run', () => {
    expect(richValue('Lead <b>boldly</b> <i>now</i> <a href="#calendar">here</a>')).toBe(
      'Lead <b>boldly</b> <i>now</i> <a href="#calendar">here</a>',
    );
    expect(richValue('Hi<img src=x onerror="alert(1)"><script>x()</script>')).toBe('Hi');
    expect(richValue('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });
  it('stores nothing when no words are left', () => {
    expect(richValue('<br>')).toBe('');
    expect(richValue('<b>&nbsp;</b>')).toBe('');
  });
  it('turns no-break spaces into spaces', () => {
    expect(richValue('Grow&nbsp;<b>now</b>&nbsp;')).toBe('Grow <b>now</b> ');
  });
});

describe('keepNameToken', () => {
  it('puts {name} back where the coach’s name shows', () => {
    expect(keepNameToken('Meet {name}', 'Meet Maya Rivers today', 'Maya Rivers', false)).toBe(
      'Meet {name} today',
    );
    expect(keepNameToken('<b>{name}</b>', '<b>Tom &amp; Ann</b>!', 'Tom & Ann', true)).toBe(
      '<b>{name}</b>!',
    );
  });
  it('leaves text alone when the field had no {name}', () => {
    expect(keepNameToken('Meet me', 'Meet Maya Rivers', 'Maya Rivers', false)).toBe(
      'Meet Maya Rivers',
    );
  });
});
