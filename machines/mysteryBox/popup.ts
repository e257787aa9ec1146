// The sale popup's id in the popup stack: the login flow opens it after sign-in (FOURTH_LAND_POPUP_ID, the same text).
export const SALE_POPUP_ID = 'fourth-land-sale';
