import { minorToMajor } from '@stockyard/domain';
import { useMemo } from 'react';
import { useLocale } from './language';

export type NumberFormats = {
  /** 1,234 / 1.234 / 1 234 as the language writes it. */
  number: (value: number) => string;
  /** Dollars with two decimals in the language's way: $1,234.50 / 1.234,50 $. */
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

/** Number, money and percent formatters for a locale, made once per locale. */
export function numberFormats(locale: string): NumberFormats {
  let formats = cache.get(locale);
  if (!formats) {
    const number = formatWith(() => new Intl.NumberFormat(locale));
    const money = formatWith(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }));
    const percent = formatWith(() => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }));
    formats = { number, money, percent: (value) => percent(value / 100) };
    cache.set(locale, formats);
  }
  return formats;
}

/** The current language's number, money and percent formatters. */
export function useNumberFormats(): NumberFormats {
  const locale = useLocale();
  return useMemo(() => numberFormats(locale), [locale]);
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
