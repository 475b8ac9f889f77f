import { useNavigate } from "react-router";

/** Go Back (one step back in history) and Back to Home (to /), through the router. */
export function useErrorNavigation() {
  const navigate = useNavigate();
  return { onGoBack: () => navigate(-1), onGoHome: () => navigate("/"), homeHref: "/" };
}
