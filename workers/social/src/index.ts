/** social provider worker: reached only through the api worker's SOCIAL service binding (RPC entrypoint ProviderRpc). */
import { providerEntrypoint } from "@shared/provider/provider-entrypoint";
import { createSocialApp } from "./social.app";

const app = createSocialApp();

export default app;
export const ProviderRpc = providerEntrypoint(app);
