import { describe, expect, it } from 'vitest';
import {
  containsSiteName,
  containsPersonalDetails,
  passwordPolicyFor,
  passwordPolicyHint,
  personalInputsOf,
  type PasswordOwner,
} from './password-policy.js';

const owner: PasswordOwner = {
  username: 'jsmith',
  email: 'john.smith@example.com',
  first_name: 'John',
  last_name: 'Smith',
};

describe('password policy', () => {
  it.each([
    ['jsmith', true],
    ['JSmith', true],
    ['jsmith2024!', true],
    ['john.smith@example.com', true],
    ['JohnSmith-1990', true],
    ['john', true],
    ['Smith', true],
    ['Johnny-Rivers-42', false],
    ['Tidal-Ember-5173', false],
    ['', false],
  ])('when the password is %j, then it contains personal details: %s', (password, expected) => {
    expect(containsPersonalDetails(password, owner)).toBe(expected);
  });

  it('when a detail is short, then only the whole password matching it counts', () => {
    const short = { username: 'al', first_name: 'Al', last_name: 'Li', email: 'al@li.io' };
    expect(containsPersonalDetails('Kalamata-Olive-88', short)).toBe(false);
    expect(containsPersonalDetails('AL', short)).toBe(true);
  });

  it('when the policy is stated, then the hint leads with the length a form asks for', () => {
    const policy = passwordPolicyFor(8, 128);
    expect(passwordPolicyHint(policy)).toBe(
      "At least 8 characters; not a common or easily guessed password (such as password, 12345678 or aaaaaaaa); not your name, username or email; not the site's name.",
    );
    expect(passwordPolicyHint(policy, 10)).toMatch(/^At least 10 characters; /);
  });

  it('when the owner is partly unknown, then only the known details are estimator inputs', () => {
    expect(personalInputsOf({ username: 'jsmith', email: null, first_name: ' ' })).toEqual(['jsmith']);
    expect(personalInputsOf(owner)).toEqual(['jsmith', 'john.smith@example.com', 'john.smith', 'John', 'Smith']);
  });

  it("when a password holds the site's or the product's name (4 letters and more), then it is flagged", () => {
    expect(containsSiteName('stockyard1', 'Stockyard')).toBe(true);
    expect(containsSiteName('My-STOCK yard!', null)).toBe(true);
    expect(containsSiteName('Acme.Storage.99', 'Acme Storage')).toBe(true);
    expect(containsSiteName('Tidal-Ember-5173', 'Acme Storage')).toBe(false);
    // A short site name does not rule out every word that contains it.
    expect(containsSiteName('Abcdefgh-123', 'Abc')).toBe(false);
  });
});
