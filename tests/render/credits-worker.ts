/**
 * The credit accounts of the render tier's monitor tests: the api worker's CreditAccount class in an
 * auxiliary worker of its own (as production binds it from the api script), beside the same D1.
 */
export { CreditAccount } from "../../durable-objects/credit-account";

export default {
  fetch: () => new Response(null, { status: 404 }),
};
