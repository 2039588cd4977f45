import { AVATAR_MAX_BYTES } from '@stockyard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAvatars, users } from '../../db/schema/index.js';
import { createTestApp, DEMO, newCustomer, signIn, type TestApp } from '../../../test/test-app.js';
import { ELF, JPEG, PNG } from '../applications/applications.fixtures.js';

/** A browser-built multipart body with files under the given field names. */
async function avatarBody(files: { field?: string; data: Buffer; name?: string; type?: string }[]) {
  const form = new FormData();
  for (const file of files) {
    form.append(
      file.field ?? 'avatar',
      new Blob([file.data], { type: file.type ?? 'image/png' }),
      file.name ?? 'me.png',
    );
  }
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

describe('avatars', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const freshCustomer = async () => {
    const body = newCustomer();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    return signIn(t.app, body);
  };
  const upload = async (headers: Record<string, string>, files: Parameters<typeof avatarBody>[0]) => {
    const body = await avatarBody(files);
    return t.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const storedAvatar = async (userId: number) =>
    (await t.db.select().from(userAvatars).where(eq(userAvatars.userId, userId)))[0];

  it('when a PNG is uploaded, then the profile says so and staff get the image back while the profile is public', async () => {
    const session = await freshCustomer();
    const response = await upload(session.headers, [{ data: PNG }]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: session.user.id, has_avatar: true });
    const row = await storedAvatar(session.user.id);
    expect(row?.contentType).toBe('image/png');
    expect(Buffer.compare(row!.data, PNG)).toBe(0);

    const visibility = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/preferences',
      headers: session.headers,
      payload: { privacy: { profileVisibility: 'public' } },
    });
    expect(visibility.statusCode).toBe(200);
    const employee = await signIn(t.app, DEMO.employee);
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/users/${session.user.id}/avatar`,
      headers: employee.headers,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('private, max-age=60');
    expect(Buffer.compare(image.rawPayload, PNG)).toBe(0);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/users/${session.user.id}/avatar` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('when a JPG replaces it, then the new bytes and type are kept', async () => {
    const session = await freshCustomer();
    await upload(session.headers, [{ data: PNG }]);
    const response = await upload(session.headers, [{ data: JPEG, name: 'photo.jpg', type: 'image/jpeg' }]);
    expect(response.statusCode).toBe(200);
    const row = await storedAvatar(session.user.id);
    expect(row?.contentType).toBe('image/jpeg');
    expect(Buffer.compare(row!.data, JPEG)).toBe(0);
  });

  it('when the file is not a JPG or PNG by its bytes, then 415 and the old avatar stays', async () => {
    const session = await freshCustomer();
    await upload(session.headers, [{ data: PNG }]);
    for (const data of [ELF, Buffer.from('GIF89a\x01\x00\x01\x00'), Buffer.from('just text, named .png')]) {
      const response = await upload(session.headers, [{ data, name: 'fake.png', type: 'image/png' }]);
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      headers: session.headers,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    expect((await storedAvatar(session.user.id))?.contentType).toBe('image/png');
  });

  it('when the file is over 5 MB, then 413 and nothing is stored', async () => {
    const session = await freshCustomer();
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES + 1 - PNG.length)]);
    const response = await upload(session.headers, [{ data: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('Avatar must be at most 5 MB');
    expect(await storedAvatar(session.user.id)).toBeUndefined();
    const exact = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
    expect((await upload(session.headers, [{ data: exact }])).statusCode).toBe(200);
  });

  it('when the file is missing, empty or doubled, then 400 and nothing is stored', async () => {
    const session = await freshCustomer();
    const missing = await upload(session.headers, [{ field: 'picture', data: PNG }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('avatar');
    expect((await upload(session.headers, [{ data: Buffer.alloc(0) }])).statusCode).toBe(400);
    expect((await upload(session.headers, [{ data: PNG }, { data: PNG }])).statusCode).toBe(400);
    expect(await storedAvatar(session.user.id)).toBeUndefined();
  });

  it('when the avatar is removed, then 204, it is gone and the image answers 404', async () => {
    const session = await freshCustomer();
    await upload(session.headers, [{ data: PNG }]);
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/users/me/avatar', headers: session.headers });
    expect(removed.statusCode).toBe(204);
    expect(await storedAvatar(session.user.id)).toBeUndefined();
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/users/${session.user.id}/avatar`,
      headers: session.headers,
    });
    expect(image.statusCode).toBe(404);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: session.headers });
    expect(me.json().has_avatar).toBe(false);
    // Removing again is harmless.
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/users/me/avatar', headers: session.headers })).statusCode,
    ).toBe(204);
  });

  it('when the user does not exist or was deleted, then the image answers 404', async () => {
    const session = await freshCustomer();
    await upload(session.headers, [{ data: PNG }]);
    const viewer = await signIn(t.app, DEMO.customer);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/999999/avatar', headers: viewer.headers })).statusCode,
    ).toBe(404);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, session.user.id));
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/users/${session.user.id}/avatar`,
      headers: viewer.headers,
    });
    expect(gone.statusCode).toBe(404);
  });
});
