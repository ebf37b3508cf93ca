// What other parts of the web app may use from support.
export { SupportMessages } from './components/SupportMessages';
