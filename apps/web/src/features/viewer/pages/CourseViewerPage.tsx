// The course player (/dashboard/student/courses/{courseId}, docs/design/product.md §4): one learning object at a
// time, in the order of the learner's path (the author's order when the path cannot be read), with previous and
// next, beside an outline of the units and their learning objects with their states (a drawer on a phone), the
// one progress figure, keyboard shortcuts, and the resume point kept by the server ("continue where you left
// off"). `#lo-{id}` in the address names the learning object on screen.

import { Alert, Box, CircularProgress, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessageKey } from '../../../shared/http';
import { EmptyState } from '../../../shared/ui';
import { OutlineDrawer, OutlinePanel } from '../components/OutlineFrames';
import { PlayerHeader } from '../components/PlayerHeader';
import { PlayerOutline } from '../components/PlayerOutline';
import { PlayerStage } from '../components/PlayerStage';
import { ShortcutsDialog } from '../components/ShortcutsDialog';
import { WaitsForPretest } from '../components/WaitsForPretest';
import type { PlayerObject } from '../model/player';
import { usePlayer } from '../model/usePlayer';
import { usePlayerShortcuts } from '../model/usePlayerShortcuts';

export function CourseViewerPage() {
  const { t } = useTranslation();
  const courseId = Number(useParams().courseId);
  const navigate = useNavigate();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const objectRef = useRef<HTMLDivElement>(null);
  const currentLinkRef = useRef<HTMLAnchorElement>(null);
  const { content, pathData, loaded, outline, sequence, target, start, previous, next } = usePlayer(
    courseId,
    objectRef,
  );

  const go = (object: PlayerObject | null) => {
    if (object) navigate({ hash: `lo-${object.lo.id}` });
  };
  usePlayerShortcuts({
    next: () => go(next),
    previous: () => go(previous),
    help: () => setHelpOpen(true),
    outline: () => (wide ? currentLinkRef.current?.focus() : setDrawerOpen((open) => !open)),
  });

  if (content.isError) return <Alert severity="error">{t(errorMessageKey(content.error))}</Alert>;
  // Loaded implies the content was read; said again for the types.
  if (!loaded || !content.isSuccess) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('viewer.loading')} />
      </Box>
    );
  }
  if (content.data.waitsForPretest) return <WaitsForPretest courseId={courseId} />;

  const outlineView = (
    <PlayerOutline
      ref={currentLinkRef}
      outline={outline}
      currentId={start.object?.lo.id ?? null}
      onChoose={() => setDrawerOpen(false)}
    />
  );
  return (
    <Stack spacing={3}>
      <PlayerHeader
        courseId={courseId}
        content={content.data}
        path={pathData}
        showOutline={!wide && sequence.length > 0}
        onOutline={() => setDrawerOpen(true)}
        onHelp={() => setHelpOpen(true)}
      />
      {content.data.units.length === 0 ? (
        <EmptyState headingLevel="h2" title={t('viewer.emptyTitle')} text={t('viewer.emptyText')} />
      ) : (
        <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
          {wide && <OutlinePanel>{outlineView}</OutlinePanel>}
          <PlayerStage
            courseId={courseId}
            outline={outline}
            total={sequence.length}
            start={start}
            target={target}
            path={pathData}
            previous={previous}
            next={next}
            objectRef={objectRef}
          />
        </Box>
      )}
      <OutlineDrawer open={!wide && drawerOpen} onClose={() => setDrawerOpen(false)}>
        {outlineView}
      </OutlineDrawer>
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Stack>
  );
}
