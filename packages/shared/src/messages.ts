// Every message the server can send and every validation message of docs/design/product.md §5, in both languages.
// zod schemas carry the key as their message; the API and the web app translate the key.
import { ltiMessagesEn, ltiMessagesFr } from './lti-messages';
import { quizFormatMessagesEn, quizFormatMessagesFr } from './quiz-formats/messages';

export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

const en = {
  // docs/design/product.md §8 and docs/design/contract.md §2 error table
  'error.generic': 'Something went wrong! Please try again later.',
  'error.unavailable': 'Error occurred! Please try again later.',
  'error.notVerified': 'Your account is not verified yet!',
  'error.notAllowed': 'You are not authorized to perform this action!',
  'error.loginFailed': 'Login failed',
  'error.notApproved': 'Your account is not approved yet',
  'error.tokenInvalid': 'Token is invalid or expired',
  'error.courseNotFound': 'Course will be available soon',
  'error.categoryNotFound': 'Category not found',
  'error.subCategoryNotFound': 'Sub category not found',
  'error.courseApi': 'Something went wrong! Please try again',
  'error.uploadFailed': 'An error occurred',
  'error.unknown': 'An unknown error occurred',
  'error.notFound': 'The requested resource was not found.',
  'error.mediaLinkInvalid':
    'This file link is not valid: open the file from its page in Parcours, signed in if the course needs it.',
  'error.mediaLinkExpired': 'This file link has expired: reload the page in Parcours to get a new one.',
  'error.userNotFound': 'User not found',
  'error.routeNotFound': 'No API endpoint at {{method}} {{url}}.',
  'error.validation': 'The given data was invalid.',
  'error.emailTaken': 'This e-mail address is already registered.',
  'error.quizCooldown': 'You can take this quiz again at {{next_attempt_at}}.',
  'error.tooManyRequests': 'Too many attempts. Please try again in {{retry_after}} seconds.',
  'error.payloadTooLarge': 'The file or request is too large (at most {{limit}}).',
  'error.unsupportedMediaType': 'This type of file or content is not allowed.',
  'error.malformedBody': 'The request body could not be read.',
  'error.tooManyFiles': 'Too many files in one request (at most {{max}}).',
  'error.tooManyFields': 'Too many fields in one request.',
  'error.uploadQuota': 'Your upload space is full (at most {{limit}}).',
  'error.passwordTokenInvalid': 'This link is invalid or has expired. Ask for a new one.',
  'error.ownAccount': 'You cannot do this to your own account.',
  'error.invalidTransition': 'This account cannot go from {{from}} to {{to}}.',
  'error.currentPasswordWrong': 'The current password is not correct.',
  // categories, courses and enrolment
  'error.courseNotOpen': 'This course is not open for enrolment',
  'error.categoryInUse':
    'This category cannot be deleted: courses still use it or one of its sub categories (number of courses: {{count}}). Move or delete them first.',
  'error.categoryKeptByDeletedCourses':
    "This category cannot be deleted: deleted courses are kept under it for their learners' history (number of courses: {{count}}).",
  'error.subCategoryInUse':
    'The sub category "{{title}}" cannot be deleted: courses still use it (number of courses: {{count}}). Move or delete them first.',
  'success.categoryDeleted': 'The category is deleted.',
  'success.courseDeleted': 'The course is deleted.',
  // course life (docs/design/product.md §4)
  'publish.courseQuiz': 'The course quiz (the pretest and post-test) needs at least one question.',
  'publish.units': 'The course needs at least one unit.',
  'publish.levels': 'The pretest places learners at every level: each level needs a unit.',
  'publish.learningObjects': 'Each learning object needs a quiz or to be marked as reading only.',
  'publish.mediaStyles':
    'The course adapts its media: each learning object needs an image or a video for visual learners and a text, document or audio for verbal learners.',
  'error.publishChecksFailed': 'The course cannot be published yet: {{count}} check(s) fail.',
  'error.courseHasCertificates': 'Learners hold certificates of this course: archive it instead.',
  'error.courseStatusChange': 'This change does not apply to a course in this state.',
  'error.priceNotConfirmed': 'This course costs {{price}}: confirm the price to enrol.',
  'error.paymentAwaited':
    'Your payment for this course is awaiting confirmation: the course opens once an administrator marks it received.',
  'success.paymentsMarked': 'Payments marked received: {{count}}.',
  'error.authorRole': 'Only instructors and designers can be added as authors of a course.',
  'success.coursePublished': 'The course is published.',
  'success.courseArchived': 'The course is archived.',
  'success.authorsSaved': 'The authors of the course are saved.',
  'success.readingOnlySaved': 'The learning object is saved.',
  'validation.discountRange': 'The discount must be between 0 and 100',
  'validation.latitudeRange': 'The latitude must be between -90 and 90',
  'validation.longitudeRange': 'The longitude must be between -180 and 180',
  'validation.locationRequired': 'Location is required',
  'validation.linkInvalid': 'Enter a full web address starting with http:// or https://',
  'validation.endBeforeStart': 'The end time must be after the start time',
  'validation.subCategoryMismatch': 'The sub category must belong to the chosen category',
  // success messages
  'success.registered': 'Your account was created. An administrator will review it soon.',
  'success.loggedOut': 'You are logged out.',
  'success.loggedOutEverywhere': 'You are logged out on every device.',
  'success.resetMailSent': 'If this address has an account, we sent it a link to set a new password.',
  'success.passwordSet': 'Your password is set. You can log in now.',
  'success.userValidated': 'The account is approved.',
  'success.userRejected': 'The account is rejected.',
  'success.userSuspended': 'The account is suspended.',
  'success.userDeleted': 'The account is deleted.',
  'success.userUpdated': 'The account is updated.',
  'success.profileUpdated': 'Your profile is updated.',
  'success.passwordChanged': 'Your password is changed. Your other sessions are logged out.',
  'success.ownAccountDeleted': 'Your account is deleted. Thank you for learning with Parcours.',
  // API-only answers
  'error.webNotBuilt':
    'The Parcours web app is not built yet. Run `npm start` (it builds it) or `npm run build`, then reload.',
  'success.userCreated': 'The account is created and an invitation was sent.',
  // account states, as words inside other messages
  'status.pending': 'pending',
  'status.accepted': 'accepted',
  'status.rejected': 'rejected',
  'status.suspended': 'suspended',
  'status.deleted': 'deleted',
  // e-mails ({{name}}: the person's first name; {{link}}: the address to open)
  'mail.greeting': 'Hello {{name}},',
  'mail.signature': 'The Parcours team',
  'mail.linkFallback': 'If the button does not work, copy this address into your browser:',
  'mail.reset.subject': 'Set a new Parcours password',
  'mail.reset.intro': 'We received a request to set a new password for your Parcours account.',
  'mail.reset.action': 'Set a new password',
  'mail.reset.expiry': 'This link works once and expires in 1 hour.',
  'mail.reset.ignore': 'If you did not ask for this, ignore this message: your password stays the same.',
  'mail.invite.subject': 'Your Parcours account is ready',
  'mail.invite.intro':
    'An administrator created a Parcours account for you ({{email}}). Choose a password to start.',
  'mail.invite.action': 'Choose my password',
  'mail.invite.expiry': 'This link works once and expires in 7 days.',
  'mail.paymentReceived.subject': 'Your payment for {{course}} is received',
  'mail.paymentReceived.body':
    'An administrator marked your payment for the course "{{course}}" received. The course is open to you now.',
  'mail.paymentReceived.action': 'Open the course',
  'mail.approved.subject': 'Your Parcours account is approved',
  'mail.approved.body': 'Good news: an administrator approved your account. You can log in now.',
  'mail.approved.action': 'Log in',
  'mail.rejected.subject': 'Your Parcours account request',
  'mail.rejected.body':
    'An administrator reviewed your request and did not approve it. Reply to this message if you think this is a mistake.',
  'mail.suspended.subject': 'Your Parcours account is suspended',
  'mail.suspended.body':
    'An administrator suspended your account, so you cannot log in for now. Reply to this message if you think this is a mistake.',
  'mail.studyPosttest.subject': 'Your delayed post-test for {{course}} is open',
  'mail.studyPosttest.body':
    'As planned in the study you take part in, the course quiz of {{course}} is open again: take it once more to measure what you remember. It takes a few minutes.',
  'mail.studyPosttest.action': 'Take the post-test',
  // docs/design/product.md §5
  'validation.titleRequired': 'Title is required',
  'validation.descriptionRequired': 'Description is required',
  'validation.categoryRequired': 'Category is required',
  'validation.languageRequired': 'Language is required',
  'validation.priceRequired': 'Price is required',
  'validation.discountRequired': 'Discount is required',
  'validation.selectUsers': 'You have to select users',
  'validation.facilitatorRequired': 'Facilitator is required',
  'validation.publicRequired': 'Public is required',
  'validation.paidRequired': 'Paid is required',
  'validation.teachingTypeRequired': 'Teaching type is required',
  'validation.linkRequired': 'Link is required',
  'validation.firstNameRequired': 'First name is required',
  'validation.lastNameRequired': 'Last name is required',
  'validation.emailRequired': 'Email is required',
  'validation.emailInvalid': 'Invalid email',
  'validation.passwordRequired': 'Password is required',
  'validation.passwordRule':
    'Password must be at least 8 characters long, including an uppercase, a lowercase, and a number',
  'validation.passwordsMismatch': 'Passwords do not match',
  'validation.roleRequired': 'Role is required',
  'validation.roleNotAllowed': 'This role cannot be chosen here',
  'validation.ageRequired': 'Age is required',
  'validation.majorRequired': 'Major is required',
  'validation.categoryTitleRequired': 'Category title is required',
  'validation.subCategoryTitleRequired': 'Sub category title is required',
  'validation.sectionTitleRequired': 'Section title is required',
  'validation.sectionDescriptionRequired': 'Section description is required',
  'validation.sectionDurationRequired': 'Section duration is required',
  'validation.sectionHasQuizRequired': 'Select whether the section has a quiz',
  'validation.questionRequired': 'Question is required',
  'validation.questionTypeRequired': 'Question type is required',
  'validation.answerRequired': 'Answer is required',
  'validation.answerAllQuestions': 'Please answer all questions before submitting',
  'validation.learningObjectTypeRequired': 'Type is required',
  'validation.learningObjectTitleRequired': 'Title is required',
  'validation.unitTitleRequired': 'Educational unit title is required',
  'validation.invalidValue': 'This value is not valid',
  'validation.tooLong': 'This value is too long',
  'validation.birthDateInvalid': 'Enter a real date of birth: an age between 3 and 120 years',
  'validation.courseDateRange': 'Enter a date between the years 2000 and 2100',
  'validation.passwordCommon': 'This password is one of the most common ones: choose another',
  'validation.required': 'This field is required',
  // educational units and quizzes
  'error.unitNotFound': 'Educational unit not found',
  'error.learningObjectNotFound': 'Learning object not found',
  'error.quizNotFound': 'Quiz not found',
  'error.quizVersionNotFound': 'This quiz has no such version.',
  'error.notEnrolled': 'You are not enrolled in this course.',
  'error.noOpenAttempt': 'There is no attempt in progress for this quiz. Open the quiz to start one.',
  'error.attemptAlreadySubmitted': 'This attempt was already submitted.',
  'error.unitLocked': 'This unit opens when you have passed the quizzes of the previous unit.',
  'error.pretestTaken':
    'You have taken the pretest. The course quiz opens again as the post-test once you complete the course.',
  'error.pretestRequired': 'Take the pretest first: the course content opens once it is done.',
  'error.completionRequiresQuizzes':
    'Pass the quiz of every required learning object before completing the course ({{passed}} of {{total}} passed).',
  'error.attemptOutdated':
    'This attempt was started before you completed the course and no longer counts. Open the post-test to take it.',
  'error.postTestTakenOnce':
    'This course counts your first post-test, and you have taken it: the post-test is not offered again.',
  'error.delayedPosttestTaken':
    'You have taken the delayed post-test of this course: the post-test is not offered again.',
  // the post-test counting rule (docs/design/adaptive.md §2), named on every page that shows a gain
  'postTestRule.first': 'First post-test counts',
  'postTestRule.best': 'Best post-test counts',
  'postTestRule.latest': 'Latest post-test counts',
  'level.reason.basic': 'Your pretest score is {{percentage}} %, below 40 %: you start at the basic level.',
  'level.reason.intermediate':
    'Your pretest score is {{percentage}} %, from 40 % to under 70 %: you start at the intermediate level.',
  'level.reason.advanced':
    'Your pretest score is {{percentage}} %, 70 % or more: you start at the advanced level.',
  'success.unitCreated': 'The educational unit is created.',
  'success.unitUpdated': 'The educational unit is updated.',
  'success.unitDeleted': 'The educational unit is deleted.',
  'success.orderSaved': 'The new order is saved.',
  'success.quizSaved': 'The quiz is saved.',
  'validation.unitTypeRequired': 'Type is required',
  'validation.durationInvalid': 'The duration is a whole number of minutes',
  'validation.urlInvalid': 'Enter a full web address starting with http:// or https://',
  'validation.openQuestionNotAccepted':
    'Open questions cannot be saved yet: use a multiple-choice, true/false, numerical or short-answer question',
  'validation.numericalAnswerInvalid': 'Give the accepted value as a number',
  'validation.toleranceInvalid': 'The tolerance is a number, 0 or more',
  'validation.creditInvalid': 'Credit is a share above 0 % and up to 100 %',
  'validation.fullCreditAnswerRequired': 'Give at least one accepted answer with full credit',
  'validation.matchingTwoPairs': 'A matching question needs at least two pairs',
  'validation.matchRequired': 'Give the text this prompt matches',
  'validation.orderingTwoItems': 'An ordering question needs at least two items',
  'validation.orderingDistinct': 'Each item to order must be different',
  'validation.matchingAnswer': 'Match each prompt with one of the choices given, once',
  'validation.orderingAnswer': 'Give the order as each item shown, once',
  'validation.qcmTwoAnswers': 'A multiple-choice question needs at least two answers',
  'validation.qcmOneCorrect': 'Mark at least one answer as correct',
  'validation.parallelFormsCourseOnly':
    'Only the course quiz (pretest and post-test) can have parallel forms',
  'validation.parallelFormsTwoQuestions':
    'Parallel forms need at least two scored questions, one for each form',
  'validation.questionsRequired': 'Add at least one question',
  'validation.passMarkRange': 'The pass mark is a percentage from 0 to 100',
  'validation.secondsInvalid': 'Enter a whole number of seconds',
  'validation.unknownItem': 'This item does not belong here',
  'validation.unknownMedia': 'This file cannot be attached here',
  'validation.videoViaUpload': 'Upload videos first, then send their media ids',
  'validation.orderMismatch': 'List every item exactly once',
  'validation.unknownQuestion': 'This question is not part of the quiz',
  'validation.duplicateQuestion': 'This question is answered more than once',
  'validation.unknownAnswer': 'This answer does not belong to the question',
  'validation.binaryAnswer': 'Answer with 1 (true) or 0 (false)',
  'validation.openAnswer': 'Write the answer as one text',
  // learning style, learning paths, completion
  'validation.questionUnanswered': 'Answer this question',
  'validation.unknownQuestionnaireItem': 'This question is not part of the questionnaire',
  'validation.answerAOrB': 'Answer with a or b',
  'error.learnerNotEnrolled': 'This learner is not enrolled in this course.',
  'success.courseCompleted': 'The course is completed. The course quiz now counts as your post-test.',
  // dashboards, feedback, reviews, support, certificates
  'error.courseNotCompleted': 'You can review a course once you have completed it.',
  'error.certificateNotEarned':
    'A certificate is issued once you have completed the course and passed the post-test it counts.',
  'error.certificateNotFound': 'No certificate has this code.',
  'error.supportMessageNotFound': 'Support message not found',
  'error.feedbackSurveyMissing': 'The feedback survey is not available yet.',
  'validation.unknownFeedbackQuestion': 'This question is not part of the survey',
  'validation.npsAnswer': 'Answer with a whole number from 0 to 10',
  'validation.likertAnswer': 'Answer with a whole number from 1 to 5',
  'validation.textAnswer': 'Write the answer as text',
  'validation.ratingRange': 'The rating is a whole number from 1 to 5',
  'validation.reviewTypeRequired': 'Choose what you review: a course or the platform',
  'validation.courseRequired': 'Course is required',
  'validation.subjectRequired': 'Subject is required',
  'validation.messageRequired': 'Message is required',
  'success.feedbackSaved': 'Thank you for your feedback.',
  'success.reviewSaved': 'Your review is saved.',
  'success.reviewDeleted': 'Your review is deleted.',
  'success.reviewHidden': 'The review is hidden from learners.',
  'success.reviewShown': 'The review is visible again.',
  'error.reviewNotFound': 'Review not found',
  'validation.hiddenRequired': 'Say whether the review is hidden (true or false)',
  'validation.hiddenReasonRequired': 'Say why the review is hidden',
  'success.newsletterCheckInbox':
    'Thank you. Unless this address is already subscribed, it will receive a link to confirm the subscription.',
  'success.newsletterConfirmed': 'Your subscription to the newsletter is confirmed.',
  'success.newsletterUnsubscribed': 'You are unsubscribed from the newsletter and your address is erased.',
  'success.surveyOfferSaved': 'Noted.',
  'error.newsletterLinkInvalid': 'This link is invalid or has expired. Subscribe again to receive a new one.',
  'mail.newsletterConfirm.subject': 'Confirm your subscription to the Parcours newsletter',
  'mail.newsletterConfirm.intro':
    'Someone, probably you, asked to receive the Parcours newsletter (new courses and features) at {{email}}.',
  'mail.newsletterConfirm.action': 'Confirm my subscription',
  'mail.newsletterConfirm.expiry': 'This link works once and expires in 48 hours.',
  'mail.newsletterConfirm.ignore':
    'If you did not ask for it, ignore this mail: nothing will be sent to you.',
  'mail.unsubscribe': 'You receive this mail about the Parcours newsletter. To unsubscribe in one click:',
  'mail.loginSpread.subject': 'Failed sign-ins to your Parcours account',
  'mail.loginSpread.body':
    'In the last hour, wrong passwords were typed for your account ({{email}}) from {{count}} different addresses.',
  'mail.loginSpread.slowed':
    'Parcours now slows sign-ins to your account from browsers it does not know. The browsers you signed in from before are not slowed.',
  'mail.loginSpread.action': 'Review my account',
  'mail.loginSpread.advice':
    'If it was not you, your account stays safe as long as your password is not guessed: choose a long password you use nowhere else, and log out everywhere if you see a session you do not know.',
  'success.supportSent': 'Your message was sent to the Parcours team.',
  'success.supportHandled': 'The message is marked as handled.',
  'success.supportReplySent': 'Your reply is sent.',
  'validation.replyRequired': 'Write a reply',
  'mail.supportReply.subject': 'Re: {{subject}}',
  'mail.supportReply.intro': 'The Parcours team replied to your message "{{subject}}":',
  'mail.supportReply.action': 'Read and answer in your support history',
  'mail.support.subject': 'Support request: {{subject}}',
  'mail.support.intro': '{{author}} ({{email}}) wrote to Parcours support:',
  'mail.support.action': 'Open the support messages',
  'certificate.title': 'Certificate of completion',
  'certificate.certifies': 'This certifies that',
  'certificate.completed': 'has completed the course',
  'certificate.issuedOn': 'Issued on {{date}}',
  'certificate.gain': 'Learning gain: {{gain}} points (pretest {{pre}} %, post-test {{post}} %)',
  'certificate.nlg': 'Normalized change (NLG): {{nlg}}',
  'certificate.code': 'Verification code: {{code}}',
  'certificate.verifyAt': 'Check this certificate at {{url}}',
  ...quizFormatMessagesEn,
  ...ltiMessagesEn,
  'error.classNotFound': 'Class not found',
  'error.classCodeUnknown': 'No class has this code. Check it with your teacher.',
  'error.classCourseUnknown': 'One of the chosen courses does not exist.',
  'success.classCreated': 'The class is created.',
  'success.classUpdated': 'The class is saved.',
  'success.classDeleted': 'The class is deleted.',
  'success.classJoined': 'You joined the class {{name}}.',
  'success.bulkAccounts': '{{done}} of {{total}} accounts updated.',
  'validation.classCodeInvalid': 'A class code has 8 letters or digits',
  'validation.classNameRequired': 'Please enter the class name',
  'validation.tooMany': 'Too many items',
  'validation.selectEnrolment': 'Select at least one enrolment',
  'validation.selectSomeone': 'Select at least one account',
  'validation.csvRequired': 'Paste or choose a CSV file',
  'error.csvHeader':
    'The first line must name the columns: first_name, last_name, email and, if wanted, class.',
  'error.csvLines': 'Nothing was imported. Lines to correct: {{count}}.',
  'error.csvEmailTwice': 'This e-mail address is already on line {{line}}.',
  'error.csvClassUnknown': 'No class has the code or name “{{class}}”.',
  'success.importChecked': '{{valid}} of {{total}} lines can be imported.',
  'success.imported': '{{count}} learners imported; each received an invitation to choose a password.',
  // studies (docs/design/adaptive.md §10)
  'validation.invalidId': 'Must be an id: a whole number from 1 to 2147483647, in digits only.',
  'error.invalidPathId':
    'This address names no record: an id is a whole number from 1 to 2147483647, in digits only.',
  'validation.studyConditions': 'Choose at least two different conditions',
  'error.studyNotFound': 'Study not found',
  'error.studyLocked':
    'Learners are already allocated in this study: its conditions and allocation seed can no longer change.',
  'error.studyState': 'This study cannot go from {{from}} to {{to}}.',
  'error.studyCourseTaken': 'A course can be in only one open or draft study at a time (course {{course}}).',
  'error.parallelFormsFrozen':
    'Parallel forms cannot be switched on or off once the quiz has been taken: the scores already recorded were drawn the other way.',
  'error.studyProtocolFrozen':
    'This study has opened: its post-test rule, conditions, allocation seed and pre-registered plan stay as they were at opening.',
  'error.postTestRuleOfStudy':
    'The course “{{course}}” is in a draft or open study: its post-test rule is the study’s, set in the study.',
  'error.postTestRuleInUse':
    'Post-tests of the course “{{course}}” are already counted by its rule: its post-test rule can no longer change.',
  'error.studyNotOpen': 'This study is not open.',
  'error.consentVersionOld': 'The consent text has changed. Read the new version before deciding.',
  'error.notInStudy': 'You are not taking part in this study.',
  'error.consentRequired': 'Decide whether you take part in the study before the pretest.',
  'validation.studyCourseUnavailable':
    'A study can cover only courses that exist; a researcher chooses among the published ones.',
} as const;

