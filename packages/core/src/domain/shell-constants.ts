/** spec 1 section 9: the five most recently viewed institutions (dashboard tiles of MULTI accounts). */
export const RECENT_INSTITUTIONS = 5;

/** spec 1 section 9 and spec 2 section 9: the peer selector takes at most 3 institutions. */
export const MAX_PEER_INSTITUTIONS = 3;

/** spec 1 section 4: the switcher closes its panel, then sets the institution after 300 ms. */
export const INSTITUTION_SWITCH_DELAY_MS = 300;

/** spec 1 section 4: the peer selector's modal takes 600 ms to close. */
export const PEER_MODAL_CLOSE_MS = 600;

/** spec 1 section 9: tour overlay opacity 0.5, helper padding 10 px, tooltip refresh 350 ms. */
export const TOUR_OVERLAY_OPACITY = 0.5;
export const TOUR_STAGE_PADDING = 10;
export const TOUR_REFRESH_MS = 350;
