// Importing learners from a CSV file: choose or paste it, check it (each line with its problems), then import
// it once every line is right. Each learner receives an invitation to choose a password.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { useImportLearners } from '../api/importLearners';

export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const run = useImportLearners();
  const [csv, setCsv] = useState('');
  const checked = run.data?.data.dryRun ? run.data : null;
  const clean = checked?.data.lines.every((l) => l.errors.length === 0) ?? false;

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) {
      setCsv(await file.text());
      run.reset();
    }
  };
  const send = (dryRun: boolean) =>
    run.mutate(
      { csv, dryRun },
      {
        onSuccess: (answer) => {
          if (answer.data.dryRun) return;
          dispatch(notify({ message: answer.message }));
          onClose();
        },
      },
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="import-title">
      <DialogTitle id="import-title">{t('users.import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('users.import.text')}</DialogContentText>
          <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
            {t('users.import.chooseFile')}
            <input type="file" accept=".csv,text/csv" hidden onChange={readFile} data-testid="import-file" />
          </Button>
          <TextField
            id="import-csv"
            label={t('users.import.csv')}
            value={csv}
            onChange={(e) => {
              setCsv(e.target.value);
              run.reset();
            }}
            multiline
            minRows={4}
            maxRows={10}
            fullWidth
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
          {run.isError && (
            <Alert severity="error" role="alert">
              {translateMessage(errorMessageKey(run.error))}
            </Alert>
          )}
          {checked && (
            <>
              <Alert severity={clean ? 'success' : 'warning'} role="status">
                {checked.message}
              </Alert>
              <Table size="small" aria-label={t('users.import.linesLabel')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('users.import.line')}</TableCell>
                    <TableCell>{t('users.columns.email')}</TableCell>
                    <TableCell>{t('users.import.class')}</TableCell>
                    <TableCell>{t('users.import.problems')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {checked.data.lines.map((l) => (
                    <TableRow key={l.line} data-testid={`import-line-${l.line}`}>
                      <TableCell>{l.line}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{l.email}</TableCell>
                      <TableCell>{l.className ?? '—'}</TableCell>
                      <TableCell sx={{ color: l.errors.length ? 'error.main' : 'success.main' }}>
                        {l.errors.length ? l.errors.join(' ') : t('users.import.ok')}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('users.import.cancel')}</Button>
        <Button
          onClick={() => send(true)}
          disabled={csv.trim() === ''}
          loading={run.isPending && run.variables?.dryRun}
        >
          {t('users.import.check')}
        </Button>
        <Button
          variant="contained"
          onClick={() => send(false)}
          disabled={!clean}
          loading={run.isPending && run.variables?.dryRun === false}
        >
          {t('users.import.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
