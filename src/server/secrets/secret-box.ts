import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
} from 'node:crypto';

/**
 * Seals secrets kept in the database (a coach's CRM token) with AES-256-GCM under a key derived
 * from SECRET_KEY. A sealed value reads `v1.{iv}.{tag}.{ciphertext}` (base64url): it says nothing of
 * the secret, and a value changed in the database fails to open instead of opening wrong.
 */
export type SecretBox = {
  seal: (plain: string) => string;
  open: (sealed: string) => string;
  /**
   * A keyed hash of `text` (HMAC-SHA256 under a key of its own derived from SECRET_KEY, base64url):
   * the same text gives the same pseudonym in every process sharing the key, and nobody without
   * the key can tell which text it stands for, not even by trying every IPv4 address.
   */
  pseudonym: (text: string) => string;
};

const VERSION = 'v1';

/** A box for this secret key (any string of 32 or more characters; see config.ts). */
export function secretBox(secretKey: string): SecretBox {
  const key = derivedKey(secretKey, 'stored secrets v1');
  const pseudonymKey = derivedKey(secretKey, 'pseudonyms v1');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new Error('not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
    pseudonym(text) {
      return createHmac('sha256', pseudonymKey).update(text, 'utf8').digest('base64url');
    },
  };
}

/** A key for one use (`purpose`) of SECRET_KEY: knowing one tells nothing of another. */
function derivedKey(secretKey: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, 'coachsite', purpose, 32) as ArrayBuffer);
}

/** A fresh random key, as written into DATA_DIR for the embedded database. */
export function newSecretKey(): string {
  return randomBytes(32).toString('base64url');
}

/** A short fingerprint of a key, safe to log, to tell two keys apart. */
export function keyFingerprint(secretKey: string): string {
  return createHash('sha256').update(secretKey).digest('hex').slice(0, 8);
}
