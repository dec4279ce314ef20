/**
 * A provider whose adapter has not been built yet. It is still a real worker behind a real
 * binding (auth, limits and credits apply at the front door), and it says honestly that it
 * cannot serve: every data route answers 503 `degraded`, and `/__status` reports "unavailable".
 */
import { ApiError } from "../errors";
import { createProviderApp } from "./provider-app";
import type { ProviderBindings } from "./provider-runtime";

export function unavailableProvider(name: string) {
  const app = createProviderApp<ProviderBindings>({
    name,
    llms: `# ${name} provider\n\nNot available yet in this deployment.\n`,
    status: () => ({ status: "unavailable", circuit: "open" }),
  });
  app.all(`/v1/${name}/*`, () => {
    throw new ApiError("degraded", `The ${name} provider is not available in this deployment yet.`, { headers: { "Retry-After": "3600" } });
  });
  return app;
}
