import type { Language } from '@parcours/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { ForgetPasswordForm } from './ForgetPasswordForm';
import { LoginForm } from './LoginForm';
import { PasswordSetForm } from './PasswordSetForm';
import { SignupForm } from './SignupForm';

const text = {
  en: {
    submitLogin: 'Log in',
    submitSignup: 'Sign up',
    submitForget: 'Send the link',
    submitPasswordSet: 'Save the password',
    email: 'E-mail',
    password: 'Password',
    confirm: 'Confirm password',
    newPassword: 'New password',
    confirmNew: 'Confirm the new password',
    birthDate: 'Date of birth',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email',
    passwordRequired: 'Password is required',
    passwordRule:
      'Password must be at least 8 characters long, including an uppercase, a lowercase, and a number',
    mismatch: 'Passwords do not match',
    firstName: 'First name is required',
    lastName: 'Last name is required',
    major: 'Major is required',
    age: 'Age is required',
    birthDateInvalid: 'Enter a real date of birth: an age between 3 and 120 years',
  },
  fr: {
    submitLogin: 'Se connecter',
    submitSignup: "S'inscrire",
    submitForget: 'Envoyer le lien',
    submitPasswordSet: 'Enregistrer le mot de passe',
    email: 'E-mail',
    password: 'Mot de passe',
    confirm: 'Confirmer le mot de passe',
    newPassword: 'Nouveau mot de passe',
    confirmNew: 'Confirmer le nouveau mot de passe',
    birthDate: 'Date de naissance',
    emailRequired: "L'e-mail est obligatoire",
    emailInvalid: 'E-mail invalide',
    passwordRequired: 'Le mot de passe est obligatoire',
    passwordRule:
      'Le mot de passe doit contenir au moins 8 caractères, dont une majuscule, une minuscule et un chiffre',
    mismatch: 'Les mots de passe ne correspondent pas',
    firstName: 'Le prénom est obligatoire',
    lastName: 'Le nom est obligatoire',
    major: 'La spécialité est obligatoire',
    age: "L'âge est obligatoire",
    birthDateInvalid: 'Saisissez une vraie date de naissance : un âge entre 3 et 120 ans',
  },
} satisfies Record<Language, Record<string, string>>;

describe.each(['en', 'fr'] as const)('form validation messages (%s)', (language) => {
  const m = text[language];

  it('login: required fields, then an invalid e-mail', async () => {
    const user = userEvent.setup();
    await renderWithApp(<LoginForm />, { language });
    await user.click(screen.getByRole('button', { name: m.submitLogin }));
    expect(await screen.findByText(m.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(m.passwordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(m.email), 'not-an-address');
    await user.click(screen.getByRole('button', { name: m.submitLogin }));
    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
    // The message is tied to its field for screen readers.
    expect(screen.getByLabelText(m.email)).toHaveAccessibleDescription(m.emailInvalid);
  });

  it('signup: every required field, the password rule and the confirmation', async () => {
    const user = userEvent.setup();
    await renderWithApp(<SignupForm onRegistered={() => {}} />, { language });
    await user.click(screen.getByRole('button', { name: m.submitSignup }));
    for (const message of [m.firstName, m.lastName, m.emailRequired, m.age, m.major]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getAllByText(m.passwordRequired)).toHaveLength(2);
    await user.type(screen.getByLabelText(m.password, { selector: 'input' }), 'short');
    await user.type(screen.getByLabelText(m.confirm, { selector: 'input' }), 'different');
    await user.click(screen.getByRole('button', { name: m.submitSignup }));
    expect(await screen.findByText(m.passwordRule)).toBeInTheDocument();
    expect(screen.getByText(m.mismatch)).toBeInTheDocument();
  });

  it('signup: a birth date in the future is refused', async () => {
    const user = userEvent.setup();
    await renderWithApp(<SignupForm onRegistered={() => {}} />, { language });
    await user.type(screen.getByLabelText(m.birthDate), '01/01/2999');
    await user.click(screen.getByRole('button', { name: m.submitSignup }));
    expect(await screen.findByText(m.birthDateInvalid)).toBeInTheDocument();
  });

  it('forget-password: required, then invalid e-mail', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ForgetPasswordForm onSent={() => {}} />, { language });
    await user.click(screen.getByRole('button', { name: m.submitForget }));
    expect(await screen.findByText(m.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(m.email), 'a@b');
    await user.click(screen.getByRole('button', { name: m.submitForget }));
    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
  });

  it('password-set: required, the rule, and the confirmation', async () => {
    const user = userEvent.setup();
    await renderWithApp(<PasswordSetForm token={'t'.repeat(20)} onDone={() => {}} />, { language });
    await user.click(screen.getByRole('button', { name: m.submitPasswordSet }));
    expect(await screen.findAllByText(m.passwordRequired)).toHaveLength(2);
    await user.type(screen.getByLabelText(m.newPassword, { selector: 'input' }), 'alllowercase1');
    await user.type(screen.getByLabelText(m.confirmNew, { selector: 'input' }), 'Other-Passw0rd');
    await user.click(screen.getByRole('button', { name: m.submitPasswordSet }));
    expect(await screen.findByText(m.passwordRule)).toBeInTheDocument();
    expect(screen.getByText(m.mismatch)).toBeInTheDocument();
  });
});

describe('signup request', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());

  it('sends the wire names, the birth date in unix seconds, and puts the server field errors on the fields', async () => {
    api = fakeApi({
      'POST /register': () => ({
        status: 422,
        data: { message: 'The given data was invalid.', errors: { first_name: ['validation.required'] } },
      }),
    });
    const user = userEvent.setup();
    await renderWithApp(<SignupForm onRegistered={() => {}} />);
    await user.type(screen.getByLabelText('First name'), 'Amal');
    await user.type(screen.getByLabelText('Last name'), 'Ben Salah');
    await user.type(screen.getByLabelText('E-mail'), 'amal@parcours.test');
    await user.type(screen.getByLabelText('Date of birth'), '14/03/2009');
    await user.type(screen.getByLabelText('Major (field of study)'), 'Seconde B');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret-Passw0rd');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'Secret-Passw0rd');
    await user.type(screen.getByLabelText('Class code (optional)'), 'ABCD2345');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(api?.seen).toHaveLength(1));
    expect(api?.seen[0]?.body).toEqual({
      first_name: 'Amal',
      last_name: 'Ben Salah',
      email: 'amal@parcours.test',
      birth_date: Date.UTC(2009, 2, 14) / 1000,
      major: 'Seconde B',
      password: 'Secret-Passw0rd',
      password_confirmation: 'Secret-Passw0rd',
      class_code: 'ABCD2345',
      role: 0,
    });
    await waitFor(() =>
      expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('This field is required'),
    );
  });
});
