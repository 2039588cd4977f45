import { useTranslation } from '../../../lib/i18n/react';

const TIPS = ['settings:password.ruleCase', 'settings:password.ruleNumber', 'settings:password.ruleSpecial'] as const;

/**
 * The customer screen's list of what makes a good password (spec 01). The length is the one the
 * server asks for; the other lines are tips, and the form's hint states what the server checks.
 */
export function PasswordRules({ minLength }: { minLength: number }) {
  const { t } = useTranslation(['settings']);
  const rules = [t('settings:password.ruleLength', { count: minLength }), ...TIPS.map((tip) => t(tip))];
  return (
    <div className="rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-800">
      <p className="font-medium">{t('settings:password.strongHas')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </div>
  );
}
