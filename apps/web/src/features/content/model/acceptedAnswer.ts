// An accepted answer of a numerical or short-answer question as the builder's lists write it (version history,
// import preview): a numerical value in the reader's locale with its tolerance ("9,81 ± 0,05"), a text as it is.
import type { TFunction } from 'i18next';
import { formatDecimal } from '../../../shared/format/numbers';

export function acceptedAnswerText(
  t: TFunction,
  lang: string,
  numerical: boolean,
  answer: string,
  tolerance: number | null | undefined,
): string {
  const value = Number(answer);
  if (!numerical || answer.trim() === '' || !Number.isFinite(value)) return answer;
  return tolerance
    ? t('content.quiz.valueWithTolerance', {
        value: formatDecimal(value, lang),
        tolerance: formatDecimal(tolerance, lang),
      })
    : formatDecimal(value, lang);
}
