/**
 * The dev issuer's key seed in the platform tier: its config gives it to the issuer, and step-up
 * tests sign codes with the same key to play a provider that ignores `max_age` (an old or missing
 * `auth_time`), through the issuer's real token endpoint.
 */
export const TEST_DEV_ISSUER_SEED = "platform-tests";
