import { MOBILE_BREAKPOINT_PX } from "../constants";
import { useMediaQuery } from "./use-media-query";

/** True below the mobile breakpoint, where navigation moves into an off-canvas drawer. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
}
