// The quiz builder's file actions: import a GIFT or Moodle XML file, export the saved quiz in either format.
import { FileDownload, FileUpload } from '@mui/icons-material';
import { Button, Menu, MenuItem, Stack } from '@mui/material';
import type { QuizFormat } from '@parcours/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditableQuiz } from '../api/courseQuiz';
import { useExportQuiz } from '../api/exportQuiz';
import type { QuizOwner } from '../api/saveQuiz';
import { QuizImportDialog } from './QuizImportDialog';

export interface QuizFileActionsProps {
  owner: QuizOwner;
  /** The saved quiz; export needs one. */
  quizId: number | null;
  unsavedChanges: boolean;
  onImported: (quiz: EditableQuiz) => void;
}

export function QuizFileActions({ owner, quizId, unsavedChanges, onImported }: QuizFileActionsProps) {
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const download = useExportQuiz();
  const exportAs = (format: QuizFormat) => {
    setMenu(null);
    if (quizId) download.mutate({ quizId, format });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<FileUpload />} onClick={() => setImporting(true)}>
        {t('content.import.open')}
      </Button>
      <Button
        id="quiz-export-button"
        variant="outlined"
        startIcon={<FileDownload />}
        disabled={!quizId}
        loading={download.isPending}
        aria-haspopup="menu"
        aria-controls={menu ? 'quiz-export-menu' : undefined}
        aria-expanded={menu ? 'true' : undefined}
        onClick={(e) => setMenu(e.currentTarget)}
      >
        {t('content.import.export')}
      </Button>
      <Menu
        id="quiz-export-menu"
        anchorEl={menu}
        open={Boolean(menu)}
        onClose={() => setMenu(null)}
        slotProps={{ list: { 'aria-labelledby': 'quiz-export-button' } }}
      >
        <MenuItem onClick={() => exportAs('gift')}>{t('content.import.exportGift')}</MenuItem>
        <MenuItem onClick={() => exportAs('moodle_xml')}>{t('content.import.exportXml')}</MenuItem>
      </Menu>
      {importing && (
        <QuizImportDialog
          owner={owner}
          unsavedChanges={unsavedChanges}
          onClose={() => setImporting(false)}
          onImported={(quiz) => {
            setImporting(false);
            onImported(quiz);
          }}
        />
      )}
    </Stack>
  );
}
