// What other features may embed from the learning-style questionnaire.
export { StyleResultView } from './components/StyleResultView';
