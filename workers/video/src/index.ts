/** video provider worker: reached only through the api worker's VIDEO service binding (RPC entrypoint ProviderRpc). */
import { providerEntrypoint } from "@shared/provider/provider-entrypoint";
import { createVideoApp } from "./video.app";

const app = createVideoApp();

export default app;
export const ProviderRpc = providerEntrypoint(app);
