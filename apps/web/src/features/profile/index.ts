// What other parts of the web app may use from profile.
export { useSaveChoiceOnAccount } from './api/updateProfile';
