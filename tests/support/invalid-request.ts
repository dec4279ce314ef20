/** The answer a user gets for bad input: 400 `invalid_request` whose message names the field. */
import { expect } from "vitest";

export async function expectInvalidRequest(res: Response, field: string): Promise<void> {
  expect(res.status).toBe(400);
  const error = ((await res.json()) as { error: { code: string; message: string } }).error;
  expect(error.code).toBe("invalid_request");
  expect(error.message).toContain(field);
}
