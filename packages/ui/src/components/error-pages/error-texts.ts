// Texts of the generic pages. The 404 and 500 texts are fixed by the product specification; an app
// gives the 401, 403 and 503 pages its own words (their `title`, `description` and button labels).
export const errorTexts = {
  notFound: {
    code: "404",
    title: "Oops! Page Not Found!",
    description:
      "It seems like the page you're looking for does not exist or might have been removed.",
  },
  general: {
    code: "500",
    title: "Oops! Something went wrong :')",
    description: "We apologize for the inconvenience. Please try again later.",
  },
  unauthorized: {
    code: "401",
    title: "Unauthorized Access",
    description: "Please sign in with an account that is allowed to open this page.",
  },
  forbidden: {
    code: "403",
    title: "Access Forbidden",
    description: "Your account does not have the permission needed to view this page.",
  },
  maintenance: {
    code: "503",
    title: "Service Under Maintenance",
    description: "The service is not available right now. We will be back online shortly.",
  },
  routeNotFound: "Not Found",
  routeError: "Something went wrong!",
  showError: "Show Error",
  hideError: "Hide Error",
  goBack: "Go Back",
  backToHome: "Back to Home",
  tryAgain: "Try Again",
} as const;