export type MessageKey = keyof typeof en;

const fr: Record<MessageKey, string> = {
  'error.generic': "Une erreur s'est produite ! Veuillez réessayer plus tard.",
  'error.unavailable': 'Une erreur est survenue ! Veuillez réessayer plus tard.',
  'error.notVerified': "Votre compte n'est pas encore vérifié !",
  'error.notAllowed': "Vous n'êtes pas autorisé à effectuer cette action !",
  'error.loginFailed': 'Échec de la connexion',
  'error.notApproved': "Votre compte n'est pas encore approuvé",
  'error.tokenInvalid': 'Le jeton est invalide ou a expiré',
  'error.courseNotFound': 'Le cours sera bientôt disponible',
  'error.categoryNotFound': 'Catégorie introuvable',
  'error.subCategoryNotFound': 'Sous-catégorie introuvable',
  'error.courseApi': "Une erreur s'est produite ! Veuillez réessayer",
  'error.uploadFailed': 'Une erreur est survenue',
  'error.unknown': 'Une erreur inconnue est survenue',
  'error.notFound': "La ressource demandée n'existe pas.",
  'error.mediaLinkInvalid':
    "Ce lien de fichier n'est pas valide : ouvrez le fichier depuis sa page dans Parcours, connecté si le cours le demande.",
  'error.mediaLinkExpired':
    'Ce lien de fichier a expiré : rechargez la page dans Parcours pour en obtenir un nouveau.',
  'error.userNotFound': 'Utilisateur introuvable',
  'error.routeNotFound': "Aucun point d'accès de l'API pour {{method}} {{url}}.",
  'error.validation': 'Les données fournies ne sont pas valides.',
  'error.emailTaken': 'Cette adresse e-mail est déjà enregistrée.',
  'error.quizCooldown': 'Vous pourrez repasser ce quiz à partir de {{next_attempt_at}}.',
  'error.tooManyRequests': 'Trop de tentatives. Réessayez dans {{retry_after}} secondes.',
  'error.payloadTooLarge': 'Le fichier ou la requête est trop volumineux (au plus {{limit}}).',
  'error.unsupportedMediaType': "Ce type de fichier ou de contenu n'est pas autorisé.",
  'error.malformedBody': "Le corps de la requête n'a pas pu être lu.",
  'error.tooManyFiles': 'Trop de fichiers dans une seule requête (au plus {{max}}).',
  'error.tooManyFields': 'Trop de champs dans une seule requête.',
  'error.uploadQuota': 'Votre espace de dépôt est plein (au plus {{limit}}).',
  'error.passwordTokenInvalid': "Ce lien n'est pas valide ou a expiré. Demandez-en un nouveau.",
  'error.ownAccount': 'Vous ne pouvez pas faire cela à votre propre compte.',
  'error.invalidTransition': 'Ce compte ne peut pas passer de {{from}} à {{to}}.',
  'error.currentPasswordWrong': "Le mot de passe actuel n'est pas correct.",
  'error.courseNotOpen': "Ce cours n'est pas ouvert aux inscriptions",
  'error.categoryInUse':
    'Cette catégorie ne peut pas être supprimée : des cours l’utilisent encore, elle ou l’une de ses sous-catégories (nombre de cours : {{count}}). Déplacez-les ou supprimez-les d’abord.',
  'error.categoryKeptByDeletedCourses':
    'Cette catégorie ne peut pas être supprimée : des cours supprimés y restent rattachés pour l’historique de leurs apprenants (nombre de cours : {{count}}).',
  'error.subCategoryInUse':
    'La sous-catégorie « {{title}} » ne peut pas être supprimée : des cours l’utilisent encore (nombre de cours : {{count}}). Déplacez-les ou supprimez-les d’abord.',
  'success.categoryDeleted': 'La catégorie est supprimée.',
  'success.courseDeleted': 'Le cours est supprimé.',
  'publish.courseQuiz': 'Le quiz du cours (prétest et post-test) doit avoir au moins une question.',
  'publish.units': 'Le cours doit avoir au moins une unité.',
  'publish.levels': 'Le prétest place les apprenants à chaque niveau : chaque niveau doit avoir une unité.',
  'publish.learningObjects':
    "Chaque objet d'apprentissage doit avoir un quiz ou être marqué en lecture seule.",
  'publish.mediaStyles':
    "Le cours adapte ses médias : chaque objet d'apprentissage doit avoir une image ou une vidéo pour les apprenants visuels et un texte, un document ou un audio pour les apprenants verbaux.",
  'error.publishChecksFailed':
    'Le cours ne peut pas encore être publié : {{count}} vérification(s) échouent.',
  'error.courseHasCertificates': 'Des apprenants ont un certificat de ce cours : archivez-le plutôt.',
  'error.courseStatusChange': "Ce changement ne s'applique pas à un cours dans cet état.",
  'error.priceNotConfirmed': 'Ce cours coûte {{price}} : confirmez le prix pour vous inscrire.',
  'error.paymentAwaited':
    'Votre paiement pour ce cours attend sa confirmation : le cours s’ouvre dès qu’un administrateur le marque reçu.',
  'success.paymentsMarked': 'Paiements marqués reçus : {{count}}.',
  'error.authorRole': "Seuls les formateurs et les concepteurs peuvent être auteurs d'un cours.",
  'success.coursePublished': 'Le cours est publié.',
  'success.courseArchived': 'Le cours est archivé.',
  'success.authorsSaved': 'Les auteurs du cours sont enregistrés.',
  'success.readingOnlySaved': "L'objet d'apprentissage est enregistré.",
  'validation.discountRange': 'La remise doit être comprise entre 0 et 100',
  'validation.latitudeRange': 'La latitude doit être comprise entre -90 et 90',
  'validation.longitudeRange': 'La longitude doit être comprise entre -180 et 180',
  'validation.locationRequired': 'Le lieu est obligatoire',
  'validation.linkInvalid': 'Saisissez une adresse web complète commençant par http:// ou https://',
  'validation.endBeforeStart': 'La date de fin doit être postérieure à la date de début',
  'validation.subCategoryMismatch': 'La sous-catégorie doit appartenir à la catégorie choisie',
  'success.registered': 'Votre compte a été créé. Un administrateur va bientôt l’examiner.',
  'success.loggedOut': 'Vous êtes déconnecté.',
  'success.loggedOutEverywhere': 'Vous êtes déconnecté sur tous vos appareils.',
  'success.resetMailSent':
    'Si cette adresse correspond à un compte, nous lui avons envoyé un lien pour choisir un nouveau mot de passe.',
  'success.passwordSet': 'Votre mot de passe est enregistré. Vous pouvez vous connecter.',
  'success.userValidated': 'Le compte est approuvé.',
  'success.userRejected': 'Le compte est refusé.',
  'success.userSuspended': 'Le compte est suspendu.',
  'success.userDeleted': 'Le compte est supprimé.',
  'success.userUpdated': 'Le compte est mis à jour.',
  'success.profileUpdated': 'Votre profil est mis à jour.',
  'success.passwordChanged': 'Votre mot de passe est modifié. Vos autres sessions sont déconnectées.',
  'success.ownAccountDeleted': 'Votre compte est supprimé. Merci d’avoir appris avec Parcours.',
  'error.webNotBuilt':
    "L'application web de Parcours n'est pas encore construite. Lancez `npm start` (qui la construit) ou `npm run build`, puis rechargez.",
  'success.userCreated': 'Le compte est créé et une invitation a été envoyée.',
  'status.pending': 'en attente',
  'status.accepted': 'accepté',
  'status.rejected': 'refusé',
  'status.suspended': 'suspendu',
  'status.deleted': 'supprimé',
  'mail.greeting': 'Bonjour {{name}},',
  'mail.signature': "L'équipe Parcours",
  'mail.linkFallback': 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
  'mail.reset.subject': 'Choisir un nouveau mot de passe Parcours',
  'mail.reset.intro': 'Nous avons reçu une demande de nouveau mot de passe pour votre compte Parcours.',
  'mail.reset.action': 'Choisir un nouveau mot de passe',
  'mail.reset.expiry': "Ce lien ne fonctionne qu'une fois et expire dans 1 heure.",
  'mail.reset.ignore': "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste le même.",
  'mail.invite.subject': 'Votre compte Parcours est prêt',
  'mail.invite.intro':
    'Un administrateur a créé un compte Parcours pour vous ({{email}}). Choisissez un mot de passe pour commencer.',
  'mail.invite.action': 'Choisir mon mot de passe',
  'mail.invite.expiry': "Ce lien ne fonctionne qu'une fois et expire dans 7 jours.",
  'mail.paymentReceived.subject': 'Votre paiement pour {{course}} est reçu',
  'mail.paymentReceived.body':
    'Un administrateur a marqué votre paiement pour le cours « {{course}} » comme reçu. Le cours vous est ouvert.',
  'mail.paymentReceived.action': 'Ouvrir le cours',
  'mail.approved.subject': 'Votre compte Parcours est approuvé',
  'mail.approved.body':
    'Bonne nouvelle : un administrateur a approuvé votre compte. Vous pouvez vous connecter.',
  'mail.approved.action': 'Se connecter',
  'mail.rejected.subject': 'Votre demande de compte Parcours',
  'mail.rejected.body':
    "Un administrateur a examiné votre demande et ne l'a pas approuvée. Répondez à ce message si vous pensez qu'il s'agit d'une erreur.",
  'mail.suspended.subject': 'Votre compte Parcours est suspendu',
  'mail.suspended.body':
    "Un administrateur a suspendu votre compte : vous ne pouvez plus vous connecter pour le moment. Répondez à ce message si vous pensez qu'il s'agit d'une erreur.",
  'mail.studyPosttest.subject': 'Votre test final différé pour {{course}} est ouvert',
  'mail.studyPosttest.body':
    'Comme prévu dans l’étude à laquelle vous participez, le quiz du cours {{course}} est de nouveau ouvert : repassez-le pour mesurer ce que vous avez retenu. Cela prend quelques minutes.',
  'mail.studyPosttest.action': 'Passer le test final',
  'validation.titleRequired': 'Le titre est obligatoire',
  'validation.descriptionRequired': 'La description est obligatoire',
  'validation.categoryRequired': 'La catégorie est obligatoire',
  'validation.languageRequired': 'La langue est obligatoire',
  'validation.priceRequired': 'Le prix est obligatoire',
  'validation.discountRequired': 'La remise est obligatoire',
  'validation.selectUsers': 'Vous devez sélectionner des utilisateurs',
  'validation.facilitatorRequired': "L'animateur est obligatoire",
  'validation.publicRequired': 'Indiquez si le cours est public',
  'validation.paidRequired': 'Indiquez si le cours est payant',
  'validation.teachingTypeRequired': "Le type d'enseignement est obligatoire",
  'validation.linkRequired': 'Le lien est obligatoire',
  'validation.firstNameRequired': 'Le prénom est obligatoire',
  'validation.lastNameRequired': 'Le nom est obligatoire',
  'validation.emailRequired': "L'e-mail est obligatoire",
  'validation.emailInvalid': 'E-mail invalide',
  'validation.passwordRequired': 'Le mot de passe est obligatoire',
  'validation.passwordRule':
    'Le mot de passe doit contenir au moins 8 caractères, dont une majuscule, une minuscule et un chiffre',
  'validation.passwordsMismatch': 'Les mots de passe ne correspondent pas',
  'validation.roleRequired': 'Le rôle est obligatoire',
  'validation.roleNotAllowed': 'Ce rôle ne peut pas être choisi ici',
  'validation.ageRequired': "L'âge est obligatoire",
  'validation.majorRequired': 'La spécialité est obligatoire',
  'validation.categoryTitleRequired': 'Le titre de la catégorie est obligatoire',
  'validation.subCategoryTitleRequired': 'Le titre de la sous-catégorie est obligatoire',
  'validation.sectionTitleRequired': 'Le titre de la section est obligatoire',
  'validation.sectionDescriptionRequired': 'La description de la section est obligatoire',
  'validation.sectionDurationRequired': 'La durée de la section est obligatoire',
  'validation.sectionHasQuizRequired': 'Indiquez si la section comporte un quiz',
  'validation.questionRequired': 'La question est obligatoire',
  'validation.questionTypeRequired': 'Le type de question est obligatoire',
  'validation.answerRequired': 'La réponse est obligatoire',
  'validation.answerAllQuestions': 'Veuillez répondre à toutes les questions avant de valider',
  'validation.learningObjectTypeRequired': 'Le type est obligatoire',
  'validation.learningObjectTitleRequired': 'Le titre est obligatoire',
  'validation.unitTitleRequired': "Le titre de l'unité pédagogique est obligatoire",
  'validation.invalidValue': "Cette valeur n'est pas valide",
  'validation.tooLong': 'Cette valeur est trop longue',
  'validation.birthDateInvalid': 'Saisissez une vraie date de naissance : un âge entre 3 et 120 ans',
  'validation.courseDateRange': 'Saisissez une date entre les années 2000 et 2100',
  'validation.passwordCommon': 'Ce mot de passe fait partie des plus courants : choisissez-en un autre',
  'validation.required': 'Ce champ est obligatoire',
  'error.unitNotFound': 'Unité pédagogique introuvable',
  'error.learningObjectNotFound': "Objet d'apprentissage introuvable",
  'error.quizNotFound': 'Quiz introuvable',
  'error.quizVersionNotFound': "Ce quiz n'a pas cette version.",
  'error.notEnrolled': "Vous n'êtes pas inscrit à ce cours.",
  'error.noOpenAttempt':
    "Aucune tentative n'est en cours pour ce quiz. Ouvrez le quiz pour en commencer une.",
  'error.attemptAlreadySubmitted': 'Cette tentative a déjà été envoyée.',
  'error.unitLocked': "Cette unité s'ouvre quand vous avez réussi les quiz de l'unité précédente.",
  'error.pretestTaken':
    'Vous avez passé le prétest. Le quiz du cours rouvrira comme post-test quand vous aurez terminé le cours.',
  'error.pretestRequired': "Passez d'abord le prétest : le contenu du cours s'ouvre ensuite.",
  'error.completionRequiresQuizzes':
    "Réussissez le quiz de chaque objet d'apprentissage requis avant de terminer le cours ({{passed}} sur {{total}} réussis).",
  'error.attemptOutdated':
    'Cette tentative a commencé avant que vous terminiez le cours et ne compte plus. Ouvrez le post-test pour le passer.',
  'error.postTestTakenOnce':
    'Ce cours compte votre premier post-test, et vous l’avez passé : le post-test n’est plus proposé.',
  'error.delayedPosttestTaken':
    'Vous avez passé le post-test différé de ce cours : le post-test n’est plus proposé.',
  'postTestRule.first': 'Le premier post-test compte',
  'postTestRule.best': 'Le meilleur post-test compte',
  'postTestRule.latest': 'Le dernier post-test compte',
  'level.reason.basic':
    'Votre score au prétest est de {{percentage}} %, sous 40 % : vous commencez au niveau débutant.',
  'level.reason.intermediate':
    'Votre score au prétest est de {{percentage}} %, de 40 % à moins de 70 % : vous commencez au niveau intermédiaire.',
  'level.reason.advanced':
    'Votre score au prétest est de {{percentage}} %, 70 % ou plus : vous commencez au niveau avancé.',
  'success.unitCreated': "L'unité pédagogique est créée.",
  'success.unitUpdated': "L'unité pédagogique est mise à jour.",
  'success.unitDeleted': "L'unité pédagogique est supprimée.",
  'success.orderSaved': 'Le nouvel ordre est enregistré.',
  'success.quizSaved': 'Le quiz est enregistré.',
  'validation.unitTypeRequired': 'Le type est obligatoire',
  'validation.durationInvalid': 'La durée est un nombre entier de minutes',
  'validation.urlInvalid': 'Saisissez une adresse web complète commençant par http:// ou https://',
  'validation.openQuestionNotAccepted':
    'Les questions ouvertes ne peuvent pas encore être enregistrées : choisissez une question à choix multiple, vrai/faux, numérique ou à réponse courte',
  'validation.numericalAnswerInvalid': 'Donnez la valeur acceptée sous forme de nombre',
  'validation.toleranceInvalid': 'La tolérance est un nombre, 0 ou plus',
  'validation.creditInvalid': 'Le crédit est une part supérieure à 0 % et au plus égale à 100 %',
  'validation.fullCreditAnswerRequired': 'Donnez au moins une réponse acceptée avec le crédit complet',
  'validation.matchingTwoPairs': 'Une question d’appariement demande au moins deux paires',
  'validation.matchRequired': 'Donnez le texte qui correspond à cet énoncé',
  'validation.orderingTwoItems': 'Une question de mise en ordre demande au moins deux éléments',
  'validation.orderingDistinct': 'Chaque élément à ordonner doit être différent',
  'validation.matchingAnswer': 'Associez chaque énoncé à l’un des choix proposés, une seule fois',
  'validation.orderingAnswer': 'Donnez l’ordre en reprenant chaque élément affiché une seule fois',
  'validation.qcmTwoAnswers': 'Une question à choix multiples doit avoir au moins deux réponses',
  'validation.qcmOneCorrect': 'Indiquez au moins une bonne réponse',
  'validation.parallelFormsCourseOnly':
    'Seul le quiz du cours (prétest et post-test) peut avoir des formes parallèles',
  'validation.parallelFormsTwoQuestions':
    'Les formes parallèles demandent au moins deux questions notées, une pour chaque forme',
  'validation.questionsRequired': 'Ajoutez au moins une question',
  'validation.passMarkRange': 'La note de réussite est un pourcentage de 0 à 100',
  'validation.secondsInvalid': 'Saisissez un nombre entier de secondes',
  'validation.unknownItem': "Cet élément n'appartient pas à cet ensemble",
  'validation.unknownMedia': 'Ce fichier ne peut pas être joint ici',
  'validation.videoViaUpload': "Envoyez d'abord les vidéos, puis leurs identifiants de média",
  'validation.orderMismatch': 'Indiquez chaque élément exactement une fois',
  'validation.unknownQuestion': 'Cette question ne fait pas partie du quiz',
  'validation.duplicateQuestion': 'Cette question a reçu plusieurs réponses',
  'validation.unknownAnswer': "Cette réponse n'appartient pas à la question",
  'validation.binaryAnswer': 'Répondez par 1 (vrai) ou 0 (faux)',
  'validation.openAnswer': 'Écrivez la réponse en un seul texte',
  'validation.questionUnanswered': 'Répondez à cette question',
  'validation.unknownQuestionnaireItem': 'Cette question ne fait pas partie du questionnaire',
  'validation.answerAOrB': 'Répondez par a ou b',
  'error.learnerNotEnrolled': "Cette personne n'est pas inscrite à ce cours.",
  'success.courseCompleted': 'Le cours est terminé. Le quiz du cours compte désormais comme votre post-test.',
  'error.courseNotCompleted': 'Vous pourrez évaluer ce cours une fois que vous l’aurez terminé.',
  'error.certificateNotEarned':
    'Un certificat est délivré une fois le cours terminé et le post-test qu’il compte réussi.',
  'error.certificateNotFound': 'Aucun certificat ne porte ce code.',
  'error.supportMessageNotFound': 'Message d’assistance introuvable',
  'error.feedbackSurveyMissing': 'Le questionnaire d’avis n’est pas encore disponible.',
  'validation.unknownFeedbackQuestion': 'Cette question ne fait pas partie du questionnaire',
  'validation.npsAnswer': 'Répondez par un nombre entier de 0 à 10',
  'validation.likertAnswer': 'Répondez par un nombre entier de 1 à 5',
  'validation.textAnswer': 'Écrivez la réponse sous forme de texte',
  'validation.ratingRange': 'La note est un nombre entier de 1 à 5',
  'validation.reviewTypeRequired': 'Choisissez ce que vous évaluez : un cours ou la plateforme',
  'validation.courseRequired': 'Le cours est obligatoire',
  'validation.subjectRequired': 'L’objet est obligatoire',
  'validation.messageRequired': 'Le message est obligatoire',
  'success.feedbackSaved': 'Merci pour votre avis.',
  'success.reviewSaved': 'Votre évaluation est enregistrée.',
  'success.reviewDeleted': 'Votre évaluation est supprimée.',
  'success.reviewHidden': 'L’évaluation est masquée aux apprenants.',
  'success.reviewShown': 'L’évaluation est de nouveau visible.',
  'error.reviewNotFound': 'Évaluation introuvable',
  'validation.hiddenRequired': 'Indiquez si l’évaluation est masquée (true ou false)',
  'validation.hiddenReasonRequired': 'Indiquez pourquoi l’évaluation est masquée',
  'success.newsletterCheckInbox':
    'Merci. Sauf si cette adresse est déjà inscrite, elle va recevoir un lien pour confirmer l’inscription.',
  'success.newsletterConfirmed': 'Votre inscription à la lettre d’information est confirmée.',
  'success.newsletterUnsubscribed':
    'Vous êtes désinscrit de la lettre d’information et votre adresse est effacée.',
  'success.surveyOfferSaved': 'C’est noté.',
  'error.newsletterLinkInvalid':
    'Ce lien est invalide ou a expiré. Inscrivez-vous de nouveau pour en recevoir un autre.',
  'mail.newsletterConfirm.subject': 'Confirmez votre inscription à la lettre d’information Parcours',
  'mail.newsletterConfirm.intro':
    'Quelqu’un, sans doute vous, a demandé à recevoir la lettre d’information Parcours (nouveaux cours et fonctionnalités) à l’adresse {{email}}.',
  'mail.newsletterConfirm.action': 'Confirmer mon inscription',
  'mail.newsletterConfirm.expiry': 'Ce lien ne sert qu’une fois et expire dans 48 heures.',
  'mail.newsletterConfirm.ignore':
    'Si vous ne l’avez pas demandé, ignorez ce message : rien ne vous sera envoyé.',
  'mail.unsubscribe':
    'Vous recevez ce message au sujet de la lettre d’information Parcours. Pour vous désinscrire en un clic :',
  'mail.loginSpread.subject': 'Connexions échouées à votre compte Parcours',
  'mail.loginSpread.body':
    'Au cours de la dernière heure, des mots de passe erronés ont été saisis pour votre compte ({{email}}) depuis {{count}} adresses différentes.',
  'mail.loginSpread.slowed':
    'Parcours ralentit désormais les connexions à votre compte depuis les navigateurs qu’il ne connaît pas. Les navigateurs depuis lesquels vous vous êtes déjà connecté ne sont pas ralentis.',
  'mail.loginSpread.action': 'Vérifier mon compte',
  'mail.loginSpread.advice':
    'Si ce n’était pas vous, votre compte reste sûr tant que votre mot de passe n’est pas deviné : choisissez un mot de passe long que vous n’utilisez nulle part ailleurs, et déconnectez-vous partout si vous voyez une session inconnue.',
  'success.supportSent': 'Votre message a été envoyé à l’équipe Parcours.',
  'success.supportHandled': 'Le message est marqué comme traité.',
  'success.supportReplySent': 'Votre réponse est envoyée.',
  'validation.replyRequired': 'Écrivez une réponse',
  'mail.supportReply.subject': 'Re : {{subject}}',
  'mail.supportReply.intro': 'L’équipe Parcours a répondu à votre message « {{subject}} » :',
  'mail.supportReply.action': 'Lire et répondre dans votre historique d’assistance',
  'mail.support.subject': 'Demande d’assistance : {{subject}}',
  'mail.support.intro': '{{author}} ({{email}}) a écrit à l’assistance Parcours :',
  'mail.support.action': 'Ouvrir les messages d’assistance',
  'certificate.title': 'Certificat de réussite',
  'certificate.certifies': 'Nous certifions que',
  'certificate.completed': 'a terminé le cours',
  'certificate.issuedOn': 'Délivré le {{date}}',
  'certificate.gain': 'Gain d’apprentissage : {{gain}} points (pré-test {{pre}} %, post-test {{post}} %)',
  'certificate.nlg': 'Changement normalisé (NLG) : {{nlg}}',
  'certificate.code': 'Code de vérification : {{code}}',
  'certificate.verifyAt': 'Vérifiez ce certificat sur {{url}}',
  ...quizFormatMessagesFr,
  ...ltiMessagesFr,
  'error.classNotFound': 'Classe introuvable',
  'error.classCodeUnknown': 'Aucune classe n’a ce code. Vérifiez-le auprès de votre enseignant.',
  'error.classCourseUnknown': 'Un des cours choisis n’existe pas.',
  'success.classCreated': 'La classe est créée.',
  'success.classUpdated': 'La classe est enregistrée.',
  'success.classDeleted': 'La classe est supprimée.',
  'success.classJoined': 'Vous avez rejoint la classe {{name}}.',
  'success.bulkAccounts': '{{done}} comptes mis à jour sur {{total}}.',
  'validation.classCodeInvalid': 'Un code de classe a 8 lettres ou chiffres',
  'validation.classNameRequired': 'Veuillez saisir le nom de la classe',
  'validation.tooMany': 'Trop d’éléments',
  'validation.selectEnrolment': 'Sélectionnez au moins une inscription',
  'validation.selectSomeone': 'Sélectionnez au moins un compte',
  'validation.csvRequired': 'Collez ou choisissez un fichier CSV',
  'error.csvHeader':
    'La première ligne doit nommer les colonnes : first_name, last_name, email et, au besoin, class.',
  'error.csvLines': 'Rien n’a été importé. Lignes à corriger : {{count}}.',
  'error.csvEmailTwice': 'Cette adresse e-mail figure déjà à la ligne {{line}}.',
  'error.csvClassUnknown': 'Aucune classe n’a le code ou le nom « {{class}} ».',
  'success.importChecked': 'Lignes importables : {{valid}} sur {{total}}.',
  'success.imported':
    '{{count}} apprenants importés ; chacun a reçu une invitation à choisir son mot de passe.',
  'validation.invalidId':
    'Doit être un identifiant : un nombre entier de 1 à 2147483647, en chiffres uniquement.',
  'error.invalidPathId':
    'Cette adresse ne désigne aucun enregistrement : un identifiant est un nombre entier de 1 à 2147483647, en chiffres uniquement.',
  'validation.studyConditions': 'Choisissez au moins deux conditions différentes',
  'error.studyNotFound': 'Étude introuvable',
  'error.studyLocked':
    'Des apprenants sont déjà répartis dans cette étude : ses conditions et sa graine de tirage ne peuvent plus changer.',
  'error.studyState': 'Cette étude ne peut pas passer de {{from}} à {{to}}.',
  'error.studyCourseTaken':
    'Un cours ne peut appartenir qu’à une seule étude ouverte ou en préparation à la fois (cours {{course}}).',
  'error.parallelFormsFrozen':
    'Les formes parallèles ne peuvent plus être activées ni désactivées une fois le quiz passé : les scores déjà enregistrés ont été tirés autrement.',
  'error.studyProtocolFrozen':
    'Cette étude est ouverte : sa règle de post-test, ses conditions, sa graine de tirage et son plan préenregistré restent ceux de l’ouverture.',
  'error.postTestRuleOfStudy':
    'Le cours « {{course}} » fait partie d’une étude en préparation ou ouverte : sa règle de post-test est celle de l’étude, à régler dans l’étude.',
  'error.postTestRuleInUse':
    'Des post-tests du cours « {{course}} » sont déjà comptés selon sa règle : sa règle de post-test ne peut plus changer.',
  'error.studyNotOpen': 'Cette étude n’est pas ouverte.',
  'error.consentVersionOld': 'Le texte de consentement a changé. Lisez la nouvelle version avant de décider.',
  'error.notInStudy': 'Vous ne participez pas à cette étude.',
  'error.consentRequired': 'Décidez si vous participez à l’étude avant le test initial.',
  'validation.studyCourseUnavailable':
    'Une étude ne peut porter que sur des cours existants ; un chercheur choisit parmi les cours publiés.',
};

export const messages: Record<Language, Record<MessageKey, string>> = { en, fr };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** Picks the first supported language of an Accept-Language header; English otherwise. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((x) => x.tag && !Number.isNaN(x.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if ((languages as readonly string[]).includes(base)) return base as Language;
  }
  return defaultLanguage;
}

/** Translates a key (or returns the text as is when it is not a key), filling {{name}} placeholders. */
export function translate(lang: Language, keyOrText: string, params?: Record<string, unknown>): string {
  const template = isMessageKey(keyOrText) ? messages[lang][keyOrText] : keyOrText;
  if (!params) return template;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    params[name] === undefined ? `{{${name}}}` : String(params[name]),
  );
}
