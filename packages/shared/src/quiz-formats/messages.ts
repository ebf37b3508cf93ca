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
    'Question on line {{line}}: the answer “{{text}}” has no “=” or “~”, so it is read as a short answer the learner types, which Parcours does not have. For a multiple choice, mark the right answer with “=” and the others with “~”.',
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
    'Question de la ligne {{line}} : la réponse « {{text}} » n’a ni « = » ni « ~ » : elle se lit comme une réponse courte que l’apprenant tape, ce que Parcours n’a pas. Pour un choix multiple, marquez la bonne réponse par « = » et les autres par « ~ ».',
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
  'error.quizImportEmpty': 'Aucune question de ce fichier ne peut être importée.',
  'error.quizImportTooMany': 'Un quiz contient au plus {{max}} questions.',
  'success.quizImported': 'Le quiz est enregistré avec les questions importées ({{count}}).',
};
