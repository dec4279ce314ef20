/** apps provider worker: reached only through the api worker's APPS service binding (RPC entrypoint ProviderRpc). */
import { providerEntrypoint } from "@shared/provider/provider-entrypoint";
import { createAppsApp } from "./apps.app";

const app = createAppsApp();

export default app;
export const ProviderRpc = providerEntrypoint(app);
