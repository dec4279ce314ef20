/** What each workspace plan may use; the table lives in shared/ because the monitor engine reads it too. */
export { assertEntitled } from "@shared/auth/entitlements";
