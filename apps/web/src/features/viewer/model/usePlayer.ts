// The course player's state (docs/design/product.md §4): the content, the path and the player state read from
// the server, the outline and the sequence they make, the object on screen with its neighbours. The object on
// screen becomes the resume point; one named in the address is brought into view and focused.
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLearningPath } from '../../learning-paths';
import { useCourseContent } from '../api/getCourseContent';
import { usePlayerState } from '../api/getPlayerState';
import { useMoveResumePoint } from '../api/moveResumePoint';
import { neighbours, playerOutline, sequenceOf, startObject, targetFromHash } from './player';

export function usePlayer(courseId: number, objectRef: RefObject<HTMLDivElement | null>) {
  const content = useCourseContent(courseId);
  const path = useLearningPath(courseId);
  const contentOpen = content.isSuccess && !content.data.waitsForPretest;
  const player = usePlayerState(courseId, contentOpen);
  const { hash } = useLocation();
  const moveResume = useMoveResumePoint(courseId);

  // Laid out once the path and the player state are read too (or could not be).
  const loaded = content.isSuccess && !path.isPending && !(contentOpen && player.isPending);
  const pathData = path.data ?? null;
  const opened = player.data?.openedLearningObjectIds;
  const outline = useMemo(
    () => (content.isSuccess ? playerOutline(content.data, pathData, { opened: new Set(opened ?? []) }) : []),
    [content.isSuccess, content.data, pathData, opened],
  );
  const sequence = useMemo(() => sequenceOf(outline), [outline]);
  const target = targetFromHash(hash);
  // The resume point is read once, when the player opens: moving it later does not move the learner.
  const resumeAtOpen = useRef<number | null | undefined>(undefined);
  if (resumeAtOpen.current === undefined && (player.isSuccess || player.isError))
    resumeAtOpen.current = player.data?.resume?.learningObjectId ?? null;
  const start = startObject(sequence, {
    target,
    resume: resumeAtOpen.current,
    nextBest: pathData?.nextStep?.learningObjectId ?? null,
  });
  const current = start.object;
  const currentId = current?.lo.id ?? null;
  const { previous, next } =
    currentId === null ? { previous: null, next: null } : neighbours(sequence, currentId);

  // The object on screen becomes the resume point (an open one, once per change).
  const storedResume = player.data?.resume?.learningObjectId ?? null;
  const { mutate: saveResume } = moveResume;
  useEffect(() => {
    if (!loaded || !contentOpen || !current || current.state === 'locked') return;
    if (current.lo.id !== storedResume) saveResume(current.lo.id);
  }, [loaded, contentOpen, current, storedResume, saveResume]);

  // Opened at, or moved to, a learning object named in the address: bring it into view and move focus there.
  useEffect(() => {
    if (!loaded || target === null || currentId !== target) return;
    const element = objectRef.current;
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [loaded, target, currentId, objectRef]);

  return { content, pathData, loaded, outline, sequence, target, start, previous, next };
}
