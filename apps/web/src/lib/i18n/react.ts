import './i18next';

/**
 * t() for screens: import useTranslation from here, never from react-i18next, so i18next is set up
 * before the first component asks it for words. Keys are written whole (namespace, colon, path) so the
 * catalog test can find every key in use.
 */
export { Trans, useTranslation } from 'react-i18next';
