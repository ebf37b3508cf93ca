// Client state of the session (docs/design/product.md §3 "auth"): tokens, the signed-in user and their media.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MediaData, UserItem } from '../http/queries';

/** The user and media as the client keeps them: the shared wire shapes in camelCase. */
type SessionMedia = MediaData;
export type SessionUser = UserItem;

export interface AuthState {
  accessToken: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  media: SessionMedia[];
  isAuthenticated: boolean;
}

export const initialAuthState: AuthState = {
  accessToken: null,
  refreshToken: null,
  user: null,
  media: [],
  isAuthenticated: false,
};

interface SessionStarted {
  accessToken: string;
  refreshToken: string;
  user: SessionUser;
  media?: SessionMedia[];
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionStarted(_state, action: PayloadAction<SessionStarted>) {
      const { accessToken, refreshToken, user, media } = action.payload;
      return {
        accessToken,
        refreshToken,
        user,
        media: media ?? user.media ?? [],
        isAuthenticated: true,
      };
    },
    tokensRefreshed(state, action: PayloadAction<{ accessToken: string; refreshToken: string }>) {
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
    },
    /** A profile update: merges the answer but keeps what the learner flow decides on. */
    profileUpdated(state, action: PayloadAction<Partial<SessionUser>>) {
      if (!state.user) return;
      const { coursesCount, latestCourseId, result } = state.user;
      state.user = { ...state.user, ...action.payload, coursesCount, latestCourseId, result };
      if (action.payload.media) state.media = action.payload.media;
    },
    /** Fresh user data from the server (e.g. GET /api/profile), taken as a whole. */
    userRefreshed(state, action: PayloadAction<SessionUser>) {
      if (!state.user) return;
      state.user = action.payload;
      state.media = action.payload.media ?? state.media;
    },
    enrolmentChanged(state, action: PayloadAction<{ coursesCount: number; latestCourseId: number | null }>) {
      if (!state.user) return;
      state.user.coursesCount = action.payload.coursesCount;
      state.user.latestCourseId = action.payload.latestCourseId;
    },
    learningStyleSaved(state, action: PayloadAction<SessionUser['result']>) {
      if (state.user) state.user.result = action.payload;
    },
    sessionCleared() {
      return initialAuthState;
    },
  },
});

export const {
  sessionStarted,
  tokensRefreshed,
  profileUpdated,
  userRefreshed,
  enrolmentChanged,
  learningStyleSaved,
  sessionCleared,
} = authSlice.actions;
export const authReducer = authSlice.reducer;
