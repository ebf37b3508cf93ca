// Messages of quiz import and export, in both languages; spread into the catalogue of ../messages.ts so that
// every key is a MessageKey like the others.

export const quizFormatMessagesEn = {
  'quizFormat.contentRequired': 'Paste the questions or choose a file.',
  'quizFormat.fileUnreadable': 'The file cannot be read as {{format}} (near line {{line}}).',
  'quizFormat.noQuestions': 'The file holds no question.',
  'quizFormat.xmlTruncated':
    'The file stops at line {{line}} before “<{{tag}}>” is closed: it looks cut short. Export it again or send the whole file.',
  'quizFormat.xmlDoctype':
    'The file declares a document type (<!DOCTYPE>, line {{line}}), which may fetch or expand other content: Parcours refuses it. Moodle’s exports have none; remove it and import again.',
  'quizFormat.giftNoClosingBrace':
    'Question on line {{line}}: the answers opened with “{” are not closed with “}” (near “{{text}}”).',
  'quizFormat.giftNoOpeningBrace':
    'Question on line {{line}}: a “}” closes answers that were never opened with “{”. Write “\\}” for a brace in the text.',
  'quizFormat.giftNoMarker':
    'Question on line {{line}}: the answer “{{text}}” has no “=” or “~”, so it is read, as Moodle reads it, as a short answer the learner types. For a multiple choice, mark the right answer with “=” and the others with “~”.',
  'quizFormat.unsupportedType': 'Parcours has no “{{type}}” questions: this question is not imported.',
  'quizFormat.feedbackNotKept': 'The feedback of this question and of its answers is not kept.',
  'quizFormat.categoryNotKept': 'The category “{{category}}” is not kept.',
  'quizFormat.weightsNotKept':
    'Partial credit is not kept: each answer is correct or wrong, and the question counts as right only when exactly the correct answers are chosen.',
  'quizFormat.severalFullMarks':
    'Several answers earn the whole mark in the file, so any one of them is right there; in Parcours they are all correct answers, and the question is right only when all of them are chosen.',
  'quizFormat.markNotKept': 'The mark of {{mark}} points is not kept: every question counts for one point.',
  'quizFormat.mediaNotKept': 'The file “{{file}}” is not kept: add it to the learning object instead.',
  'quizFormat.formattingNotKept': 'The text formatting is removed; the text itself is kept.',
  'quizFormat.nameNotKept': 'The question name “{{name}}” is not kept.',
  'quizFormat.tagsNotKept': 'The tags “{{tags}}” are not kept.',
  'quizFormat.blankInText': 'The blank to fill is shown as “_____” in the question.',
  'quizFormat.settingNotKept': 'The setting “{{setting}}” is not kept.',
  'quizFormat.exportPartialCredit':
    'Question {{number}}: Moodle gives part of the mark for some of the {{correct}} correct answers chosen with no wrong one; Parcours counts the question right only when exactly the correct answers are chosen. All of them, or any wrong answer, score the same in both.',
  'quizFormat.exportTooManyCorrect':
    'Question {{number}}: Moodle’s grades cannot share the mark among {{correct}} correct answers (its smallest grade is 5 %, so 20 answers at most): each is written as 5 %, so in Moodle any 20 of them with no wrong answer earn the whole mark.',
  'quizFormat.noCreditNotKept':
    'The answers that earn nothing ({{answers}}) are not kept: in Parcours, a value that matches no accepted answer earns nothing.',
  'quizFormat.anyNumberNotKept':
    'The answer “*” (any other number, {{credit}} %) is not kept: in Parcours, a number that matches no accepted answer earns nothing.',
  'quizFormat.firstMatchNotKept':
    'A response may match several answers: Moodle gives the credit of the first in the file (“{{first}}”, {{firstCredit}} %), Parcours the best of them (“{{best}}”, {{bestCredit}} %).',
  'quizFormat.noFullCredit':
    'No answer earns the whole mark (the best earns {{best}} %): Parcours needs at least one accepted answer with full credit.',
  'quizFormat.numberUnreadable':
    'The answer “{{text}}” is not a number, or its tolerance is not one (in GIFT: 9.81, 9.81:0.05 or 9.7..9.9).',
  'quizFormat.unitsNotKept':
    'The units ({{units}}) are not kept: the learner types the number alone, in the unit of the accepted answers.',
  'quizFormat.exportGradeNotMoodle':
    'Question {{number}}: a credit of {{credit}} % is not one of Moodle’s grades, so Moodle refuses the question unless its import option “Match grades” is “Nearest grade if not listed”.',
  'quizFormat.exportCaseSensitive':
    'Question {{number}}: GIFT cannot say that a short answer is case sensitive; Moodle reads this one as case insensitive.',
  'quizFormat.exportGiftArrow':
    'Question {{number}}: an answer contains “->”, which GIFT reads as a matching question; export to Moodle XML to keep this short answer.',
  'quizFormat.giftMatchingNoArrow':
    'Question on line {{line}}: the answer “{{text}}” has no “->”. In a matching question, each answer is “=”, the prompt, “->” and the text it matches (“= -> text” for a text that matches no prompt).',
  'quizFormat.orderingGradingNotKept':
    'Moodle grades this ordering question by “{{grading}}”; Parcours gives a share of the mark for each item followed by the right next item (Moodle’s “relative to the next item, excluding the last”).',
  'quizFormat.orderingSubsetNotKept':
    'Moodle shows {{count}} of the {{total}} items to each learner; Parcours shows all {{total}}, to be put in order.',
  'quizFormat.exportMatchingFewTexts':
    'Question {{number}}: Moodle imports this matching question, but its editing form asks for at least 3 texts to match ({{texts}} here): add a text that matches no prompt before editing it in Moodle.',
  'quizFormat.exportGiftOrdering':
    'Question {{number}}: an ordering question, written in the GIFT of Moodle’s ordering question type (standard from Moodle 4.4, a plugin before); a Moodle without it reads this question as another type, usually a short answer. Moodle XML keeps it too.',
  'quizFormat.exportGiftOrderingSkipped':
    'Question {{number}} is not written: its item “{{item}}” holds what an ordering question in GIFT cannot (a line break, “}”, “####”, a “\\” escape, or “//” first). Export to Moodle XML to keep it.',
  'error.quizImportEmpty': 'No question of this file can be imported.',
  'error.quizImportTooMany': 'A quiz holds at most {{max}} questions.',
  'success.quizImported': 'The quiz is saved with the imported questions ({{count}}).',
} as const;

