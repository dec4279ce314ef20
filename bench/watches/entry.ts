// What the bench calls: the watches library as the engine uses it.
export * from "@shared/watches";
export { readPlans } from "@shared/detectors/saas-plans";
