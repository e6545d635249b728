import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AdminStatus,
  AuthRequestKind,
  AuthRequestState,
  AuthSession,
  AuthStatus,
  AuthUser,
  Profile,
} from './authTypes';

export interface AdminCacheEntry {
  isAdmin: boolean;
  checkedAt: number;
}

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  session: AuthSession | null;
  profile: Profile | null;
  adminStatus: AdminStatus;
  /** Role checks per user id with the time they were made (docs/states.md: valid for 5 minutes). */
  adminCache: Record<string, AdminCacheEntry>;
  requests: Record<AuthRequestKind, AuthRequestState>;
  /** The last successful sign-up, so the registration page can move on to the confirmation step. */
  signUpResult: { email: string; confirmationRequired: boolean } | null;
}

const idle: AuthRequestState = { pending: false, error: null };

const initialState: AuthState = {
  status: 'loading',
  user: null,
  session: null,
  profile: null,
  adminStatus: 'unknown',
  adminCache: {},
  requests: { signIn: idle, signUp: idle, google: idle, signOut: idle, passwordReset: idle, passwordUpdate: idle },
  signUpResult: null,
};

export interface SignInRequest {
  email: string;
  password: string;
}

export interface SignUpRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** The session as the auth client knows it: on start, after sign-in, refresh, user update or sign-out. */
    sessionChanged(state, action: PayloadAction<AuthSession | null>) {
      const session = action.payload;
      const userChanged = (session?.user.id ?? null) !== (state.user?.id ?? null);
      state.session = session;
      state.user = session?.user ?? null;
      state.status = session ? 'signedIn' : 'signedOut';
      if (userChanged) {
        state.profile = null;
        state.adminStatus = 'unknown';
      }
      if (!session) {
        // docs/states.md: on sign-out the profile, the admin flag and the admin caches are cleared.
        state.adminCache = {};
      }
    },
    profileLoaded(state, action: PayloadAction<Profile | null>) {
      if (action.payload && action.payload.user_id !== state.user?.id) return;
      state.profile = action.payload;
    },

    signInRequested: {
      reducer(state) {
        state.requests.signIn = { pending: true, error: null };
      },
      prepare: (request: SignInRequest) => ({ payload: request }),
    },
    signInSucceeded(state) {
      state.requests.signIn = idle;
    },
    signInFailed(state, action: PayloadAction<string>) {
      state.requests.signIn = { pending: false, error: action.payload };
    },

    signUpRequested: {
      reducer(state) {
        state.requests.signUp = { pending: true, error: null };
        state.signUpResult = null;
      },
      prepare: (request: SignUpRequest) => ({ payload: request }),
    },
    signUpSucceeded(state, action: PayloadAction<{ email: string; confirmationRequired: boolean }>) {
      state.requests.signUp = idle;
      state.signUpResult = action.payload;
    },
    signUpFailed(state, action: PayloadAction<string>) {
      state.requests.signUp = { pending: false, error: action.payload };
    },

    googleSignInRequested(state) {
      state.requests.google = { pending: true, error: null };
    },
    googleSignInFailed(state, action: PayloadAction<string>) {
      state.requests.google = { pending: false, error: action.payload };
    },

    passwordResetRequested: {
      reducer(state) {
        state.requests.passwordReset = { pending: true, error: null };
      },
      prepare: (email: string) => ({ payload: email }),
    },
    passwordResetSent(state) {
      state.requests.passwordReset = idle;
    },
    passwordResetFailed(state, action: PayloadAction<string>) {
      state.requests.passwordReset = { pending: false, error: action.payload };
    },

    passwordUpdateRequested: {
      reducer(state) {
        state.requests.passwordUpdate = { pending: true, error: null };
      },
      prepare: (password: string) => ({ payload: password }),
    },
    passwordUpdated(state) {
      state.requests.passwordUpdate = idle;
    },
    passwordUpdateFailed(state, action: PayloadAction<string>) {
      state.requests.passwordUpdate = { pending: false, error: action.payload };
    },

    signOutRequested(state) {
      state.requests.signOut = { pending: true, error: null };
    },
    signOutFinished(state) {
      state.requests.signOut = idle;
    },

    /** Forms clear their last error when the user edits or leaves them. */
    authErrorDismissed(state, action: PayloadAction<AuthRequestKind>) {
      state.requests[action.payload].error = null;
    },

    /** An admin page was entered: the auth saga checks the role again unless its 5-minute cache answers. */
    adminPageEntered() {},
    adminCheckStarted(state, action: PayloadAction<string>) {
      // A re-check after the cache expired keeps the known answer meanwhile, so an open admin page does not flicker.
      if (state.user?.id === action.payload && state.adminStatus === 'unknown') state.adminStatus = 'checking';
    },
    adminStatusResolved(state, action: PayloadAction<{ userId: string } & AdminCacheEntry>) {
      const { userId, isAdmin, checkedAt } = action.payload;
      // A late answer for a user who has signed out in the meantime must not be cached.
      if (state.user?.id !== userId) return;
      state.adminCache[userId] = { isAdmin, checkedAt };
      state.adminStatus = isAdmin;
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    // A boolean of its own: a component that shows only whether someone is signed in does not re-render when a guest's
    // session check ends (`loading` → `signedOut`).
    selectIsSignedIn: (state) => state.status === 'signedIn',
    selectUser: (state) => state.user,
    selectSession: (state) => state.session,
    selectProfile: (state) => state.profile,
    selectAdminStatus: (state) => state.adminStatus,
    selectIsAdmin: (state) => state.adminStatus === true,
    selectAdminCache: (state) => state.adminCache,
    selectAuthRequest: (state, kind: AuthRequestKind) => state.requests[kind],
    selectSignUpResult: (state) => state.signUpResult,
  },
});

export const {
  sessionChanged,
  profileLoaded,
  signInRequested,
  signInSucceeded,
  signInFailed,
  signUpRequested,
  signUpSucceeded,
  signUpFailed,
  googleSignInRequested,
  googleSignInFailed,
  signOutRequested,
  signOutFinished,
  passwordResetRequested,
  passwordResetSent,
  passwordResetFailed,
  passwordUpdateRequested,
  passwordUpdated,
  passwordUpdateFailed,
  authErrorDismissed,
  adminPageEntered,
  adminCheckStarted,
  adminStatusResolved,
} = authSlice.actions;

export const {
  selectAuthStatus,
  selectIsSignedIn,
  selectUser,
  selectSession,
  selectProfile,
  selectAdminStatus,
  selectIsAdmin,
  selectAdminCache,
  selectAuthRequest,
  selectSignUpResult,
} = authSlice.selectors;

/** The state of one kind of auth request, as a selector: `useSelector(selectAuthRequestOf('signIn'))`. */
export const selectAuthRequestOf =
  (kind: AuthRequestKind) =>
  (state: Parameters<typeof selectAuthRequest>[0]): AuthState['requests'][AuthRequestKind] =>
    selectAuthRequest(state, kind);
