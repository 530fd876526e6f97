import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { UploadAdmission } from './upload-admission.ts';

const MB = 1024 * 1024;
const refusal = (fn: () => unknown): HttpError => {
  try {
    fn();
  } catch (err) {
    return err as HttpError;
  }
  throw new Error('not refused');
};

describe('UploadAdmission', () => {
  const policy = { perUser: 2, total: 3, bytesPerUser: 100 * MB, retryAfterSeconds: 30 };

  it('bounds uploads per user and per server with 429 and Retry-After, and gives places back once', () => {
    const a = new UploadAdmission(policy);
    const one = a.admit('u1', null);
    const two = a.admit('u1', null);
    const busy = refusal(() => a.admit('u1', null));
    expect(busy.status).toBe(429);
    expect(busy.extra.retryAfter).toBe(30);
    expect(busy.message).toMatch(/uploads in progress/);
    a.admit('u2', null);
    expect(refusal(() => a.admit('u3', null)).message).toMatch(/Too many uploads/);
    one.release();
    one.release();
    expect(a.inFlight).toBe(2);
    a.admit('u1', null);
    two.release();
  });

  it('reserves a declared length up front and counts an unknown one as it arrives', () => {
    const a = new UploadAdmission(policy);
    const declared = a.admit('u1', 70 * MB);
    expect(refusal(() => a.admit('u1', 40 * MB)).message).toMatch(/too large together/);
    const unknown = a.admit('u1', null);
    unknown.charge(20 * MB);
    expect(refusal(() => unknown.charge(20 * MB)).status).toBe(429);
    // What a declared upload reads costs nothing more.
    declared.charge(50 * MB);
    declared.release();
    unknown.charge(60 * MB);
    unknown.release();
    expect(a.inFlight).toBe(0);
    a.admit('u1', 100 * MB).release();
  });
});
