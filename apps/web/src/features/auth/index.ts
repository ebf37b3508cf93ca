// What other parts of the web app may use from auth.

export { getProfile, profileQueryKey, useProfile } from './api/getProfile';
export { useEndSession, useLogout, useLogoutEverywhere } from './api/logout';
export { AuthIllustration } from './components/AuthIllustration';
