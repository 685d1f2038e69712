import { formatDate } from '@shared/i18n';

/** The time of a version, to the second (two saves a minute apart must differ), in the GM's language. */
export const timeOf = (ms: number): string =>
  formatDate(new Date(ms), { dateStyle: 'medium', timeStyle: 'medium' });
