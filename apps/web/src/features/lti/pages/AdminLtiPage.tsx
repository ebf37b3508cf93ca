// /dashboard/admin/lti: Parcours as an LTI 1.3 tool (docs/integrations.md, "LTI 1.3"). The addresses to type
// into the LMS, the registered platforms (register, edit, delete), a one-time dynamic registration link, the
// signing key rotation, and the LMS courses Parcours was launched from with their roster sync.
import { Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Platform } from '../api/platforms';
import { ContextsSection } from '../components/ContextsSection';
import { DeletePlatformDialog } from '../components/DeletePlatformDialog';
import { PlatformFormDialog } from '../components/PlatformFormDialog';
import { PlatformsSection } from '../components/PlatformsSection';
import { RefusalsSection } from '../components/RefusalsSection';
import { useNotices } from '../components/Section';
import { ToolSection } from '../components/ToolSection';

export function AdminLtiPage() {
  const { t } = useTranslation();
  const { done } = useNotices();
  const [editing, setEditing] = useState<Platform | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Platform | null>(null);

  return (
    <Stack component="section" aria-labelledby="admin-lti-heading" spacing={3}>
      <Box>
        <Typography id="admin-lti-heading" variant="h2" sx={{ fontSize: '1.6rem' }}>
          {t('lti.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: '70ch' }}>
          {t('lti.intro')}
        </Typography>
      </Box>
      <ToolSection />
      <PlatformsSection onAdd={() => setEditing('new')} onEdit={setEditing} onDelete={setDeleting} />
      <RefusalsSection />
      <ContextsSection />
      {editing !== null && (
        <PlatformFormDialog
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            done(message);
            setEditing(null);
          }}
        />
      )}
      <DeletePlatformDialog platform={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
