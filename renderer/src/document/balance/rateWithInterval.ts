import type { Rate } from '@shared/balance';
import { t } from '@shared/i18n';

/** A share in whole percents, "62 %" (the percent sign as the language writes it, issue 32). */
export const pct = (x: number) => t('balance:chart.percent', { value: Math.round(x * 100) });

/**
 * A share with its 95 % Wilson interval in whole percents, "62 % (59–65 %)": how the balance report and the
 * assault odds both say a rate, so a GM comparing the two reads the same figures for the same runs.
 * `shown` is the share as the caller rounds it (wholePercents for shares of one whole).
 */
export function rateWithInterval(rate: Rate, shown = pct(rate.rate)): string {
  return t('balance:chart.withInterval', {
    shown,
    low: Math.round(rate.low * 100),
    high: Math.round(rate.high * 100),
  });
}
