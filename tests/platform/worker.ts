/** The platform worker as its tier runs it, with the CreditAccount class beside it (in production it lives in the api worker, bound by script_name). */
export * from "../../workers/platform/src/index";
export { default } from "../../workers/platform/src/index";
export { CreditAccount } from "../../durable-objects/credit-account";
