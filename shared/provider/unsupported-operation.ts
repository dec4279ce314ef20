/**
 * Operations a provider's platform guide names but this service does not serve (apps:
 * developer, reviews, …) answer 400 `unsupported_operation`, from the provider worker and from
 * the front door alike (the front door answers without forwarding, so nothing is charged).
 */
import { ApiError } from "../errors";

/** A route handler that refuses `operation`, naming what is supported instead. */
export function unsupportedOperation(provider: string, operation: string, supported: readonly string[]) {
  return function refuseUnsupported(): never {
    throw new ApiError(
      "unsupported_operation",
      `The ${provider} operation "${operation}" is not supported. Supported operations: ${supported.join(", ")}.`,
    );
  };
}
