// The thread under a support message: the team's replies and the author's answers, oldest first, then a box to
// write the next one (the admin's reply is mailed to the author; the author's answer reopens the message).
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { formatDateTime } from '../../../shared/format/dates';
import { FormError } from '../../../shared/ui/FormError';
import { type SupportReply, useSendReply } from '../api/replies';

export function SupportThread({
  messageId,
  replies,
  who,
}: {
  messageId: number;
  replies: SupportReply[];
  who: 'admin' | 'author';
}) {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendReply(who);
  const [body, setBody] = useState('');
  const [empty, setEmpty] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setEmpty(true);
      return;
    }
    send.mutate({ messageId, body: body.trim() }, { onSuccess: () => setBody('') });
  };

  return (
    <Box sx={{ mt: 1.5 }}>
      {replies.length > 0 && (
        <Stack
          component="ol"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5 }}
          aria-label={t('support.thread.label')}
        >
          {replies.map((r) => (
            <Box
              component="li"
              key={r.id}
              data-testid="support-reply"
              sx={{
                borderLeft: 3,
                borderColor: r.fromAdmin ? 'primary.main' : 'divider',
                pl: 1.5,
                py: 0.5,
              }}
            >
              <Typography variant="body2" color="text.secondary">
                {t(r.fromAdmin ? 'support.thread.fromTeam' : 'support.thread.fromAuthor', {
                  name: r.authorFirstName ?? '',
                  date: formatDateTime(r.createdAt),
                })}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.body}</Typography>
            </Box>
          ))}
        </Stack>
      )}
      <Box component="form" noValidate onSubmit={submit}>
        <FormError error={send.error} />
        <TextField
          id={`${id}-reply`}
          label={t(who === 'admin' ? 'support.thread.reply' : 'support.thread.answer')}
          value={body}
          onChange={(e) => {
            setBody(e.target.value);
            setEmpty(false);
          }}
          error={empty}
          helperText={empty ? translateMessage('validation.replyRequired') : undefined}
          multiline
          minRows={2}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <Button type="submit" size="small" variant="contained" loading={send.isPending} sx={{ mt: 1 }}>
          {t(who === 'admin' ? 'support.thread.sendReply' : 'support.thread.sendAnswer')}
        </Button>
      </Box>
    </Box>
  );
}
