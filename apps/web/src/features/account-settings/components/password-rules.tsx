import { SETTINGS_PASSWORD_MIN_LENGTH } from '@stockyard/domain';

const RULES = [
  `At least ${SETTINGS_PASSWORD_MIN_LENGTH} characters long`,
  'Uppercase and lowercase letters',
  'At least one number',
  'At least one special character',
];

/** The customer screen's list of what makes a good password (spec 01: listed, only the length is required). */
export function PasswordRules() {
  return (
    <div className="rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-800">
      <p className="font-medium">A strong password has:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </div>
  );
}
