import { lazyPage } from '@/lib/lazyPage';

export const LoginPage = lazyPage(() => import(/* webpackChunkName: "page-login" */ './pages/LoginPage'), 'LoginPage');
export const RegisterEmailPage = lazyPage(
  () => import(/* webpackChunkName: "page-register-email" */ './pages/RegisterEmailPage'),
  'RegisterEmailPage',
);
export const RegisterConfirmPage = lazyPage(
  () => import(/* webpackChunkName: "page-register-confirm" */ './pages/RegisterConfirmPage'),
  'RegisterConfirmPage',
);
export const RegisterCompletePage = lazyPage(
  () => import(/* webpackChunkName: "page-register-complete" */ './pages/RegisterCompletePage'),
  'RegisterCompletePage',
);
export const AdminLoginPage = lazyPage(
  () => import(/* webpackChunkName: "page-admin-login" */ './pages/AdminLoginPage'),
  'AdminLoginPage',
);
export const PasswordForgottenPage = lazyPage(
  () => import(/* webpackChunkName: "page-password-forgotten" */ './pages/PasswordForgottenPage'),
  'PasswordForgottenPage',
);
export const PasswordResetPage = lazyPage(
  () => import(/* webpackChunkName: "page-password-reset" */ './pages/PasswordResetPage'),
  'PasswordResetPage',
);

export {
  authSlice,
  sessionChanged,
  signInRequested,
  signUpRequested,
  googleSignInRequested,
  signOutRequested,
  authErrorDismissed,
  adminPageEntered,
  selectAuthStatus,
  selectIsSignedIn,
  selectUser,
  selectSession,
  selectProfile,
  selectAdminStatus,
  selectIsAdmin,
  selectAuthRequest,
  selectAuthRequestOf,
  signUpSucceeded,
  googleSignInFailed,
  passwordResetRequested,
  passwordUpdateRequested,
} from './authSlice';
export type { AuthState, SignInRequest, SignUpRequest } from './authSlice';
export type { AdminStatus, AuthStatus, Profile } from './authTypes';
export { authSaga } from './authSaga';
/** The auth server's calls that other features' endpoints make (account settings, stories signing up). */
export { requestEmailChange, signInWithPassword, signUpWithEmail, updatePassword } from './authApi';
export { RouteGuard } from './components/RouteGuard';
export type { AccessLevel, ReturnState } from './components/RouteGuard';
export { AuthWaiting } from './components/AuthWaiting';
