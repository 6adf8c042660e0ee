import { i18n } from '@lingui/core';

/** Counts in the reader's language: 12.000 in German, 12,000 in English. */
export const formatCount = (value: number) => value.toLocaleString(i18n.locale === 'en' ? 'en-GB' : 'de-DE');
