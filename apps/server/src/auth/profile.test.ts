// Profile update (multipart, avatar judged by its bytes), password change and token revocation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, MESSAGES } from '@pagelift/contract';
import { PNG_1PX, blob, startHarness, type Harness, type TestUser } from '../test/harness.ts';
import { AUTH_MESSAGES } from './routes.ts';

function profileForm(info: Record<string, unknown>, avatar?: { bytes: Buffer | string; name: string; type: string }): FormData {
  const form = new FormData();
  form.append('info', JSON.stringify(info));
  if (avatar) form.append('avatar', blob(avatar.bytes, avatar.type), avatar.name);
  else form.append('avatar', '');
  return form;
}

describe('profile', () => {
  let h: Harness;
  let u: TestUser;
  beforeAll(async () => {
    h = await startHarness();
    u = await h.createUser('profile');
  });
  afterAll(() => h?.close());

  it('updates names and stores a real image avatar under /v1/resources', async () => {
    const res = await h.call('POST', '/v1/auth/update', {
      token: u.token,
      form: profileForm({ id: u.id, first_name: 'New', last_name: 'Name', username: 'nn', email: 'ignored@example.test', avatar: null }, { bytes: PNG_1PX, name: 'me.png', type: 'image/png' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: u.id, first_name: 'New', last_name: 'Name', email: u.email });
    expect(res.body.data.user.first_name).toBe('New');
    expect(res.body.avatar).toMatch(/\/v1\/resources\/avatars\/[a-f0-9]{64}\.png$/);
    const img = await fetch(res.body.avatar);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG_1PX)).toBe(true);
  });

  it(`refuses an avatar of ${AVATAR_MAX_BYTES + 1} bytes`, async () => {
    const big = Buffer.alloc(AVATAR_MAX_BYTES + 1);
    PNG_1PX.copy(big);
    const res = await h.call('POST', '/v1/auth/update', {
      token: u.token,
      form: profileForm({ id: u.id, first_name: 'A', last_name: 'B' }, { bytes: big, name: 'big.png', type: 'image/png' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.avatarTooLarge);
  });

  it('accepts an avatar just under 4 MB and refuses exactly 4 MB', async () => {
    const send = (size: number) => {
      const bytes = Buffer.alloc(size);
      PNG_1PX.copy(bytes);
      return h.call('POST', '/v1/auth/update', {
        token: u.token,
        form: profileForm({ id: u.id, first_name: 'A', last_name: 'B' }, { bytes, name: 'edge.png', type: 'image/png' }),
      });
    };
    expect((await send(AVATAR_MAX_BYTES - 1)).status).toBe(200);
    const exact = await send(AVATAR_MAX_BYTES);
    expect(exact.status).toBe(400);
    expect(exact.body.error).toBe(MESSAGES.avatarTooLarge);
  });

  it('refuses a text file named .png with an image type', async () => {
    const res = await h.call('POST', '/v1/auth/update', {
      token: u.token,
      form: profileForm({ id: u.id, first_name: 'A', last_name: 'B' }, { bytes: 'just some text, not an image', name: 'fake.png', type: 'image/png' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.avatarNotImage);
  });

  it('refuses an SVG avatar (it can carry script)', async () => {
    const res = await h.call('POST', '/v1/auth/update', {
      token: u.token,
      form: profileForm({ id: u.id, first_name: 'A', last_name: 'B' }, { bytes: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', name: 'a.svg', type: 'image/svg+xml' }),
    });
    expect(res.body.error).toBe(MESSAGES.avatarNotImage);
  });

  it('requires first and last name', async () => {
    const res = await h.call('POST', '/v1/auth/update', { token: u.token, form: profileForm({ id: u.id, first_name: ' ', last_name: 'B' }) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('First name and last name are required.');
  });

  it('changes the password: wrong current password and mismatch are errors; older tokens are revoked', async () => {
    const wrong = await h.call('POST', '/v1/auth/updatePassword', {
      token: u.token,
      body: { id: u.id, current_password: 'not it at all', new_password: 'another pass 1', confirm_password: 'another pass 1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toEqual({ status: 'error', msg: AUTH_MESSAGES.currentPasswordWrong });
    const mismatch = await h.call('POST', '/v1/auth/updatePassword', {
      token: u.token,
      body: { id: u.id, current_password: u.password, new_password: 'another pass 1', confirm_password: 'another pass 2' },
    });
    expect(mismatch.body.data).toEqual({ status: 'error', msg: MESSAGES.passwordMismatch });
    const ok = await h.call('POST', '/v1/auth/updatePassword', {
      token: u.token,
      body: { id: u.id, current_password: u.password, new_password: 'another pass 1', confirm_password: 'another pass 1' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.msg).toBe(MESSAGES.passwordUpdated);
    expect((await h.call('GET', '/v1/auth/', { token: u.token })).status).toBe(401);
    expect((await h.call('GET', '/v1/auth/', { token: ok.body.data.token })).status).toBe(200);
  });

  it('refuses tampered and foreign tokens', async () => {
    const login = await h.call('POST', '/v1/auth/login', { body: { email: u.email, password: 'another pass 1' } });
    const token: string = login.body.data.token;
    const [head, payload, sig] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.ver = 99;
    const tampered = `${head}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${sig}`;
    expect((await h.call('GET', '/v1/auth/', { token: tampered })).status).toBe(401);
    expect((await h.call('GET', '/v1/auth/', { token: 'abc.def.ghi' })).status).toBe(401);
  });
});
