// What other features may embed from learning paths (e.g. dashboards, the course viewer).
export { type LearningPath, type PathStep, useLearningPath } from './api/getLearningPath';
export { CourseGainsPanel } from './components/CourseGainsPanel';
export { GainsFigures } from './components/GainsCard';
export { PathSteps } from './components/PathSteps';
export { ProgressFigure } from './components/ProgressFigure';
export { LockNote, OptionalReviewChip } from './components/UnitMarks';
export { lockReasons, masteryPercent } from './model/path';
