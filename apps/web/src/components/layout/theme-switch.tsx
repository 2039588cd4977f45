import { THEME_OPTIONS } from '@stockyard/domain';
import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useAuth } from '../../lib/auth';
import { useShellT } from '../../lib/i18n/shell';
import type { Theme } from '../../lib/theme';
import { setTheme, useDisplayPreferences } from '../../lib/theme-preferences';

const ICONS = { light: Sun, dark: Moon, auto: Monitor } as const satisfies Record<Theme, unknown>;
const LABELS = {
  light: 'shell:theme.light',
  dark: 'shell:theme.dark',
  auto: 'shell:theme.auto',
} as const satisfies Record<Theme, string>;

/**
 * The navigation bar's theme switch: each press moves to the next of light, dark and auto (follows
 * the system setting live). A signed-in user's choice is saved as their display.theme preference, so
 * it follows them to other devices; a visitor's is kept in this browser.
 */
export function ThemeSwitch() {
  const t = useShellT();
  const { isAuthenticated } = useAuth();
  const { theme } = useDisplayPreferences();
  const next = THEME_OPTIONS[(THEME_OPTIONS.indexOf(theme) + 1) % THEME_OPTIONS.length] ?? 'light';
  const Icon = ICONS[theme];
  const label = t('shell:theme.label', { theme: t(LABELS[theme]) });

  const choose = async () => {
    setTheme(next, isAuthenticated);
    if (!isAuthenticated) return;
    try {
      const { api } = await import('../../lib/api-client');
      await api.put('/users/me/preferences', { display: { theme: next } });
    } catch {
      // Applied and cached in this browser; the server keeps the previous choice.
    }
  };

  return (
    <button
      type="button"
      onClick={() => void choose()}
      aria-label={label}
      title={label}
      data-theme={theme}
      className="flex size-10 shrink-0 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-gray-900"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
