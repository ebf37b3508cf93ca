// What other parts of the web app may use from quizzes.
export { QuizRunner } from './components/QuizRunner';
