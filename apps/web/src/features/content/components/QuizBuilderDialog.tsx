// The quiz builder (course quiz or a learning object's quiz) in a dialog: settings (the course quiz's parallel
// forms among them), then the questions in order.
import { zodResolver } from '@hookform/resolvers/zod';
import { Add } from '@mui/icons-material';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { isTypedAnswer, questionTypes } from '@parcours/shared';
import { useState } from 'react';
import { type FieldPath, type UseFormReturn, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessageKey, fieldErrors } from '../../../shared/http';
import { useConfirm } from '../../../shared/ui/ConfirmDialog';
import type { EditableQuiz } from '../api/courseQuiz';
import { type QuizOwner, useSaveQuiz } from '../api/saveQuiz';
import {
  formToPayload,
  newQuestion,
  type QuizFormValues,
  quizFormSchema,
  quizToForm,
} from '../model/quizForm';
import { ParallelFormsField } from './ParallelFormsField';
import { QuestionEditor } from './QuestionEditor';
import { QuizFileActions } from './QuizFileActions';
import { QuizVersionHistory, QuizVersionNotice } from './QuizVersionHistory';

export interface QuizBuilderDialogProps {
  open: boolean;
  title: string;
  owner: QuizOwner;
  quiz: EditableQuiz | null | undefined;
  onClose: () => void;
}

export function QuizBuilderDialog(props: QuizBuilderDialogProps) {
  // A fresh form each time the dialog opens, from the quiz as saved.
  return props.open ? <QuizBuilderForm {...props} /> : null;
}

function QuizBuilderForm({ title, owner, quiz, onClose }: QuizBuilderDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const save = useSaveQuiz(owner);
  const confirm = useConfirm();
  const [deleted, setDeleted] = useState<number[]>([]);
  const [savedId, setSavedId] = useState<number | null>(quiz?.id ?? null);
  // A failure the API tied only to fields the builder shows is said there, not above the form as well.
  const [onField, setOnField] = useState(false);
  const courseQuiz = owner.learningObjectId === undefined;
  const form = useForm<QuizFormValues>({
    resolver: zodResolver(quizFormSchema),
    defaultValues: quizToForm(quiz),
  });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const parallelForms = useWatch({ control: form.control, name: 'parallelForms' });
  const err = form.formState.errors;
  const msg = (m?: string) => (m ? translateMessage(m) : undefined);

  const submit = form.handleSubmit((values) =>
    save.mutate(formToPayload(values, deleted, { courseQuiz }), {
      onSuccess: () => onClose(),
      onError: (error) => setOnField(showOnFields(form, error)),
    }),
  );

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="quiz-builder-title"
    >
      <form noValidate onSubmit={submit} style={formLayout}>
        <DialogTitle id="quiz-builder-title">{title}</DialogTitle>
        <DialogContent dividers>
          {save.error && !onField && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translateMessage(errorMessageKey(save.error))}
            </Alert>
          )}
          {quiz?.id !== undefined && <QuizVersionNotice quizId={quiz.id} />}
          <Grid container spacing={2} sx={{ mb: 3 }}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                id="quiz-pass-mark"
                label={t('content.quiz.passMark')}
                inputMode="numeric"
                fullWidth
                {...form.register('passMark')}
                error={Boolean(err.passMark)}
                helperText={msg(err.passMark?.message)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                id="quiz-time-limit"
                label={t('content.quiz.timeLimit')}
                inputMode="numeric"
                fullWidth
                {...form.register('timeLimitSeconds')}
                error={Boolean(err.timeLimitSeconds)}
                helperText={msg(err.timeLimitSeconds?.message) ?? t('content.quiz.emptyMeansNone')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                id="quiz-cooldown"
                label={t('content.quiz.cooldown')}
                inputMode="numeric"
                fullWidth
                {...form.register('cooldownSeconds')}
                error={Boolean(err.cooldownSeconds)}
                helperText={msg(err.cooldownSeconds?.message) ?? t('content.quiz.emptyMeansNone')}
              />
            </Grid>
          </Grid>
          {courseQuiz && <ParallelFormsField form={form} locked={quiz?.parallelFormsLocked ?? false} />}
          <QuizFileActions
            owner={owner}
            quizId={savedId}
            unsavedChanges={form.formState.isDirty || deleted.length > 0}
            onImported={(saved) => {
              // The builder now shows the quiz as saved with the imported questions.
              setSavedId(saved.id);
              setDeleted([]);
              form.reset(quizToForm(saved));
            }}
          />
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {t('content.quiz.questions')}
          </Typography>
          {questions.fields.length === 0 && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('content.quiz.noQuestions')}
            </Typography>
          )}
          <Stack spacing={2}>
            {questions.fields.map((field, index) => (
              <QuestionEditor
                key={field.id}
                form={form}
                index={index}
                count={questions.fields.length}
                showLevel={courseQuiz && parallelForms}
                onMove={(step) => questions.move(index, index + step)}
                onRemove={async () => {
                  if (!(await confirm.ask(t('content.quiz.confirmDeleteQuestion', { number: index + 1 }))))
                    return;
                  const id = form.getValues(`questions.${index}.id`);
                  if (id) setDeleted((d) => [...d, id]);
                  questions.remove(index);
                }}
                onRemoveAnswer={async (remove) => {
                  if (await confirm.ask(t('content.quiz.confirmDeleteAnswer'))) remove();
                }}
              />
            ))}
          </Stack>
          <Button startIcon={<Add />} onClick={() => questions.append(newQuestion())} sx={{ mt: 2 }}>
            {t('content.quiz.addQuestion')}
          </Button>
          {quiz?.id !== undefined && <QuizVersionHistory quizId={quiz.id} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('content.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('content.quiz.save')}
          </Button>
        </DialogActions>
      </form>
      {confirm.dialog}
    </Dialog>
  );
}

