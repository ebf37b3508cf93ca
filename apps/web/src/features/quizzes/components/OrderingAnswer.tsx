// An ordering question while taking a quiz: the items as a list the learner puts in order with a "Move up" and a
// "Move down" button per item, each named after its item; the new place is announced to screen readers. The list
// starts as the server shuffled it (never the correct order). When a move takes an item to either end, the
// focus goes to its other button, as the one pressed can no longer be.
import { ArrowDownward, ArrowUpward } from '@mui/icons-material';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';
import type { LearnerQuestion } from '../api/startQuiz';
import { moveItem } from '../model/answers';

export interface OrderingAnswerProps {
  question: LearnerQuestion;
  /** Indexes into the items, in the learner's order; empty until an item moved (the order shown). */
  value: string[];
  onChange: (value: string[]) => void;
  /** The question's legend, naming the list. */
  labelledBy: string;
}

export function OrderingAnswer({ question, value, onChange, labelledBy }: OrderingAnswerProps) {
  const { t } = useTranslation();
  const items = question.items;
  const order = value.length === items.length ? value.map(Number) : items.map((_, i) => i);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The button to focus once the list shows a move that took its item to an end.
  const focusNext = useRef<string | null>(null);
  const hintId = `question-${question.id}-order-hint`;

  useEffect(() => {
    if (focusNext.current === null) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const move = (position: number, step: -1 | 1) => {
    const next = moveItem(order, position, step);
    const item = order[position]!;
    const to = position + step;
    if (to === 0) focusNext.current = `${item}-down`;
    else if (to === order.length - 1) focusNext.current = `${item}-up`;
    onChange(next.map(String));
    setAnnouncement(
      t('quizzes.take.itemMoved', { item: items[item], position: to + 1, count: order.length }),
    );
  };

  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <Box data-testid="ordering-answer">
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('quizzes.take.orderHint')}
      </Typography>
      <Stack
        component="ol"
        spacing={1}
        aria-labelledby={labelledBy}
        aria-describedby={hintId}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {order.map((item, position) => {
          const text = items[item] ?? '';
          return (
            <Box
              component="li"
              key={item}
              data-testid="ordering-item"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                pl: 1.5,
                pr: 0.5,
                py: 0.25,
              }}
            >
              <Typography
                component="span"
                aria-hidden="true"
                sx={{ fontWeight: 700, minWidth: '1.5rem', color: 'text.secondary' }}
              >
                {position + 1}.
              </Typography>
              <Typography component="span" sx={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}>
                {text}
              </Typography>
              <IconButton
                ref={ref(`${item}-up`)}
                aria-label={t('quizzes.take.moveItemUp', { item: text })}
                disabled={position === 0}
                onClick={() => move(position, -1)}
              >
                <ArrowUpward />
              </IconButton>
              <IconButton
                ref={ref(`${item}-down`)}
                aria-label={t('quizzes.take.moveItemDown', { item: text })}
                disabled={position === order.length - 1}
                onClick={() => move(position, 1)}
              >
                <ArrowDownward />
              </IconButton>
            </Box>
          );
        })}
      </Stack>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}
