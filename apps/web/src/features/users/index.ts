// What other parts of the web app may use from users.
export { PictureField } from './components/PictureField';
export { StatusChip } from './components/StatusChip';
export { unixToDateInput } from './components/userFormSchema';
