import type { EventChannel, Task } from 'redux-saga';
import { all, call, cancelled, fork, put, select, take, takeLeading } from 'redux-saga/effects';
import { ADMIN_STATUS_CACHE_MS } from '@/config/constants';
import { isDemoMode } from '@/config/env';
import { browserNavigation } from '@/lib/browserNavigation';
import { resolveDemoMailLink } from '@/lib/demoBackend';
import { api } from '@/lib/api';
import { now } from '@/lib/clock';
import { normalizeEmail } from '@/lib/validation';
import {
  GOOGLE_SIGN_IN_ERROR_TEXT,
  UNEXPECTED_ERROR_TEXT,
  getSupabase,
  userFacingAuthError,
  type AppSupabaseClient,
  type Session,
} from '@/lib/supabase';
import {
  fetchIsAdmin,
  fetchProfile,
  insertProfile,
  readStoredSession,
  sendPasswordResetMail,
  signInWithGoogle,
  signInWithPassword,
  signOutHere,
  signUpWithEmail,
  updatePassword,
  type AuthEvent,
} from './authApi';
import { authEventChannel } from './authEventChannel';
import {
  adminCheckStarted,
  adminPageEntered,
  adminStatusResolved,
  googleSignInFailed,
  googleSignInRequested,
  passwordResetFailed,
  passwordResetRequested,
  passwordResetSent,
  passwordUpdateFailed,
  passwordUpdateRequested,
  passwordUpdated,
  profileLoaded,
  selectAdminCache,
  selectUser,
  sessionChanged,
  signInFailed,
  signInRequested,
  signInSucceeded,
  signOutFinished,
  signOutRequested,
  signUpFailed,
  signUpRequested,
  signUpSucceeded,
  type AuthState,
} from './authSlice';
import type { Profile } from './authTypes';

function siteOrigin(): string {
  return browserNavigation.origin();
}

/** On start: the stored session, then every change the auth client reports. Refresh is the client's own job. */
function* watchSession(client: AppSupabaseClient) {
  const channel: EventChannel<AuthEvent> = yield call(authEventChannel, client);
  try {
    const { data } = yield call(readStoredSession, client);
    yield put(sessionChanged((data?.session as Session | null) ?? null));
    while (true) {
      const { event, session }: AuthEvent = yield take(channel);
      // INITIAL_SESSION repeats what getSession just said.
      if (event !== 'INITIAL_SESSION') yield put(sessionChanged(session));
    }
  } catch {
    yield put(sessionChanged(null));
  } finally {
    if ((yield cancelled()) as boolean) channel.close();
  }
}

/** After sign-in: load the profile (creating it when missing), once per user. */
function* reactToUserChanges(client: AppSupabaseClient) {
  let handledUserId: string | null = null;
  while (true) {
    const { payload: session }: ReturnType<typeof sessionChanged> = yield take(sessionChanged.type);
    const userId = session?.user.id ?? null;
    if (userId === handledUserId) continue;
    handledUserId = userId;
    if (!session || !userId) {
      // Signed out: user-specific data of every screen goes with the session.
      yield put(api.util.resetApiState());
      continue;
    }
    yield fork(loadProfile, client, session);
  }
}

function* loadProfile(client: AppSupabaseClient, session: Session) {
  try {
    const profile: Profile | null = yield call(fetchProfile, client, session.user.id);
    if (profile) {
      yield put(profileLoaded(profile));
      return;
    }
    yield put(profileLoaded(yield call(insertProfile, client, session)));
  } catch {
    // The profile is a convenience for prefilling forms; the account pages show their own error when they need it.
    yield put(profileLoaded(null));
  }
}

/** docs/states.md: `has_role` for 'admin', cached per user for 5 minutes; an error counts as not admin. */
function* checkAdminRole(client: AppSupabaseClient, userId: string) {
  const cache: AuthState['adminCache'] = yield select(selectAdminCache);
  const cached = cache[userId];
  const checkTime: number = yield call(now);
  if (cached && checkTime - cached.checkedAt < ADMIN_STATUS_CACHE_MS) {
    yield put(adminStatusResolved({ userId, ...cached }));
    return;
  }
  yield put(adminCheckStarted(userId));
  const isAdmin: boolean = yield call(fetchIsAdmin, client, userId);
  yield put(adminStatusResolved({ userId, isAdmin, checkedAt: checkTime }));
}

