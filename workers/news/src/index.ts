/** news provider worker (adapter in progress). */
import { unavailableProvider } from "../../../shared/provider/unavailable-provider";

export default unavailableProvider("news");
