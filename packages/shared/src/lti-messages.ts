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
  'error.ltiIssuedInFuture':
    'The launch is dated in the future. Open the activity again in a minute, or tell your teacher.',
  'error.ltiIssuerInvalid': 'The launch does not come from the registered LMS address.',
  'error.ltiClaimMissing': 'The LMS sent a launch without information LTI 1.3 requires.',
  'error.ltiTargetForeign': 'The LMS link points at another tool, not at this Parcours.',
  'error.ltiVersionUnsupported': 'The LMS sent a launch of an LTI version Parcours does not handle.',
  'lti.refused.title': 'Parcours could not open this activity',
  'lti.refused.learner':
    'Open the activity again from the LMS. If this page comes back, tell your teacher and give them the reference below.',
  'lti.refused.admin': 'For the LMS administrator',
  'lti.refused.reference': 'Reference',
  'lti.fix.ltiPlatformUnknown':
    'No LMS with the issuer "{{iss}}" and the client id "{{client_id}}" is registered. Register it on the LMS page of Parcours (Administration, LMS), or check the issuer and client id the LMS sends.',
  'lti.fix.ltiPlatformAmbiguous':
    'Several registrations share the issuer "{{iss}}". Make the LMS send its client id in the login request, or keep a single registration.',
  'lti.fix.ltiDeploymentUnknown':
    'Add the deployment id "{{deployment_id}}" to this LMS’s registration on the LMS page of Parcours.',
  'lti.fix.ltiStateInvalid':
    'The login request was not found, is more than 10 minutes old, or was used already. If it happens at every launch, check that the LMS posts the launch to {{launch_url}}.',
  'lti.fix.ltiNonceInvalid':
    'The same id_token was posted twice: this is what a replayed launch looks like. Nothing was opened.',
  'lti.fix.ltiTokenExpired':
    'The launch reached Parcours more than {{skew}} seconds after it expired. Check that the clocks of the LMS server and of the Parcours server are set (NTP).',
  'lti.fix.ltiIssuedInFuture':
    'The launch is dated more than {{skew}} seconds ahead of the Parcours clock. Check that the clocks of the LMS server and of the Parcours server are set (NTP).',
  'lti.fix.ltiAudienceInvalid':
    'The id_token is addressed to another client id. The client id registered in Parcours is "{{client_id}}": copy the one the LMS shows for this tool.',
  'lti.fix.ltiIssuerInvalid':
    'The id_token’s issuer is "{{sent}}", the registration says "{{issuer}}". They must match exactly, down to a final slash.',
  'lti.fix.ltiSignatureInvalid':
    'Parcours could not check the signature with the key set at {{jwks_url}}. Check the key set address in the registration.',
  'lti.fix.ltiClaimMissing': 'The launch lacks the claim {{claim}}, which LTI 1.3 requires.',
  'lti.fix.ltiTargetForeign':
    'The link targets {{target}}, which is not this Parcours ({{public_url}}). Set the tool’s launch address in the LMS to {{launch_url}}.',
  'lti.fix.ltiVersionUnsupported':
    'The launch says LTI version "{{version}}"; Parcours takes 1.3.0 only. Register Parcours as an LTI 1.3 tool.',
  'lti.fix.ltiMessageUnsupported':
    'The LMS sent a "{{message_type}}" message; Parcours takes resource link launches and deep linking requests.',
  'lti.fix.ltiDeepLinkInstructorsOnly':
    'Only people the LMS names as teachers, course designers or administrators can add Parcours content.',
  'lti.fix.ltiLaunchInvalid':
    'The launch could not be read. Check the tool’s registration in the LMS: LTI 1.3, launch address {{launch_url}}.',
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
  'error.ltiIssuedInFuture':
    'Le lancement est daté dans le futur. Ouvrez de nouveau l’activité dans une minute, ou prévenez votre enseignant.',
  'error.ltiIssuerInvalid': 'Le lancement ne vient pas de l’adresse de la plateforme enregistrée.',
  'error.ltiClaimMissing': 'La plateforme a envoyé un lancement sans une information exigée par LTI 1.3.',
  'error.ltiTargetForeign': 'Le lien de la plateforme vise un autre outil, pas ce Parcours.',
  'error.ltiVersionUnsupported':
    'La plateforme a envoyé un lancement d’une version de LTI que Parcours ne traite pas.',
  'lti.refused.title': 'Parcours n’a pas pu ouvrir cette activité',
  'lti.refused.learner':
    'Ouvrez de nouveau l’activité depuis la plateforme. Si cette page revient, prévenez votre enseignant en lui donnant la référence ci-dessous.',
  'lti.refused.admin': 'Pour l’administrateur de la plateforme',
  'lti.refused.reference': 'Référence',
  'lti.fix.ltiPlatformUnknown':
    'Aucune plateforme d’émetteur « {{iss}} » et d’identifiant client « {{client_id}} » n’est enregistrée. Enregistrez-la sur la page Plateformes de Parcours (Administration, Plateformes), ou vérifiez l’émetteur et l’identifiant client envoyés.',
  'lti.fix.ltiPlatformAmbiguous':
    'Plusieurs enregistrements ont l’émetteur « {{iss}} ». Faites envoyer l’identifiant client dans la demande de connexion, ou ne gardez qu’un enregistrement.',
  'lti.fix.ltiDeploymentUnknown':
    'Ajoutez l’identifiant de déploiement « {{deployment_id}} » à l’enregistrement de cette plateforme dans Parcours.',
  'lti.fix.ltiStateInvalid':
    'La demande de connexion est introuvable, date de plus de 10 minutes ou a déjà servi. Si cela arrive à chaque lancement, vérifiez que la plateforme envoie le lancement à {{launch_url}}.',
  'lti.fix.ltiNonceInvalid':
    'Le même id_token a été envoyé deux fois : c’est la trace d’un lancement rejoué. Rien n’a été ouvert.',
  'lti.fix.ltiTokenExpired':
    'Le lancement est arrivé plus de {{skew}} secondes après son expiration. Vérifiez l’heure des serveurs de la plateforme et de Parcours (NTP).',
  'lti.fix.ltiIssuedInFuture':
    'Le lancement est daté de plus de {{skew}} secondes en avance sur l’horloge de Parcours. Vérifiez l’heure des serveurs de la plateforme et de Parcours (NTP).',
  'lti.fix.ltiAudienceInvalid':
    'L’id_token est adressé à un autre identifiant client. Celui enregistré dans Parcours est « {{client_id}} » : recopiez celui que la plateforme affiche pour cet outil.',
  'lti.fix.ltiIssuerInvalid':
    'L’émetteur de l’id_token est « {{sent}} », l’enregistrement indique « {{issuer}} ». Ils doivent être identiques, jusqu’à la barre oblique finale.',
  'lti.fix.ltiSignatureInvalid':
    'Parcours n’a pas pu vérifier la signature avec le jeu de clés de {{jwks_url}}. Vérifiez l’adresse du jeu de clés dans l’enregistrement.',
  'lti.fix.ltiClaimMissing': 'Il manque au lancement l’attribut {{claim}}, exigé par LTI 1.3.',
  'lti.fix.ltiTargetForeign':
    'Le lien vise {{target}}, qui n’est pas ce Parcours ({{public_url}}). Indiquez {{launch_url}} comme adresse de lancement de l’outil dans la plateforme.',
  'lti.fix.ltiVersionUnsupported':
    'Le lancement indique la version LTI « {{version}} » ; Parcours ne prend que la 1.3.0. Enregistrez Parcours comme outil LTI 1.3.',
  'lti.fix.ltiMessageUnsupported':
    'La plateforme a envoyé un message « {{message_type}} » ; Parcours prend les lancements de ressource et les demandes de liens profonds.',
  'lti.fix.ltiDeepLinkInstructorsOnly':
    'Seules les personnes que la plateforme désigne comme enseignants, concepteurs de cours ou administrateurs peuvent ajouter du contenu Parcours.',
  'lti.fix.ltiLaunchInvalid':
    'Le lancement n’a pas pu être lu. Vérifiez l’enregistrement de l’outil dans la plateforme : LTI 1.3, adresse de lancement {{launch_url}}.',
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
