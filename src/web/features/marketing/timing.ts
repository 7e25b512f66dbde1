/** Timing and layout constants of the public site (spec section 9). */
export const LOADING_OVERLAY_MS = 1000
export const SOLID_NAV_AFTER_PX = 10
export const SCROLL_TO_TOP_AFTER_PX = 500
export const FADE_IN_THRESHOLD = 0.1
/** Matches Tailwind's `md` breakpoint: below it the nav collapses into the mobile menu. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 768px)'
