import { isSignedInAtom, redirectTarget, type SessionStore, signInPathFor } from "@org/auth";
import { type LoaderFunctionArgs, type RouteObject, redirect } from "react-router";
import { RouteErrorBoundary } from "@/features/errors";
import { PendingScreen, RootLayout } from "./root-layout";

/**
 * Every route of the back-office. Screens load lazily; the signed-in area refuses a visitor
 * without a session before anything of it loads, and sends them to sign in, with the way back.
 */
export function createRouteTree(store: SessionStore): RouteObject[] {
  const requireSession = ({ request }: LoaderFunctionArgs) => {
    if (store.get(isSignedInAtom)) return null;
    throw redirect(signInPathFor(new URL(request.url)));
  };
  const leaveSignInWhenSignedIn = ({ request }: LoaderFunctionArgs) => {
    if (!store.get(isSignedInAtom)) return null;
    throw redirect(redirectTarget(new URL(request.url).search));
  };

  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: PendingScreen,
      children: [
        {
          path: "sign-in",
          loader: leaveSignInWhenSignedIn,
          lazy: () => import("@/routes/sign-in"),
        },
        { path: "sign-out", lazy: () => import("@/routes/sign-out") },
        { path: "otp", lazy: () => import("@/routes/otp") },
        { path: "forgot-password", lazy: () => import("@/routes/forgot-password") },
        { path: "reset-password", lazy: () => import("@/routes/reset-password") },
        { path: "terms", lazy: () => import("@/routes/terms") },
        { path: "privacy", lazy: () => import("@/routes/privacy") },
        { path: "401", lazy: () => import("@/routes/unauthorized") },
        { path: "403", lazy: () => import("@/routes/forbidden") },
        { path: "404", lazy: () => import("@/routes/not-found") },
        { path: "500", lazy: () => import("@/routes/general-error") },
        { path: "503", lazy: () => import("@/routes/maintenance") },
        {
          id: "authenticated",
          loader: requireSession,
          lazy: () => import("@/routes/authenticated"),
          children: [
            { index: true, lazy: () => import("@/routes/dashboard") },
            { path: "knowledge_bases", lazy: () => import("@/routes/knowledge-bases") },
            { path: "knowledge-base", lazy: () => import("@/routes/knowledge-base") },
            { path: "accounts", lazy: () => import("@/routes/accounts") },
            { path: "bots", lazy: () => import("@/routes/bots") },
            { path: "bots/:botId", lazy: () => import("@/routes/bot-detail") },
            { path: "users", lazy: () => import("@/routes/users") },
            { path: "users/:userId", lazy: () => import("@/routes/user-detail") },
            { path: "tasks", lazy: () => import("@/routes/tasks") },
            { path: "chats", lazy: () => import("@/routes/chats") },
            { path: "improvements", lazy: () => import("@/routes/improvements") },
            { path: "curated-answers", lazy: () => import("@/routes/curated-answers") },
            { path: "assistant-tests", lazy: () => import("@/routes/assistant-tests") },
            { path: "analytics", lazy: () => import("@/routes/analytics") },
            { path: "apps", lazy: () => import("@/routes/apps") },
            { path: "help-center", lazy: () => import("@/routes/help-center") },
            {
              path: "settings",
              lazy: () => import("@/routes/settings"),
              children: [
                { index: true, lazy: () => import("@/routes/settings-profile") },
                { path: "account", lazy: () => import("@/routes/settings-account") },
                { path: "appearance", lazy: () => import("@/routes/settings-appearance") },
                { path: "display", lazy: () => import("@/routes/settings-display") },
                { path: "notifications", lazy: () => import("@/routes/settings-notifications") },
              ],
            },
          ],
        },
        { path: "*", lazy: () => import("@/routes/not-found") },
      ],
    },
  ];
}
