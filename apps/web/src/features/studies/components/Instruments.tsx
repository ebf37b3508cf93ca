// The study's instruments (docs/studies.md §4, "Instruments"): the reliability of each counted test (KR-20 and the
// standard error of measurement per quiz version, pretest and post-test apart) and of the questionnaire's and the
// survey's scales, then the item analysis of the test chosen: per question its difficulty, its discrimination
// (a question under the threshold is marked for revision), how many left it unanswered and how many chose each
// answer, the correct ones marked.
import { CheckCircle } from '@mui/icons-material';
import { Box, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { lowDiscrimination, type StudyDashboard } from '@parcours/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent, formatRatio, none } from '../../../shared/format/numbers';
import { DataTable } from '../../../shared/ui/DataTable';
import { SectionCard } from '../../../shared/ui/SectionCard';

type Data = StudyDashboard['instruments'];
type Test = Data['tests'][number];
type Scale = Data['scales'][number];
type Reliability = Omit<Scale, 'scale'> & { key: string; label: string };

/** The test's name: its course, its use, its version and its parallel form if it has one. */
function useTestLabel(courses: readonly { id: number; title: string }[]) {
  const { t } = useTranslation();
  return (test: Test) =>
    t(`studies.dashboard.instruments.${test.form === null ? 'testLabel' : 'testFormLabel'}`, {
      course: courses.find((c) => c.id === test.course_id)?.title ?? `#${test.course_id}`,
      use: t(`studies.dashboard.instruments.uses.${test.use}`),
      version: test.version,
      form: test.form,
    });
}

function ReliabilityTable({ rows }: { rows: Reliability[] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const label = (key: string) => t(`studies.dashboard.instruments.${key}`);
  return (
    <DataTable
      caption={label('reliabilityTitle')}
      rows={rows}
      rowKey={(r) => r.key}
      columns={[
        { key: 'instrument', label: label('instrument'), render: (r) => r.label },
        { key: 'n', label: label('n'), numeric: true, render: (r) => r.n },
        { key: 'k', label: label('k'), numeric: true, render: (r) => r.k },
        {
          key: 'mean',
          label: label('meanSd'),
          numeric: true,
          render: (r) =>
            r.mean === null ? none : `${formatNumber(r.mean, lng)} (${formatNumber(r.sd, lng)})`,
        },
        { key: 'alpha', label: label('alpha'), numeric: true, render: (r) => formatRatio(r.alpha, lng) },
        { key: 'sem', label: label('sem'), numeric: true, render: (r) => formatNumber(r.sem, lng) },
      ]}
    />
  );
}

function Options({ item }: { item: Test['items'][number] }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" spacing={0.25} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {item.options.map((o, i) => {
        const text = o.answer_id === null ? t(`studies.dashboard.instruments.binary.${o.answer}`) : o.answer;
        return (
          <Box
            component="li"
            key={o.answer_id ?? i}
            sx={{ display: 'flex', gap: 0.5, alignItems: 'baseline' }}
          >
            <Box
              component="span"
              sx={{ fontVariantNumeric: 'tabular-nums', minWidth: '2.5ch', textAlign: 'right' }}
            >
              {o.chosen}
            </Box>
            <Box component="span" sx={{ width: 16, flexShrink: 0, alignSelf: 'center', display: 'flex' }}>
              {o.correct && (
                <CheckCircle
                  color="success"
                  sx={{ fontSize: 16 }}
                  titleAccess={t('studies.dashboard.instruments.correct')}
                />
              )}
            </Box>
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {text}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}

function ItemTable({ test, caption }: { test: Test; caption: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const label = (key: string) => t(`studies.dashboard.instruments.${key}`);
  return (
    <DataTable
      caption={caption}
      rows={test.items}
      rowKey={(r) => r.question_id}
      columns={[
        {
          key: 'question',
          label: label('question'),
          render: (r) => `${r.position}. ${r.question}`,
        },
        {
          key: 'difficulty',
          label: label('difficulty'),
          numeric: true,
          render: (r) => formatPercent(r.difficulty === null ? null : r.difficulty * 100, lng),
        },
        {
          key: 'discrimination',
          label: label('discrimination'),
          numeric: true,
          render: (r) =>
            r.discrimination !== null && r.discrimination < lowDiscrimination ? (
              <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
                <span>{formatRatio(r.discrimination, lng)}</span>
                <Chip size="small" variant="outlined" color="warning" label={label('revise')} />
              </Box>
            ) : (
              formatRatio(r.discrimination, lng)
            ),
        },
        { key: 'unanswered', label: label('unanswered'), numeric: true, render: (r) => r.unanswered },
        { key: 'options', label: label('options'), render: (r) => <Options item={r} /> },
      ]}
    />
  );
}

export function Instruments({
  data,
  courses,
}: {
  data: Data;
  courses: readonly { id: number; title: string }[];
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`studies.dashboard.instruments.${key}`);
  const testLabel = useTestLabel(courses);
  const [chosen, setChosen] = useState(0);
  const test = data.tests[Math.min(chosen, data.tests.length - 1)];
  const rows: Reliability[] = [
    ...data.tests.map((x, i) => ({ ...x, key: `test-${i}`, label: testLabel(x) })),
    ...data.scales.map((s) => ({ ...s, key: s.scale, label: label(`scales.${s.scale}`) })),
  ];
  return (
    <SectionCard id="study-instruments" title={label('title')} subtitle={label('subtitle')}>
      <Stack spacing={3}>
        <ReliabilityTable rows={rows} />
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {label('itemsTitle')}
          </Typography>
          {test ? (
            <Stack spacing={2}>
              <TextField
                select
                size="small"
                label={label('test')}
                value={String(Math.min(chosen, data.tests.length - 1))}
                onChange={(e) => setChosen(Number(e.target.value))}
                sx={{ maxWidth: 480 }}
                data-testid="instrument-test"
              >
                {data.tests.map((x, i) => (
                  <MenuItem key={`${x.quiz_id}-${x.version}-${x.use}-${x.form ?? ''}`} value={String(i)}>
                    {testLabel(x)}
                  </MenuItem>
                ))}
              </TextField>
              <ItemTable
                test={test}
                caption={t('studies.dashboard.instruments.itemsCaption', { test: testLabel(test) })}
              />
            </Stack>
          ) : (
            <Typography color="text.secondary">{label('noTests')}</Typography>
          )}
        </Box>
      </Stack>
    </SectionCard>
  );
}
