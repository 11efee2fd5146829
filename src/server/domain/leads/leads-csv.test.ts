import { describe, expect, it } from 'vitest';
import { csvCell } from './leads-csv';

describe('a cell of the leads CSV', () => {
  it('keeps phone numbers with their + as typed', () => {
    for (const phone of [
      '+44 20 7946 0958',
      '+1 (555) 123-4567',
      '+15551234567',
      '+33.1.23.45.67.89',
      '+49 (0)30 1234567',
    ]) {
      expect(csvCell(phone), phone).toBe(`"${phone}"`);
    }
    expect(csvCell('020 7946 0958')).toBe('"020 7946 0958"');
  });

  it('makes a leading = - @ inert, and a + that is not a phone number', () => {
    for (const value of [
      '=HYPERLINK("http://evil")',
      '=1+1',
      "-2+3+cmd|' /C calc'!A0",
      '-1',
      '@SUM(1,1)',
      "+cmd|' /C calc'!A0",
      '+1+1',
      '+1-1',
      '+1',
      '+',
      '+1 (555) 123-4567+1',
      '+1 555 123 4567 x12',
      '+1--5551234567',
      '+5551234567-',
      '+1234567890123456',
    ]) {
      expect(csvCell(value), value).toBe(`"'${value.replace(/"/g, '""')}"`);
    }
  });

  it('makes a leading tab or carriage return inert (OWASP), and quotes quotes', () => {
    expect(csvCell('\t=1+1')).toBe(`"'\t=1+1"`);
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvCell('Line one\nLine "two"')).toBe('"Line one\nLine ""two"""');
    expect(csvCell('Ask me: =1+1 later')).toBe('"Ask me: =1+1 later"');
    expect(csvCell('')).toBe('""');
  });
});
