/** social provider worker: its adapter is not built yet (see docs/providers.md). */
import { unavailableProvider } from "../../../shared/provider/unavailable-provider";

export default unavailableProvider("social");
