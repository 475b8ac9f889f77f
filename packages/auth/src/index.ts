export * from "./constants";
export { hasPermissions } from "./permissions";
export {
  RequirePermissions,
  type RequirePermissionsProps,
  useHasPermissions,
  useIsSignedIn,
  usePermissions,
  useUser,
} from "./react";
export { redirectTarget, signInPathFor } from "./redirect";
export {
  createSessionApiClient,
  expireSessionOn,
  resetSession,
  type SessionDeps,
  type SessionStore,
  setUserLanguage,
  signIn,
  signOut,
} from "./session";
export { accessTokenAtom, isSignedInAtom, permissionsAtom, userAtom } from "./session-atoms";
