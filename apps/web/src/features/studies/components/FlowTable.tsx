// The flow as a table, the alternative of the drawn diagram: one row per stage, one column per condition.
import type { StudyCondition } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { none } from '../../../shared/format/numbers';
import { DataTable } from '../../../shared/ui/DataTable';
import { flowRows, type StudyFlow } from '../model/flow';

export function FlowTable({ flow, conditions }: { flow: StudyFlow; conditions: StudyCondition[] }) {
  const { t } = useTranslation();
  const rows = flowRows(flow, conditions);
  return (
    <DataTable
      caption={t('studies.flow.title')}
      rows={rows}
      rowKey={(r) => r.stage}
      columns={[
        { key: 'stage', label: t('studies.flow.stage'), render: (r) => t(`studies.flow.${r.stage}`) },
        ...conditions.map((c, i) => ({
          key: c,
          label: t(`studies.conditions.${c}`),
          numeric: true,
          render: (r: (typeof rows)[number]) => r.perCondition[i] ?? none,
        })),
        { key: 'total', label: t('studies.flow.total'), numeric: true, render: (r) => r.total },
      ]}
    />
  );
}
