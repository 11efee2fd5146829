import { describe, expect, it } from 'vitest';
import { newSecretKey, secretBox } from './secret-box';

describe('sealed secrets', () => {
  const box = secretBox(newSecretKey());

  it('opens what it sealed, and the sealed text shows nothing of the secret', () => {
    const sealed = box.seal('pit-1234-secret-token');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('secret');
    expect(box.open(sealed)).toBe('pit-1234-secret-token');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a changed sealed text and another key', () => {
    const sealed = box.seal('token');
    const parts = sealed.split('.');
    const tampered = [
      ...parts.slice(0, 3),
      `${parts[3] === 'A' ? 'B' : 'A'}${parts[3]?.slice(1)}`,
    ].join('.');
    expect(() => box.open(tampered)).toThrow();
    expect(() => secretBox(newSecretKey()).open(sealed)).toThrow();
  });
});
