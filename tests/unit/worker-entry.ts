/** The unit tier's worker entry (tests/unit/wrangler.toml): an empty module, so tests import what they test. */
export {};
