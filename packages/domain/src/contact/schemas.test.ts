import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './schemas.js';

describe('contact form', () => {
  const valid = { name: 'Sam', email: 'sam@example.com', subject: 'Hello', message: 'Hi there' };
  it('when all four fields are filled, then it is valid', () => {
    expect(contactMessageSchema.safeParse(valid).success).toBe(true);
  });
  it('when every field is empty, then each is required', () => {
    const result = contactMessageSchema.safeParse({ name: '', email: '', subject: '', message: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]);
  });
  it('when the email is not an address, then it is refused', () => {
    expect(contactMessageSchema.safeParse({ ...valid, email: 'nope' }).success).toBe(false);
  });
});
