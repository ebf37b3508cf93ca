// A matching question's pairs and an ordering question's items as the builder's lists write them (version
// history, import preview).
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A matching question's pairs, in the author's order: "prompt → match", or an extra answer's match. */
export function PairList({ pairs }: { pairs: readonly { answer: string; match?: string | null }[] }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {pairs.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pairs of a version or a preview never move
        <Typography component="li" variant="body2" key={i}>
          {p.answer.trim() === ''
            ? t('content.quiz.extraAnswer', { match: p.match ?? '' })
            : t('content.quiz.pairText', { prompt: p.answer, match: p.match ?? '' })}
        </Typography>
      ))}
    </Box>
  );
}

/** An ordering question's items, numbered in the correct order. */
export function ItemList({ items }: { items: readonly { answer: string }[] }) {
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the items of a version or a preview never move
        <Typography component="li" variant="body2" key={i}>
          {item.answer}
        </Typography>
      ))}
    </Box>
  );
}
