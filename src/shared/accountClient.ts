/**
 * Names the SPA and the server must agree on for the account calls that identify the client
 * (SPEC §7: GET /account/login?clientId=…, GET /account/logout?clientId=…) and for the regional
 * sign-in's return address.
 */

/** The client id of the back-office SPA. */
export const BACKOFFICE_CLIENT_ID = 'backoffice';

/**
 * The regional sign-in returns the browser here (the SPA route of SPEC §2.1); the SPA then calls the
 * API path of the same name, under API_BASE, with the `code` and `state` it received (SPEC §7).
 */
export const AUTH_CALLBACK_PATH = '/authcallback';
