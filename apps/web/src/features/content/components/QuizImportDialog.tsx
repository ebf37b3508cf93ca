// Import of a GIFT or Moodle XML file into the quiz: paste or choose a file, choose the format, see the
// preview per question (what is skipped and why, what is not kept), then confirm. The server saves through
// the quiz builder's own save, after the quiz's questions or instead of them.
import { UploadFile } from '@mui/icons-material';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { QuizFormat } from '@parcours/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import type { EditableQuiz } from '../api/courseQuiz';
import { type QuizFile, useImportQuiz, usePreviewQuizImport } from '../api/quizImport';
import type { QuizOwner } from '../api/saveQuiz';
import { QuizImportPreview } from './QuizImportPreview';

export interface QuizImportDialogProps {
  owner: QuizOwner;
  /** Unsaved changes in the builder are replaced by the quiz as saved after the import. */
  unsavedChanges: boolean;
  onClose: () => void;
  onImported: (quiz: EditableQuiz) => void;
}

/** The format a file's name suggests. */
function formatOfName(name: string): QuizFormat | null {
  if (/\.gift$|\.txt$/i.test(name)) return 'gift';
  if (/\.xml$/i.test(name)) return 'moodle_xml';
  return null;
}

export function QuizImportDialog({ owner, unsavedChanges, onClose, onImported }: QuizImportDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const [file, setFile] = useState<QuizFile>({ format: 'gift', content: '', mode: 'append' });
  const [fileName, setFileName] = useState<string | null>(null);
  const preview = usePreviewQuizImport();
  const save = useImportQuiz(owner);
  // A preview belongs to the text and format it was made from; any change asks for a new one.
  const change = (next: Partial<QuizFile>) => {
    setFile((f) => ({ ...f, ...next }));
    if (next.content !== undefined || next.format !== undefined) preview.reset();
  };
  const shown = preview.data;
  const error = preview.error ?? save.error;

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="quiz-import-title"
    >
      <DialogTitle id="quiz-import-title">{t('content.import.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {unsavedChanges && <Alert severity="info">{t('content.import.unsaved')}</Alert>}
          {error && <Alert severity="error">{translateMessage(errorMessageKey(error))}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              id="quiz-import-format"
              select
              label={t('content.import.format')}
              value={file.format}
              onChange={(e) => change({ format: e.target.value as QuizFormat })}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="gift">GIFT</MenuItem>
              <MenuItem value="moodle_xml">Moodle XML</MenuItem>
            </TextField>
            <Button
              component="label"
              htmlFor="quiz-import-file"
              variant="outlined"
              startIcon={<UploadFile />}
            >
              {t('content.import.chooseFile')}
              <input
                id="quiz-import-file"
                type="file"
                accept=".gift,.txt,.xml,text/plain,application/xml,text/xml"
                hidden
                onChange={async (e) => {
                  const chosen = e.target.files?.[0];
                  e.target.value = '';
                  if (!chosen) return;
                  setFileName(chosen.name);
                  change({ content: await chosen.text(), format: formatOfName(chosen.name) ?? file.format });
                }}
              />
            </Button>
          </Stack>
          <TextField
            id="quiz-import-content"
            label={t('content.import.content')}
            helperText={
              fileName ? t('content.import.fromFile', { name: fileName }) : t('content.import.contentHint')
            }
            multiline
            minRows={6}
            maxRows={14}
            value={file.content}
            onChange={(e) => {
              setFileName(null);
              change({ content: e.target.value });
            }}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
          <FormControl>
            <FormLabel id="quiz-import-mode">{t('content.import.mode')}</FormLabel>
            <RadioGroup
              aria-labelledby="quiz-import-mode"
              row
              value={file.mode}
              onChange={(e) => change({ mode: e.target.value as QuizFile['mode'] })}
            >
              <FormControlLabel value="append" control={<Radio />} label={t('content.import.append')} />
              <FormControlLabel value="replace" control={<Radio />} label={t('content.import.replace')} />
            </RadioGroup>
          </FormControl>
          <div>
            <Button
              variant="outlined"
              onClick={() => preview.mutate(file)}
              loading={preview.isPending}
              disabled={file.content.trim() === ''}
            >
              {t('content.import.preview')}
            </Button>
          </div>
          {shown && <QuizImportPreview preview={shown} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('content.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!shown || shown.importable === 0}
          loading={save.isPending}
          onClick={() => save.mutate(file, { onSuccess: (answer) => onImported(answer.data) })}
        >
          {t('content.import.confirm', { count: shown?.importable ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
