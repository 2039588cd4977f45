import { minorToMajor } from '@stockyard/domain';
import { useMemo } from 'react';
import { useLocale } from './language';

export type NumberFormats = {
  /** 1,234 / 1.234 / 1 234 as the language writes it. */
  number: (value: number) => string;
  /** An amount (major units) in the site's currency, in the language's way: $1,234.50 / 1.234,50 €. */
  money: (value: number) => string;
  /** 42% / 42 % */
  percent: (value: number) => string;
};

const cache = new Map<string, NumberFormats>();

/**
 * An Intl formatter made when it first formats: making a page's first Intl object takes the main
 * thread a while, which a screen should not pay in a render that shows no number yet (a list
 * before its data arrives).
 */
function formatWith(make: () => Intl.NumberFormat): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => (format ??= make()).format(value);
}

/**
 * Number, money and percent formatters for a locale and currency, made once per pair. Screens take
 * the currency from the site settings (resources/site-money.ts); USD only until they have answered.
 */
export function numberFormats(locale: string, currency = 'USD'): NumberFormats {
  const key = `${locale}|${currency}`;
  let formats = cache.get(key);
  if (!formats) {
    const number = formatWith(() => new Intl.NumberFormat(locale));
    const money = formatWith(() => new Intl.NumberFormat(locale, { style: 'currency', currency }));
    const percent = formatWith(() => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }));
    formats = { number, money, percent: (value) => percent(value / 100) };
    cache.set(key, formats);
  }
  return formats;
}

/** The current language's number, money (in the given currency) and percent formatters. */
export function useNumberFormats(currency?: string): NumberFormats {
  const locale = useLocale();
  return useMemo(() => numberFormats(locale, currency), [locale, currency]);
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in minor units (cents) in a currency, written the way the locale writes money. */
export function formatMinor(locale: string, currency: string, minor: number): string {
  const key = `${locale}|${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    currencyFormats.set(key, format);
  }
  return format.format(minorToMajor(minor));
}

/** The current language's formatter of minor-unit amounts in a currency (the site's billing currency). */
export function useMoney(currency: string | undefined): (minor: number) => string {
  const locale = useLocale();
  return useMemo(() => (minor: number) => formatMinor(locale, currency ?? 'USD', minor), [locale, currency]);
}
