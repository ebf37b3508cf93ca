// Small client-state slices of docs/design/product.md §3: snackbar, theme, search text and upload progress.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

type SnackbarSeverity = 'success' | 'error' | 'info' | 'warning';
interface SnackbarState {
  open: boolean;
  /** A translation key, or a message the API already translated. */
  message: string;
  type: SnackbarSeverity;
  /** Changes with every message so the same text shown twice restarts the timer. */
  id: number;
}

const snackbarSlice = createSlice({
  name: 'snackbar',
  initialState: { open: false, message: '', type: 'success', id: 0 } as SnackbarState,
  reducers: {
    notify(state, action: PayloadAction<{ message: string; type?: SnackbarSeverity }>) {
      state.open = true;
      state.message = action.payload.message;
      state.type = action.payload.type ?? 'success';
      state.id += 1;
    },
    notificationClosed(state) {
      state.open = false;
    },
  },
});
export const { notify, notificationClosed } = snackbarSlice.actions;
export const snackbarReducer = snackbarSlice.reducer;

export type ThemeMode = 'light' | 'dark';
const themeSlice = createSlice({
  name: 'theme',
  initialState: { mode: 'light' as ThemeMode },
  reducers: {
    themeChosen(state, action: PayloadAction<ThemeMode>) {
      state.mode = action.payload;
    },
    themeToggled(state) {
      state.mode = state.mode === 'light' ? 'dark' : 'light';
    },
  },
});
export const { themeChosen } = themeSlice.actions;
export const themeReducer = themeSlice.reducer;

const searchSlice = createSlice({
  name: 'search',
  initialState: { query: '' },
  reducers: {
    searchChanged(state, action: PayloadAction<string>) {
      state.query = action.payload;
    },
  },
});
export const searchReducer = searchSlice.reducer;

/** Percent done per file key (name-size-lastModified). */
const uploadSlice = createSlice({
  name: 'uploads',
  initialState: { progress: {} as Record<string, number> },
  reducers: {
    uploadProgressed(state, action: PayloadAction<{ key: string; percent: number }>) {
      state.progress[action.payload.key] = action.payload.percent;
    },
    uploadForgotten(state, action: PayloadAction<string>) {
      delete state.progress[action.payload];
    },
  },
});
export const { uploadProgressed, uploadForgotten } = uploadSlice.actions;
export const uploadReducer = uploadSlice.reducer;
