import { describe, expect, it } from 'vitest';
import { publishLeadForm } from '../../../../test/support/builders';
import { addDomain } from '../../../../test/support/domains';
import { setupTestApp } from '../../../../test/support/test-app';
import { verifyByOperator } from './operator-verify';

const t = setupTestApp();
const visit = () => t.app.inject({ method: 'GET', url: '/', headers: { host: 'coach.test' } });

describe('npm run domain -- verify', () => {
  it('serves a domain a coach added on this machine, with no DNS, once the operator vouches', async () => {
    const { website } = await publishLeadForm(t, 'Local Try');
    await addDomain(t, website.id, 'coach.test');
    expect((await visit()).statusCode).toBe(404);
    const said = await verifyByOperator(t.database.db, 'coach.test', null, new Date());
    expect(said).toBe(
      'coach.test is verified for coach@example.com: its website answers there now.',
    );
    // The app reads the change within seconds, as it would one made by another process.
    await expect.poll(async () => (await visit()).statusCode, { timeout: 10_000 }).toBe(200);
    await expect(verifyByOperator(t.database.db, 'coach.test', null, new Date())).rejects.toThrow(
      'coach.test is already verified for coach@example.com.',
    );
  });

  it('says what is wrong: nobody added it, or several coaches did', async () => {
    await expect(verifyByOperator(t.database.db, 'nobody.test', null, new Date())).rejects.toThrow(
      'No website has added nobody.test.',
    );
    const other = await t.signUp('second@example.com');
    const mine = await publishLeadForm(t, 'Claim One');
    await addDomain(t, mine.website.id, 'two-claims.test');
    const theirs = await t.call(
      'POST',
      '/api/websites',
      { name: 'Theirs', template: 'coach' },
      other,
    );
    await addDomain(t, (theirs.body as { id: number }).id, 'two-claims.test', other);
    await expect(
      verifyByOperator(t.database.db, 'two-claims.test', null, new Date()),
    ).rejects.toThrow(
      'two-claims.test is added by coach@example.com, second@example.com: name one with --email.',
    );
    const chosen = await verifyByOperator(
      t.database.db,
      'two-claims.test',
      'second@example.com',
      new Date(),
    );
    expect(chosen).toContain('verified for second@example.com');
  });
});
