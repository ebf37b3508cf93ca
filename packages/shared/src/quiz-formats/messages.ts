// Messages of quiz import and export, in both languages; spread into the catalogue of ../messages.ts so that
// every key is a MessageKey like the others.

export const quizFormatMessagesEn = {
  'quizFormat.contentRequired': 'Paste the questions or choose a file.',
  'quizFormat.fileUnreadable': 'The file cannot be read as {{format}} (near line {{line}}).',
  'quizFormat.noQuestions': 'The file holds no question.',
  'quizFormat.unclosedBrace': 'The answers of this question are not closed with “}”.',
  'quizFormat.unsupportedType': 'Parcours has no “{{type}}” questions: this question is not imported.',
  'quizFormat.feedbackNotKept': 'The feedback of this question and of its answers is not kept.',
  'quizFormat.categoryNotKept': 'The category “{{category}}” is not kept.',
  'quizFormat.weightsNotKept':
    'Partial credit is not kept: each answer is correct or wrong, and the question counts as right only when exactly the correct answers are chosen.',
  'quizFormat.markNotKept': 'The mark of {{mark}} points is not kept: every question counts for one point.',
  'quizFormat.mediaNotKept': 'The file “{{file}}” is not kept: add it to the learning object instead.',
  'quizFormat.formattingNotKept': 'The text formatting is removed; the text itself is kept.',
  'quizFormat.nameNotKept': 'The question name “{{name}}” is not kept.',
  'quizFormat.tagsNotKept': 'The tags “{{tags}}” are not kept.',
  'quizFormat.blankInText': 'The blank to fill is shown as “_____” in the question.',
  'quizFormat.settingNotKept': 'The setting “{{setting}}” is not kept.',
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
  'quizFormat.unclosedBrace': 'Les réponses de cette question ne sont pas fermées par « } ».',
  'quizFormat.unsupportedType':
    'Parcours n’a pas de questions de type « {{type}} » : cette question n’est pas importée.',
  'quizFormat.feedbackNotKept':
    'Les commentaires de cette question et de ses réponses ne sont pas conservés.',
  'quizFormat.categoryNotKept': 'La catégorie « {{category}} » n’est pas conservée.',
  'quizFormat.weightsNotKept':
    'Les points partiels ne sont pas conservés : chaque réponse est juste ou fausse, et la question n’est réussie que si exactement les bonnes réponses sont choisies.',
  'quizFormat.markNotKept':
    'La note de {{mark}} points n’est pas conservée : chaque question compte pour un point.',
  'quizFormat.mediaNotKept':
    'Le fichier « {{file}} » n’est pas conservé : ajoutez-le plutôt à l’objet d’apprentissage.',
  'quizFormat.formattingNotKept': 'La mise en forme du texte est retirée ; le texte lui-même est conservé.',
  'quizFormat.nameNotKept': 'Le nom de question « {{name}} » n’est pas conservé.',
  'quizFormat.tagsNotKept': 'Les étiquettes « {{tags}} » ne sont pas conservées.',
  'quizFormat.blankInText': 'Le blanc à compléter apparaît comme « _____ » dans la question.',
  'quizFormat.settingNotKept': 'Le réglage « {{setting}} » n’est pas conservé.',
  'error.quizImportEmpty': 'Aucune question de ce fichier ne peut être importée.',
  'error.quizImportTooMany': 'Un quiz contient au plus {{max}} questions.',
  'success.quizImported': 'Le quiz est enregistré avec les questions importées ({{count}}).',
};
