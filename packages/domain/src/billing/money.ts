/**
 * Money is held in integer minor units (cents for USD/EUR) everywhere: stored as bigint, sent as an
 * integer, and only formatted for display. Every function here is exact integer arithmetic.
 */

/** The largest amount the system accepts (10 billion in major units): far below 2^53 even times 31. */
export const MAX_MINOR = 1_000_000_000_000;

/** Basis points: 1 bp = 0.01 %, so a tax or insurance rate of 7.25 % is 725. */
export const BASIS_POINTS = 10_000;

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Minor units per major unit for the supported currencies (all of them have two decimals). */
export const MINOR_PER_MAJOR = 100;

/** a * numerator / denominator, rounded half away from zero, exact for safe integers. */
export function mulDivRound(a: number, numerator: number, denominator: number): number {
  const product = BigInt(a) * BigInt(numerator);
  const d = BigInt(denominator);
  const negative = product < 0n !== d < 0n;
  const p = product < 0n ? -product : product;
  const q = d < 0n ? -d : d;
  const rounded = (p * 2n + q) / (q * 2n);
  return Number(negative ? -rounded : rounded);
}

/** floor(a * numerator / denominator) for non-negative a and positive factors. */
export function mulDivFloor(a: number, numerator: number, denominator: number): number {
  return Number((BigInt(a) * BigInt(numerator)) / BigInt(denominator));
}

/**
 * A share in basis points of an amount (tax, insurance), rounded half away from zero. Basis points
 * may carry two decimals (8.875 % is 887.5), so the arithmetic runs in hundredths of them.
 */
export function basisPointsOf(amount: number, basisPoints: number): number {
  return mulDivRound(amount, Math.round(basisPoints * 100), BASIS_POINTS * 100);
}

/** "12.34" as 1234; "12" as 1200; undefined for anything that is not a non-negative amount of 2 decimals. */
export function parseMajor(text: string): number | undefined {
  const match = /^(\d{1,10})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * MINOR_PER_MAJOR + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * A decimal as PostgreSQL's numeric columns give it ("12.50", "-3.1") or a JavaScript number, in minor
 * units, without floating-point drift ("0.29" is 29, where 0.29 * 100 is 28.999...).
 */
export function decimalToMinor(decimal: string | number): number {
  const text = typeof decimal === 'number' ? decimal.toFixed(2) : decimal.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return Math.round(Number(text) * MINOR_PER_MAJOR);
  const minor = Number(match[2]) * MINOR_PER_MAJOR + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -minor : minor;
}

/**
 * Minor units as a number of major units for a formatter (Intl): 1234 as 12.34, and a negative zero
 * (0 * -1, a credit of nothing) as 0, which Intl would print as "-0.00".
 */
export function minorToMajor(minor: number): number {
  return minor === 0 ? 0 : minor / MINOR_PER_MAJOR;
}

/** 1234 as "12.34", -5 as "-0.05": a plain decimal for CSV files and PDFs, never through floats. */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / MINOR_PER_MAJOR)}.${String(abs % MINOR_PER_MAJOR).padStart(2, '0')}`;
}

/** A tax rate typed as a percent with up to three decimals ("8.875") in basis points (887.5). */
export function percentToBasisPoints(text: string): number | undefined {
  const match = /^(\d{1,3})(?:[.,](\d{1,3}))?$/.exec(text.trim());
  if (!match) return undefined;
  const thousandths = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return thousandths / 10;
}

/** Basis points (887.5) as a percent text with two to three decimals ("8.875", "19.00"). */
export function basisPointsToPercent(basisPoints: number): string {
  const thousandths = Math.round(basisPoints * 10);
  const text = `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}`;
  return text.endsWith('0') ? text.slice(0, -1) : text;
}
