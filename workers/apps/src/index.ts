/** apps provider worker: reached only through the api worker's APPS service binding. */
import { createAppsApp } from "./apps.app";

export default createAppsApp();