/** The settings that show their own message. */
const settings = ['passMark', 'timeLimitSeconds', 'cooldownSeconds', 'parallelForms'] as const;

/**
 * The fields of a question that show their own message: its text, its answers as a whole (a QCM's two answers,
 * a typed answer's full credit, a matching's two pairs, an ordering's two items), and each answer's text (a
 * prompt, an item), tolerance, credit and match. The form sends its questions and their answers in its own
 * order, so the API's `questions.2.answers.0.tolerance` is the form's field of that name.
 */
const questionField =
  /^questions\.(\d+)\.(question|answers|answers\.(\d+)\.(answer|tolerance|credit|match))$/;

function shownOnForm(form: UseFormReturn<QuizFormValues>, name: string): boolean {
  if ((settings as readonly string[]).includes(name)) return true;
  const match = questionField.exec(name);
  if (!match) return false;
  const question = form.getValues('questions')[Number(match[1])];
  if (!question) return false;
  if (match[2] === 'question') return true;
  // A true/false question shows no answers; a credit is shown for accepted answers, a tolerance for numbers, a
  // match for a matching question's pairs.
  if (question.type === questionTypes.BINARY) return false;
  if (match[4] === 'credit' && !isTypedAnswer(question.type)) return false;
  if (match[4] === 'tolerance' && question.type !== questionTypes.NUMERICAL) return false;
  if (match[4] === 'match' && question.type !== questionTypes.MATCHING) return false;
  return match[3] === undefined || question.answers[Number(match[3])] !== undefined;
}

/**
 * Puts the API's messages on the fields the builder shows (parallel forms refused under the switch, a value
 * that is not a number under it); true when the answer had no other message, so the one above the form would
 * say nothing more. A message with no field of its own here (`questions`: none left; a question's type) stays
 * above.
 */
function showOnFields(form: UseFormReturn<QuizFormValues>, error: unknown): boolean {
  const found = fieldErrors(error);
  const shown = Object.keys(found).filter((name) => shownOnForm(form, name));
  for (const name of shown)
    form.setError(name as FieldPath<QuizFormValues>, { type: 'server', message: found[name] });
  return shown.length > 0 && shown.length === Object.keys(found).length;
}

// Lets the dialog's content scroll between a fixed title and fixed actions although a form wraps them.
const formLayout = { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' } as const;
