// What other features may embed from the learning-style questionnaire.
export type { StyleResult } from './api/submitQuestionnaire';
export { DimensionCard, StyleResultView } from './components/StyleResultView';
export { StyleScale } from './components/StyleScale';
