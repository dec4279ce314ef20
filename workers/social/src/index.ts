/** social provider worker: its adapter is not built yet (see docs/providers.md). */
import { providerEntrypoint } from "../../../shared/provider/provider-entrypoint";
import { unavailableProvider } from "../../../shared/provider/unavailable-provider";

const app = unavailableProvider("social");

export default app;
export const ProviderRpc = providerEntrypoint(app);
