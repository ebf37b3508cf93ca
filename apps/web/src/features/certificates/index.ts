// What other parts of the web app may use from certificates.
export { useIssueCertificate } from './api/issueCertificate';
