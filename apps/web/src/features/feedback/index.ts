// Public surface of feedback for other features: the survey offered after a post-test.

export { SurveyOffer } from './components/SurveyOffer';
