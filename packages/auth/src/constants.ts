/** Local-storage key of the signed-in user. */
export const USER_INFO_STORAGE_KEY = "user-info";
/** Local-storage key of the signed-in user's permission strings (a sorted list). */
export const USER_PERMISSIONS_STORAGE_KEY = "user-permissions";
/** Cookie that holds the access token. */
export const ACCESS_TOKEN_COOKIE = "access_token";
/** Path of every cookie the back-office writes. */
export const COOKIE_PATH = "/";
/** Where a signed-out visitor is sent. */
export const SIGN_IN_PATH = "/sign-in";
/** Where a visitor lands after signing in when no redirect was asked for. */
export const HOME_PATH = "/";
/** Query parameter that carries the page to return to after signing in. */
export const REDIRECT_PARAM = "redirect";
