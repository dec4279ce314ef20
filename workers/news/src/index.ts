/** news provider worker: reached only through the api worker's NEWS service binding. */
import { createNewsApp } from "./news.app";

export default createNewsApp();
