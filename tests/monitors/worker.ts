/** The monitors worker as the tier runs it, with the CreditAccount class beside it. */
export { default, MonitorsRpc } from "../../workers/monitors/src/index";
export { CreditAccount } from "../../durable-objects/credit-account";
