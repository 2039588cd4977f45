import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/api-client';
import { applyServerErrors, formErrorMessage, placeServerErrors } from '../src/lib/server-errors';

type Placed = { name: string; message: string | undefined; focus: boolean | undefined };

/** A stand-in for react-hook-form's setError that records what it was given. */
function recordingForm() {
  const placed: Placed[] = [];
  return {
    placed,
    setError: (name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
      placed.push({ name, message: error.message, focus: options?.shouldFocus });
    },
  };
}

const conflict = new ApiError(409, 'Email already exists', 'CONFLICT', [
  { field: 'email', message: 'Email already exists' },
]);

describe('applyServerErrors', () => {
  it('when the answer names a field the form has, then its message goes on that field and nothing above the form', () => {
    const form = recordingForm();
    const result = applyServerErrors(form, conflict, ['email', 'username']);
    expect(form.placed).toEqual([{ name: 'email', message: 'Email already exists', focus: false }]);
    expect(formErrorMessage(conflict, result, 'Save failed')).toBeNull();
  });

  it('when the detail mentions a field but errors[] names none, then no field is guessed from the text', () => {
    const form = recordingForm();
    const error = new ApiError(409, 'This email cannot be used', 'CONFLICT');
    const result = applyServerErrors(form, error, ['email']);
    expect(form.placed).toEqual([]);
    expect(formErrorMessage(error, result, 'Save failed')).toBe('This email cannot be used');
  });

  it('when a field is not on the form, then it is left unplaced and the detail shows above the form', () => {
    const form = recordingForm();
    const error = new ApiError(400, 'Invalid request', 'VALIDATION', [
      { field: 'name', message: 'Name is required' },
      { field: 'request', message: 'Body is malformed' },
    ]);
    const result = applyServerErrors(form, error, (name) => name === 'name', { focus: true });
    expect(form.placed).toEqual([{ name: 'name', message: 'Name is required', focus: true }]);
    expect(result.unplaced).toEqual([{ field: 'request', message: 'Body is malformed' }]);
    expect(formErrorMessage(error, result, 'Save failed')).toBe('Invalid request');
  });

  it('when rename maps a server field, then the error goes on the form field of that name, focus on the first only', () => {
    const form = recordingForm();
    const error = new ApiError(400, 'Too weak', 'VALIDATION', [
      { field: 'password', message: 'Too weak' },
      { field: 'smtp.port', message: 'Port is out of range' },
    ]);
    applyServerErrors(form, error, ['new_password', 'smtp'], {
      focus: true,
      rename: (field) => (field === 'password' ? 'new_password' : (field.split('.')[0] ?? field)),
    });
    expect(form.placed).toEqual([
      { name: 'new_password', message: 'Too weak', focus: true },
      { name: 'smtp', message: 'Port is out of range', focus: false },
    ]);
  });

  it('when the failure is not an API answer, then nothing is placed and the fallback shows', () => {
    const form = recordingForm();
    const result = applyServerErrors(form, new TypeError('Failed to fetch'), ['email']);
    expect(form.placed).toEqual([]);
    expect(formErrorMessage(new TypeError('Failed to fetch'), result, 'Save failed')).toBe('Save failed');
  });

  it('when placeServerErrors runs, then it places with focus and answers the message for above the form', () => {
    const form = recordingForm();
    expect(placeServerErrors(form, conflict, ['email'], 'Save failed')).toBeNull();
    expect(form.placed).toEqual([{ name: 'email', message: 'Email already exists', focus: true }]);
    expect(placeServerErrors(recordingForm(), conflict, ['username'], 'Save failed')).toBe('Email already exists');
  });
});
