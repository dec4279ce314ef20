/** The Stripe webhook endpoint's signing secret in the platform tier: its config sets it, its tests sign deliveries with it. */
export const TEST_STRIPE_WEBHOOK_SECRET = "whsec_platform_tests_0123456789";