export type QuizFormatMessageKey = keyof typeof quizFormatMessagesEn;

export const quizFormatMessagesFr: Record<QuizFormatMessageKey, string> = {
  'quizFormat.contentRequired': 'Collez les questions ou choisissez un fichier.',
  'quizFormat.fileUnreadable':
    'Le fichier ne peut pas être lu au format {{format}} (vers la ligne {{line}}).',
  'quizFormat.noQuestions': 'Le fichier ne contient aucune question.',
  'quizFormat.xmlTruncated':
    'Le fichier s’arrête à la ligne {{line}} avant la fermeture de « <{{tag}}> » : il semble coupé. Exportez-le à nouveau ou envoyez le fichier entier.',
  'quizFormat.xmlDoctype':
    'Le fichier déclare un type de document (<!DOCTYPE>, ligne {{line}}) qui peut aller chercher ou développer d’autres contenus : Parcours le refuse. Les exports de Moodle n’en ont pas ; retirez-le et importez à nouveau.',
  'quizFormat.giftNoClosingBrace':
    'Question de la ligne {{line}} : les réponses ouvertes par « { » ne sont pas fermées par « } » (vers « {{text}} »).',
  'quizFormat.giftNoOpeningBrace':
    'Question de la ligne {{line}} : une « } » ferme des réponses qui n’ont pas été ouvertes par « { ». Écrivez « \\} » pour une accolade dans le texte.',
  'quizFormat.giftNoMarker':
    'Question de la ligne {{line}} : la réponse « {{text}} » n’a ni « = » ni « ~ » : elle se lit, comme Moodle la lit, comme une réponse courte que l’apprenant tape. Pour un choix multiple, marquez la bonne réponse par « = » et les autres par « ~ ».',
  'quizFormat.unsupportedType':
    'Parcours n’a pas de questions de type « {{type}} » : cette question n’est pas importée.',
  'quizFormat.feedbackNotKept':
    'Les commentaires de cette question et de ses réponses ne sont pas conservés.',
  'quizFormat.categoryNotKept': 'La catégorie « {{category}} » n’est pas conservée.',
  'quizFormat.weightsNotKept':
    'Les points partiels ne sont pas conservés : chaque réponse est juste ou fausse, et la question n’est réussie que si exactement les bonnes réponses sont choisies.',
  'quizFormat.severalFullMarks':
    'Plusieurs réponses valent la note entière dans le fichier : n’importe laquelle y est juste ; dans Parcours ce sont toutes des bonnes réponses, et la question n’est réussie que si elles sont toutes choisies.',
  'quizFormat.markNotKept':
    'La note de {{mark}} points n’est pas conservée : chaque question compte pour un point.',
  'quizFormat.mediaNotKept':
    'Le fichier « {{file}} » n’est pas conservé : ajoutez-le plutôt à l’objet d’apprentissage.',
  'quizFormat.formattingNotKept': 'La mise en forme du texte est retirée ; le texte lui-même est conservé.',
  'quizFormat.nameNotKept': 'Le nom de question « {{name}} » n’est pas conservé.',
  'quizFormat.tagsNotKept': 'Les étiquettes « {{tags}} » ne sont pas conservées.',
  'quizFormat.blankInText': 'Le blanc à compléter apparaît comme « _____ » dans la question.',
  'quizFormat.settingNotKept': 'Le réglage « {{setting}} » n’est pas conservé.',
  'quizFormat.exportPartialCredit':
    'Question {{number}} : Moodle donne une partie de la note quand une partie des {{correct}} bonnes réponses est choisie sans mauvaise réponse ; Parcours ne compte la question juste que si exactement les bonnes réponses sont choisies. Toutes les bonnes réponses, ou une mauvaise, donnent le même résultat dans les deux.',
  'quizFormat.exportTooManyCorrect':
    'Question {{number}} : les notes de Moodle ne peuvent pas partager la note entre {{correct}} bonnes réponses (sa plus petite note est 5 %, donc 20 réponses au plus) : chacune est écrite à 5 %, et dans Moodle 20 d’entre elles sans mauvaise réponse suffisent pour la note entière.',
  'quizFormat.noCreditNotKept':
    'Les réponses qui ne rapportent rien ({{answers}}) ne sont pas conservées : dans Parcours, une valeur qui ne correspond à aucune réponse acceptée ne rapporte rien.',
  'quizFormat.anyNumberNotKept':
    'La réponse « * » (tout autre nombre, {{credit}} %) n’est pas conservée : dans Parcours, un nombre qui ne correspond à aucune réponse acceptée ne rapporte rien.',
  'quizFormat.firstMatchNotKept':
    'Une réponse de l’apprenant peut correspondre à plusieurs réponses : Moodle donne le crédit de la première du fichier (« {{first}} », {{firstCredit}} %), Parcours la meilleure d’entre elles (« {{best}} », {{bestCredit}} %).',
  'quizFormat.noFullCredit':
    'Aucune réponse ne vaut la note entière (la meilleure vaut {{best}} %) : Parcours demande au moins une réponse acceptée avec le crédit complet.',
  'quizFormat.numberUnreadable':
    'La réponse « {{text}} » n’est pas un nombre, ou sa tolérance n’en est pas un (en GIFT : 9.81, 9.81:0.05 ou 9.7..9.9).',
  'quizFormat.unitsNotKept':
    'Les unités ({{units}}) ne sont pas conservées : l’apprenant tape le nombre seul, dans l’unité des réponses acceptées.',
  'quizFormat.exportGradeNotMoodle':
    'Question {{number}} : un crédit de {{credit}} % ne fait pas partie des notes de Moodle : Moodle refuse la question, sauf si son option d’import « Faire correspondre les notes » est « Note la plus proche si non listée ».',
  'quizFormat.exportCaseSensitive':
    'Question {{number}} : GIFT ne peut pas dire qu’une réponse courte tient compte de la casse ; Moodle lit celle-ci sans tenir compte de la casse.',
  'quizFormat.exportGiftArrow':
    'Question {{number}} : une réponse contient « -> », que GIFT lit comme une question d’association ; exportez en Moodle XML pour garder cette réponse courte.',
  'quizFormat.giftMatchingNoArrow':
    'Question de la ligne {{line}} : la réponse « {{text}} » n’a pas de « -> ». Dans une question d’appariement, chaque réponse est « = », l’énoncé, « -> » et le texte qui lui correspond (« = -> texte » pour un texte qui ne correspond à aucun énoncé).',
  'quizFormat.orderingGradingNotKept':
    'Moodle note cette question de mise en ordre selon « {{grading}} » ; Parcours donne une part de la note pour chaque élément suivi du bon élément suivant (dans Moodle, « relatif à l’élément suivant, dernier exclu »).',
  'quizFormat.orderingSubsetNotKept':
    'Moodle montre {{count}} des {{total}} éléments à chaque apprenant ; Parcours les montre tous les {{total}}, à mettre en ordre.',
  'quizFormat.exportMatchingFewTexts':
    'Question {{number}} : Moodle importe cette question d’appariement, mais son formulaire de modification demande au moins 3 textes à associer ({{texts}} ici) : ajoutez un texte qui ne correspond à aucun énoncé avant de la modifier dans Moodle.',
  'quizFormat.exportGiftOrdering':
    'Question {{number}} : une question de mise en ordre, écrite dans le GIFT du type de question « Mise en ordre » de Moodle (standard depuis Moodle 4.4, une extension avant) ; un Moodle qui ne l’a pas lit cette question comme un autre type, le plus souvent une réponse courte. Moodle XML la garde aussi.',
  'quizFormat.exportGiftOrderingSkipped':
    'La question {{number}} n’est pas écrite : son élément « {{item}} » contient ce qu’une question de mise en ordre en GIFT ne peut pas contenir (un saut de ligne, « } », « #### », un échappement « \\ », ou « // » au début). Exportez en Moodle XML pour la garder.',
  'error.quizImportEmpty': 'Aucune question de ce fichier ne peut être importée.',
  'error.quizImportTooMany': 'Un quiz contient au plus {{max}} questions.',
  'success.quizImported': 'Le quiz est enregistré avec les questions importées ({{count}}).',
};
