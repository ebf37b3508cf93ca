// What other parts of the web app may use from quizzes.
export { CooldownWait } from './components/CooldownNotice';
export { QuizRunner } from './components/QuizRunner';
