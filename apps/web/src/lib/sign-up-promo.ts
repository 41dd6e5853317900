import { createViewStore } from './create-view-store';

/**
 * A promo code the sign-up form starts with: a promo link (`?promo=CODE`) sets it before opening
 * the form, so it lives here rather than in either feature.
 */
export const signUpPromoStore = createViewStore<string>();
