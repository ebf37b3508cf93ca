// The learning-style questionnaire while a learner answers it (docs/design/product.md §3 "questionnaire").
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface QuestionnaireQuestion {
  id: number;
  number: number;
  dimension: string;
  question: string;
  answers: { key: 'a' | 'b'; answer: string }[];
}

interface QuestionnaireState {
  questions: QuestionnaireQuestion[];
  responses: Record<number, 'a' | 'b'>;
  loading: boolean;
  error: string | null;
  submitted: boolean;
  results: unknown | null;
  /** The item shown, 0-based; kept with the answers so a reload resumes where the learner was. */
  current: number;
}

const initialState: QuestionnaireState = {
  questions: [],
  responses: {},
  loading: false,
  error: null,
  submitted: false,
  results: null,
  current: 0,
};

const questionnaireSlice = createSlice({
  name: 'questionnaire',
  initialState,
  reducers: {
    questionnaireLoading(state) {
      state.loading = true;
      state.error = null;
    },
    questionsLoaded(state, action: PayloadAction<QuestionnaireQuestion[]>) {
      state.questions = action.payload;
      state.loading = false;
    },
    answerChosen(state, action: PayloadAction<{ questionId: number; answer: 'a' | 'b' }>) {
      state.responses[action.payload.questionId] = action.payload.answer;
    },
    questionnaireSubmitted(state, action: PayloadAction<unknown>) {
      state.loading = false;
      state.submitted = true;
      state.results = action.payload;
    },
    questionnaireFailed(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
    },
    questionnaireReset(state) {
      state.submitted = false;
      state.responses = {};
      state.error = null;
      state.current = 0;
    },
    questionShown(state, action: PayloadAction<number>) {
      state.current = Math.max(0, action.payload);
    },
    /** Answers saved earlier in this tab (e.g. before a reload) come back. */
    responsesRestored(
      state,
      action: PayloadAction<{ responses: Record<number, 'a' | 'b'>; current: number }>,
    ) {
      state.responses = action.payload.responses;
      state.current = Math.max(0, action.payload.current);
    },
  },
});

export const {
  answerChosen,
  questionnaireSubmitted,

  questionnaireReset,
  questionShown,
  responsesRestored,
} = questionnaireSlice.actions;
export const questionnaireReducer = questionnaireSlice.reducer;
