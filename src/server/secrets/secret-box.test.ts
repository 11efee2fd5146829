import { createHash } from 'node:crypto';
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

  it('refuses a sealed text with any of its parts changed, and another key', () => {
    // Many seals, so a part that happens to start with the replacement letter is among them
    // (the first version of this test left such a part unchanged: one run in 64 passed wrongly).
    for (let n = 0; n < 200; n += 1) {
      const sealed = box.seal(`token ${n}`);
      const parts = sealed.split('.');
      for (const at of [1, 2, 3]) {
        const part = parts[at] ?? '';
        // The first character carries the top six bits of the first byte: changing it always
        // changes what the part decodes to (a last character may hold only padding bits).
        const changed = `${part.startsWith('A') ? 'B' : 'A'}${part.slice(1)}`;
        const tampered = parts.map((p, i) => (i === at ? changed : p)).join('.');
        expect(tampered).not.toBe(sealed);
        expect(() => box.open(tampered)).toThrow();
      }
    }
    expect(() => secretBox(newSecretKey()).open(box.seal('token'))).toThrow();
  });

  it('makes pseudonyms that stay the same under one key, differ under another, and show nothing', () => {
    const key = newSecretKey();
    const one = secretBox(key).pseudonym('address:203.0.113.7');
    expect(secretBox(key).pseudonym('address:203.0.113.7')).toBe(one);
    expect(one).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(one).not.toContain('203.0.113.7');
    expect(secretBox(key).pseudonym('address:203.0.113.8')).not.toBe(one);
    expect(secretBox(newSecretKey()).pseudonym('address:203.0.113.7')).not.toBe(one);
    // Not the plain hash, which anyone could make for every IPv4 address.
    const plain = createHash('sha256').update('address:203.0.113.7').digest('base64url');
    expect(one).not.toBe(plain);
  });
});
