// What other parts of the web app use from studies: the consent step before a pretest and the profile section.
export { ConsentGate } from './components/ConsentGate';
export { MyStudiesSection } from './components/MyStudiesSection';
