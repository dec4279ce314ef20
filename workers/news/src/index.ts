/** news provider worker: reached only through the api worker's NEWS service binding (RPC entrypoint ProviderRpc). */
import { providerEntrypoint } from "@shared/provider/provider-entrypoint";
import { createNewsApp } from "./news.app";

const app = createNewsApp();

export default app;
export const ProviderRpc = providerEntrypoint(app);