/**
 * The one place the admin role is asked for: whenever the session changes (sign-in, restore, refresh) and whenever an
 * admin page is entered (RouteGuard says so). One check per user at a time; the cache answers most of them.
 */
function* watchAdminRole(client: AppSupabaseClient) {
  let running = null as { userId: string; task: Task } | null;
  while (true) {
    yield take([sessionChanged.type, adminPageEntered.type]);
    const user: ReturnType<typeof selectUser> = yield select(selectUser);
    if (!user) continue;
    if (running?.userId === user.id && running.task.isRunning()) continue;
    const task: Task = yield fork(checkAdminRole, client, user.id);
    running = { userId: user.id, task };
  }
}

function* signIn(client: AppSupabaseClient, { payload }: ReturnType<typeof signInRequested>) {
  try {
    const { data, error } = yield call(signInWithPassword, client, payload.email, payload.password);
    if (error) {
      yield put(signInFailed(userFacingAuthError(error)));
      return;
    }
    yield put(sessionChanged(data.session));
    yield put(signInSucceeded());
  } catch {
    yield put(signInFailed(UNEXPECTED_ERROR_TEXT));
  }
}

function* signUp(client: AppSupabaseClient, { payload }: ReturnType<typeof signUpRequested>) {
  try {
    const { data, error } = yield call(signUpWithEmail, client, payload, siteOrigin());
    if (error) {
      yield put(signUpFailed(userFacingAuthError(error)));
      return;
    }
    if (data.session) yield put(sessionChanged(data.session));
    yield put(signUpSucceeded({ email: normalizeEmail(payload.email), confirmationRequired: !data.session }));
  } catch {
    yield put(signUpFailed(UNEXPECTED_ERROR_TEXT));
  }
}

function* googleSignIn(client: AppSupabaseClient) {
  try {
    const { data, error } = yield call(signInWithGoogle, client, siteOrigin(), isDemoMode);
    if (error) {
      yield put(googleSignInFailed(GOOGLE_SIGN_IN_ERROR_TEXT));
      return;
    }
    // Live: supabase-js is already taking the browser to Google. Demo: go to the simulated consent page.
    if (isDemoMode) {
      const consentPage: string = yield call(resolveDemoMailLink, data.url as string);
      yield call([browserNavigation, browserNavigation.assign], consentPage);
    }
  } catch {
    yield put(googleSignInFailed(GOOGLE_SIGN_IN_ERROR_TEXT));
  }
}

function* requestPasswordReset(
  client: AppSupabaseClient,
  { payload: email }: ReturnType<typeof passwordResetRequested>,
) {
  try {
    const { error } = yield call(sendPasswordResetMail, client, email, siteOrigin());
    if (error) yield put(passwordResetFailed(userFacingAuthError(error)));
    else yield put(passwordResetSent());
  } catch {
    yield put(passwordResetFailed(UNEXPECTED_ERROR_TEXT));
  }
}

function* setNewPassword(client: AppSupabaseClient, { payload: password }: ReturnType<typeof passwordUpdateRequested>) {
  try {
    const { error } = yield call(updatePassword, client, password);
    if (error) yield put(passwordUpdateFailed(userFacingAuthError(error)));
    else yield put(passwordUpdated());
  } catch {
    yield put(passwordUpdateFailed(UNEXPECTED_ERROR_TEXT));
  }
}

function* signOut(client: AppSupabaseClient) {
  try {
    yield call(signOutHere, client);
  } catch {
    // Even if the server cannot be told, the session is gone from this browser.
  }
  const user: ReturnType<typeof selectUser> = yield select(selectUser);
  if (user) yield put(sessionChanged(null));
  yield put(signOutFinished());
}

export function* authSaga() {
  const client: AppSupabaseClient = yield call(getSupabase);
  yield all([
    fork(watchSession, client),
    fork(reactToUserChanges, client),
    fork(watchAdminRole, client),
    takeLeading(signInRequested.type, signIn, client),
    takeLeading(signUpRequested.type, signUp, client),
    takeLeading(googleSignInRequested.type, googleSignIn, client),
    takeLeading(signOutRequested.type, signOut, client),
    takeLeading(passwordResetRequested.type, requestPasswordReset, client),
    takeLeading(passwordUpdateRequested.type, setNewPassword, client),
  ]);
}
