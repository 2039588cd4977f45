import { describe, expect, it } from 'vitest';
import { countryOfAddress, siteCountry } from './site-country.js';

describe("the site's country", () => {
  it('when the address names its country on the last line, in any language of the app, then that is the country', () => {
    expect(countryOfAddress('221B Baker Street\nLondon NW1 6XE\nUnited Kingdom')).toBe('GB');
    expect(countryOfAddress('Hafenstraße 4\n10115 Berlin\nDeutschland')).toBe('DE');
    expect(countryOfAddress('12 rue de la Paix\n75002 Paris, France')).toBe('FR');
    expect(countryOfAddress('Calle Mayor 1\n28013 Madrid\nEspana')).toBe('ES');
    expect(countryOfAddress('Calle Mayor 1\nMadrid, España.')).toBe('ES');
    expect(countryOfAddress('1 Main St\nSpringfield\nU.S.A.')).toBe('US');
    expect(countryOfAddress('Dock 3\nGlasgow\nUK\n')).toBe('GB');
  });

  it('when the last line names no country as a whole, then no country is read from it', () => {
    expect(countryOfAddress('100 Harbour Road, Unit 4, Portside')).toBeNull();
    expect(countryOfAddress('1 France Street\nLeeds')).toBeNull();
    expect(countryOfAddress('200 Sunset Blvd\nLos Angeles, CA')).toBeNull();
    expect(countryOfAddress('')).toBeNull();
    expect(countryOfAddress(null)).toBeNull();
  });

  it("when the address names a country, then it wins over the chosen one; else the chosen one is the site's", () => {
    expect(siteCountry('US', 'Hafenstraße 4\nBerlin\nGermany')).toBe('DE');
    expect(siteCountry('FR', '100 Harbour Road')).toBe('FR');
    expect(siteCountry('FR', '')).toBe('FR');
  });
});
