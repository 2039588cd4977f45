import type { BadgeTone } from '../../../components/ui/badge';
import type { CountScope, CountStatus } from '@stockyard/domain';

export const STATUS_KEYS = {
  counting: 'counts:status.counting',
  review: 'counts:status.review',
  accepted: 'counts:status.accepted',
  cancelled: 'counts:status.cancelled',
} as const satisfies Record<CountStatus, string>;

export const STATUS_TONES = {
  counting: 'blue',
  review: 'amber',
  accepted: 'green',
  cancelled: 'gray',
} as const satisfies Record<CountStatus, BadgeTone>;

export const SCOPE_KEYS = {
  all: 'counts:scope.all',
  category: 'counts:scope.category',
  location: 'counts:scope.location',
} as const satisfies Record<CountScope, string>;
