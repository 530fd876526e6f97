// Finding 1 of issue 14: POST /v1/auth/active must prove identity before it answers a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, uniqueEmail, type Harness } from '../test/harness.ts';
import { backends } from '../test/database.ts';

for (const backend of backends()) {
  describe(`activation proves identity (${backend})`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness(backend);
    });
    afterAll(() => h?.close());

    async function register() {
      const email = uniqueEmail('takeover');
      const password = 'long enough 123';
      const reg = await h.call('POST', '/v1/auth/register', { body: { first_name: 'T', last_name: 'O', username: 't', email, password, confirm_password: password } });
      expect(reg.status).toBe(200);
      return { email, password, id: reg.body.data.user._id as string, token: reg.body.data.token as string };
    }

    it('gives a stranger who knows an active user id no token, with or without a code', async () => {
      const victim = await h.createUser('victim');
      for (const code of ['000000', '123456']) {
        const res = await h.call('POST', '/v1/auth/active', { body: { id: victim.id, code } });
        expect(res.status).toBe(401);
        expect(res.body.data).toEqual({ status: 'error', msg: 'Please sign in again.' });
        expect(JSON.stringify(res.body)).not.toMatch(/token/);
      }
      // Another signed-in user naming the victim's id gets nothing either.
      const stranger = await h.createUser('stranger');
      const other = await h.call('POST', '/v1/auth/active', { token: stranger.token, body: { id: victim.id, code: '000000' } });
      expect(other.status).toBe(404);
      expect(other.body.data.token).toBeUndefined();
    });

    it('answers the owner of an already active account without minting a token', async () => {
      const u = await h.createUser('owner');
      const res = await h.call('POST', '/v1/auth/active', { token: u.token, body: { id: u.id, code: '000000' } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'success', user: { _id: u.id, status: 'active' } });
      expect(res.body.data.token).toBeUndefined();
    });

    it('a token revoked by logout-all cannot activate or mint', async () => {
      const u = await h.createUser('revoked');
      expect((await h.call('POST', '/v1/auth/logout-all', { token: u.token })).status).toBe(200);
      const res = await h.call('POST', '/v1/auth/active', { token: u.token, body: { id: u.id, code: '000000' } });
      expect(res.status).toBe(401);
    });

    it("lets no stranger burn a pending user's code tries or replace their code", async () => {
      const u = await register();
      const code = await h.smtp.nextCode(u.email);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 8; i++) {
        expect((await h.call('POST', '/v1/auth/active', { body: { id: u.id, code: wrong } })).status).toBe(401);
      }
      // A resend of the activation code needs the account's token too.
      expect((await h.call('POST', '/v1/auth/resend', { body: { id: u.id } })).status).toBe(401);
      // The owner's code still works: none of the stranger's tries counted.
      const ok = await h.call('POST', '/v1/auth/active', { token: u.token, body: { id: u.id, code } });
      expect(ok.status).toBe(200);
      expect(ok.body.data.user.status).toBe('active');
      expect(typeof ok.body.data.token).toBe('string');
      const me = await h.call('GET', '/v1/auth/', { token: ok.body.data.token });
      expect(me.body.data.user._id).toBe(u.id);
    });

    it('checks the token before the body: an anonymous caller learns nothing about the schema', async () => {
      const res = await h.call('POST', '/v1/auth/active', { body: { nonsense: true } });
      expect(res.status).toBe(401);
    });
  });
}
