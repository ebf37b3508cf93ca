// The shared e-mail rule, in its own module so pages can load it on demand.
export { emailField } from '@parcours/shared';
