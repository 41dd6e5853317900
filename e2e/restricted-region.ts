/**
 * The browser tests' server restricts one country, named by a request header as a trusted
 * proxy would: a context sending this header plays a visitor from a restricted country.
 */
export const COUNTRY_HEADER = 'x-e2e-country';
export const RESTRICTED_COUNTRY = 'FR';
