/** Defaults of the admin security settings (spec 02 section 9) used until an admin changes them. */
export const DEFAULT_MAX_LOGIN_ATTEMPTS = 5;
export const DEFAULT_LOCKOUT_MINUTES = 30;

/**
 * Sign-in throttling (OWASP authentication guidance). Failures are counted per typed username and
 * client address: "max login attempts" of them pause that name from that address for "lockout
 * duration", so a stranger cannot lock the owner out from elsewhere. Every pause that follows another
 * without a successful sign-in in between lasts LOCKOUT_GROWTH times longer, up to MAX_LOCKOUT_MINUTES.
 */
export const LOCKOUT_GROWTH = 2;
export const MAX_LOCKOUT_MINUTES = 24 * 60;

/**
 * Against guessing spread over many addresses: this many times "max login attempts" failures of one
 * name from all addresses together pause it too, but only for addresses the account has never
 * signed in from, so the owner keeps signing in from their usual places.
 */
export const ALL_ADDRESSES_ATTEMPTS_FACTOR = 10;

/**
 * Against one address trying many accounts: this many times "max login attempts" failures from one
 * address at any names together pause that address (successful sign-ins are not counted, so
 * colleagues behind one gateway are not paused by each other).
 */
export const ALL_NAMES_ATTEMPTS_FACTOR = 20;

/** Failures and pauses are forgotten this long after the last attempt. */
export const THROTTLE_MEMORY_HOURS = 24;

/** The same answer for every name, known or not, so the pause tells nobody that an account exists. */
export function signInPausedMessage(minutes: number): string {
  // Whole sentences, so the web's messages catalog can match (and translate) each form.
  if (minutes <= 1) return 'Too many failed sign-ins. Please wait 1 minute before trying again.';
  return `Too many failed sign-ins. Please wait ${minutes} minutes before trying again.`;
}

/** Registration has to say a name is taken (the person must choose another), but not that an account owns it. */
export const REGISTRATION_TAKEN_MESSAGES = {
  username: 'This username is not available. Please choose another.',
  email: 'This email address cannot be used for a new account. If it is yours, sign in instead.',
} as const;
