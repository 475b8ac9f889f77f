export { PreloadLink, type PreloadLinkProps } from "./preload-link";
export {
  RoutePreloadProvider,
  usePreloadOnIntent,
  useRoutePreload,
} from "./route-preload-context";
export { createRoutePreloader, ROUTE_PRELOAD_ERROR, type RoutePreloader } from "./route-preloader";
