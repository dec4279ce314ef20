/**
 * Loads pdf.js once before a file's tests, so the first test of a file does not pay the engine's
 * cold start inside its own 60 s budget: its first load in an isolate took 12 s with the machine
 * at load 15 and up to ~55 s in a sequential tier run at load ~20 (then ~0.5 s per conversion);
 * "admits exactly 2 of 3 overlapping conversions" took 43 s alone before this, under 1 s after.
 */
import { beforeAll } from "vitest";
import { getResolvedPDFJS } from "unpdf";

beforeAll(() => getResolvedPDFJS(), 300_000);
