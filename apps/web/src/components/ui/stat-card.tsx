import type { LucideIcon } from 'lucide-react/types';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type StatCardProps = {
  label: string;
  value: ReactNode;
  icon?: LucideIcon;
  hint?: ReactNode;
  tone?: 'brand' | 'green' | 'amber' | 'red' | 'blue' | 'gray';
  loading?: boolean;
};

/**
 * A tile's figure that could not be read: a dash, never 0, which would read as a fact (the screen's
 * one error message says what failed).
 */
export const UNKNOWN_FIGURE = '—';

const tones = {
  brand: 'bg-brand-50 text-brand-700',
  green: 'bg-green-50 text-green-700',
  amber: 'bg-amber-50 text-amber-700',
  red: 'bg-red-50 text-red-700',
  blue: 'bg-blue-50 text-blue-700',
  gray: 'bg-gray-100 text-gray-700',
} as const;

/**
 * A summary tile: label, big figure, optional icon and hint. The figure is a size smaller in a
 * narrow tile (a container query on the tile): two tiles a row on a phone leave about 140 px, where
 * '$27,941.08' at the full size broke across two lines; a figure never wraps. The icon shows only where the label keeps
 * room beside it: in a phone's tile it left "Total Assignments" about 70 px and broke the word.
 */
export function StatCard({ label, value, icon: Icon, hint, tone = 'brand', loading = false }: StatCardProps) {
  return (
    <div className="@container rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-gray-600">{label}</p>
        {Icon && (
          <span className={cn('hidden shrink-0 rounded-lg p-2 @[11rem]:block', tones[tone])}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
        )}
      </div>
      <p
        className="mt-2 text-lg font-semibold whitespace-nowrap text-gray-900 tabular-nums @[10rem]:text-2xl"
        aria-busy={loading || undefined}
      >
        {loading ? <span className="inline-block h-7 w-16 animate-pulse rounded bg-gray-200" /> : value}
      </p>
      {hint && <p className="mt-1 text-xs text-gray-500">{hint}</p>}
    </div>
  );
}

/** One tile of a StatGrid; `loading` only where this tile waits on a source of its own. */
export type StatTile = Omit<StatCardProps, 'loading'> & { loading?: boolean };

type StatGridProps = {
  tiles: readonly StatTile[];
  loading?: boolean;
  className: string;
  /** Names the row as a region (a section) where the screen's spec gives it a name. */
  label?: string;
};

/** A screen's row of summary tiles, which load together unless a tile says otherwise. */
export function StatGrid({ tiles, loading = false, className, label }: StatGridProps) {
  const Row = label === undefined ? 'div' : 'section';
  return (
    <Row aria-label={label} className={className}>
      {tiles.map((tile) => (
        <StatCard key={tile.label} {...tile} loading={tile.loading ?? loading} />
      ))}
    </Row>
  );
}
