import { ApiError } from "@shared/errors";

/** Awaits `p` and returns the ApiError it rejects with; fails the test if it resolves or throws anything else. */
export async function apiErrorOf(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected an ApiError");
}
