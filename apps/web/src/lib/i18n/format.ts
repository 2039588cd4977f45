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

/** Number, money and percent formatters for a locale, made once per locale. */
export function numberFormats(locale: string): NumberFormats {
  let formats = cache.get(locale);
  if (!formats) {
    const number = new Intl.NumberFormat(locale);
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    formats = {
      number: (value) => number.format(value),
      money: (value) => money.format(value),
      percent: (value) => percent.format(value / 100),
    };
    cache.set(locale, formats);
  }
  return formats;
}

/** The current language's number, money and percent formatters. */
export function useNumberFormats(): NumberFormats {
  const locale = useLocale();
  return useMemo(() => numberFormats(locale), [locale]);
}
