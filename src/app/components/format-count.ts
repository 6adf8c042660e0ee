import { i18n } from '@lingui/core';
import { numberFormat } from '#shared/intl-formats.ts';

/** Counts in the reader's language: 12.000 in German, 12,000 in English. */
export const formatCount = (value: number) => numberFormat(i18n.locale === 'en' ? 'en-GB' : 'de-DE').format(value);
