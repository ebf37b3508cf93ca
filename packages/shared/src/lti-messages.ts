// Messages of the LTI 1.3 tool, in both languages; spread into the catalogue of messages.ts so that every key is a
// MessageKey like the others.

export const ltiMessagesEn = {
  'error.ltiPlatformUnknown':
    'This LMS is not registered in Parcours. Ask the Parcours administrator to register it.',
  'error.ltiPlatformAmbiguous': 'Several registrations share this issuer: the LMS must send its client id.',
  'error.ltiStateInvalid':
    'This launch has expired or was already used. Open the activity again from the LMS.',
  'error.ltiLaunchInvalid': 'The LMS sent a launch Parcours cannot accept.',
  'error.ltiSignatureInvalid': 'The launch is not signed by the registered LMS.',
  'error.ltiTokenExpired': 'The launch has expired. Open the activity again from the LMS.',
  'error.ltiAudienceInvalid': 'The launch was meant for another tool.',
  'error.ltiNonceInvalid': 'This launch was already used. Open the activity again from the LMS.',
  'error.ltiDeploymentUnknown': 'This deployment of Parcours is not registered for the LMS.',
  'error.ltiMessageUnsupported': 'Parcours does not handle this kind of LTI message.',
  'error.ltiDeepLinkInstructorsOnly': 'Only teachers can add a Parcours course to the LMS.',
  'error.ltiDeepLinkInvalid': 'This course choice has expired. Start again from the LMS.',
  'error.ltiPlatformTaken': 'A platform with this issuer and client id is already registered.',
  'error.ltiPlatformNotFound': 'Platform not found',
  'error.ltiContextNotFound': 'LMS course not found',
  'error.ltiLinkNotFound':
    'This LMS link is not one you opened as a teacher. Open it again from the LMS course.',
  'error.ltiDeepLinkTypesUnsupported':
    'The LMS accepts only files or HTML here; Parcours can add a course as an LTI link or a web link. Use another way to add content in the LMS.',
  'error.ltiNoRoster':
    'The LMS did not offer the roster of this course (Names and Role Provisioning Services).',
  'error.ltiPlatformUnreachable': 'The LMS did not answer as expected: {{reason}}',
  'error.ltiRegistrationInvalid': 'This registration link has expired or was already used. Create a new one.',
  'success.ltiPlatformSaved': 'The platform is saved.',
  'success.ltiPlatformDeleted': 'The platform is deleted.',
  'success.ltiKeysRotated': 'A new signing key is in use; the previous one stays published for 7 days.',
  'success.ltiRosterSynced': '{{members}} members of the LMS course are in the class.',
  'validation.ltiUrl': 'Enter an https:// address',
  'validation.ltiDeploymentRequired': 'Enter at least one deployment id',
} as const;

export type LtiMessageKey = keyof typeof ltiMessagesEn;

export const ltiMessagesFr: Record<LtiMessageKey, string> = {
  'error.ltiPlatformUnknown':
    'Cette plateforme n’est pas enregistrée dans Parcours. Demandez à l’administrateur de Parcours de l’enregistrer.',
  'error.ltiPlatformAmbiguous':
    'Plusieurs enregistrements ont cet émetteur : la plateforme doit envoyer son identifiant client.',
  'error.ltiStateInvalid':
    'Ce lancement a expiré ou a déjà servi. Ouvrez de nouveau l’activité depuis la plateforme.',
  'error.ltiLaunchInvalid': 'La plateforme a envoyé un lancement que Parcours ne peut pas accepter.',
  'error.ltiSignatureInvalid': 'Le lancement n’est pas signé par la plateforme enregistrée.',
  'error.ltiTokenExpired': 'Le lancement a expiré. Ouvrez de nouveau l’activité depuis la plateforme.',
  'error.ltiAudienceInvalid': 'Le lancement était destiné à un autre outil.',
  'error.ltiNonceInvalid': 'Ce lancement a déjà servi. Ouvrez de nouveau l’activité depuis la plateforme.',
  'error.ltiDeploymentUnknown': 'Ce déploiement de Parcours n’est pas enregistré pour cette plateforme.',
  'error.ltiMessageUnsupported': 'Parcours ne traite pas ce type de message LTI.',
  'error.ltiDeepLinkInstructorsOnly':
    'Seuls les enseignants peuvent ajouter un cours Parcours à la plateforme.',
  'error.ltiDeepLinkInvalid': 'Ce choix de cours a expiré. Recommencez depuis la plateforme.',
  'error.ltiPlatformTaken':
    'Une plateforme avec cet émetteur et cet identifiant client est déjà enregistrée.',
  'error.ltiPlatformNotFound': 'Plateforme introuvable',
  'error.ltiContextNotFound': 'Cours de la plateforme introuvable',
  'error.ltiLinkNotFound':
    'Ce lien de la plateforme n’est pas un lien que vous avez ouvert comme enseignant. Ouvrez-le de nouveau depuis le cours de la plateforme.',
  'error.ltiDeepLinkTypesUnsupported':
    'La plateforme n’accepte ici que des fichiers ou du HTML ; Parcours ajoute un cours comme lien LTI ou lien web. Ajoutez le contenu autrement dans la plateforme.',
  'error.ltiNoRoster':
    'La plateforme n’a pas proposé la liste des participants de ce cours (Names and Role Provisioning Services).',
  'error.ltiPlatformUnreachable': 'La plateforme n’a pas répondu comme prévu : {{reason}}',
  'error.ltiRegistrationInvalid': 'Ce lien d’enregistrement a expiré ou a déjà servi. Créez-en un nouveau.',
  'success.ltiPlatformSaved': 'La plateforme est enregistrée.',
  'success.ltiPlatformDeleted': 'La plateforme est supprimée.',
  'success.ltiKeysRotated':
    'Une nouvelle clé de signature est en service ; la précédente reste publiée pendant 7 jours.',
  'success.ltiRosterSynced': '{{members}} participants du cours de la plateforme sont dans la classe.',
  'validation.ltiUrl': 'Saisissez une adresse https://',
  'validation.ltiDeploymentRequired': 'Saisissez au moins un identifiant de déploiement',
};
