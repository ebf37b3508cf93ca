// The client-state store's reducers, types and typed hooks (server data lives in TanStack Query instead).
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { authReducer } from './authSlice';
import { questionnaireReducer } from './questionnaireSlice';
import { searchReducer, snackbarReducer, themeReducer, uploadReducer } from './uiSlices';

const rootReducer = combineReducers({
  auth: authReducer,
  snackbar: snackbarReducer,
  theme: themeReducer,
  search: searchReducer,
  uploads: uploadReducer,
  questionnaire: questionnaireReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}
export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const selectSession = (state: RootState) => state.auth;
export const selectUser = (state: RootState) => state.auth.user;
export const selectThemeMode = (state: RootState) => state.theme.mode;

export * from './authSlice';
export * from './questionnaireSlice';
export * from './uiSlices';
