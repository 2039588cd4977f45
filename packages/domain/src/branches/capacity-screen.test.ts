import { describe, expect, it } from 'vitest';
import { branchDirectionsUrl } from './capacity-screen.js';

describe('branchDirectionsUrl', () => {
  it('when a location is given, then it is encoded into a map search', () => {
    expect(branchDirectionsUrl('120 Market Street, Springfield')).toBe(
      'https://www.google.com/maps/search/?api=1&query=120%20Market%20Street%2C%20Springfield',
    );
  });

  it('when the location has characters with a meaning in a URL, then they cannot change the query', () => {
    expect(branchDirectionsUrl(' Dock #8 & Co?x=1 ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Dock%20%238%20%26%20Co%3Fx%3D1',
    );
  });

  it('when there is no location, then there is nothing to search for', () => {
    expect(branchDirectionsUrl('')).toBeNull();
    expect(branchDirectionsUrl('   ')).toBeNull();
    expect(branchDirectionsUrl(null)).toBeNull();
    expect(branchDirectionsUrl(undefined)).toBeNull();
  });
});
