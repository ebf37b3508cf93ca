// What other parts of the web app may use from classes.
export { JoinClassCard } from './components/JoinClassCard';
