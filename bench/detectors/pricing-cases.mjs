// Ground truth for the pricing-page histories (from ../shared/corpus/pricing-pages/SOURCES.md §3,
// checked against the files), the traps that must raise nothing, and planted plan changes.
import { parseHTML } from "linkedom";

const c = (change_type, plan) => ({ change_type, plan });

/** Consecutive versions and the changes a user should be told about (plan = name after the change, or #n). */
export const EXPECTED_HISTORY = {
  "healthchecks-pricing-template": [
    { from: "healthchecks_pricing_2015-12-28_31c10d35.html", to: "healthchecks_pricing_2017-03-07_666706ef.html", changes: [c("price_changed", "#3")] },
    { from: "healthchecks_pricing_2017-03-07_666706ef.html", to: "healthchecks_pricing_2017-07-15_c04017c2.html", changes: [c("price_changed", "#3")] },
    // Names appear on the three cards (same prices); the annual block is new markup for the same plans.
    { from: "healthchecks_pricing_2017-07-15_c04017c2.html", to: "healthchecks_pricing_2017-11-05_cf5cbfaa.html", changes: [c("plan_renamed", "Free"), c("plan_renamed", "Standard"), c("plan_renamed", "Plus")] },
    { from: "healthchecks_pricing_2017-11-05_cf5cbfaa.html", to: "healthchecks_pricing_2018-03-04_01fef3d0.html", changes: [c("price_changed", "Standard"), c("price_changed", "Plus")] },
    // Trap: the page's default toggle moves to annual; prices are the same.
    { from: "healthchecks_pricing_2018-03-04_01fef3d0.html", to: "healthchecks_pricing_2018-05-15_79d940ae.html", changes: [] },
    { from: "healthchecks_pricing_2018-05-15_79d940ae.html", to: "healthchecks_pricing_2018-09-25_9e9c504e.html", changes: [c("plan_renamed", "Hobbyist"), c("plan_renamed", "Business"), c("plan_renamed", "Business Plus")] },
    // Trap: back to the monthly display.
    { from: "healthchecks_pricing_2018-09-25_9e9c504e.html", to: "healthchecks_pricing_2019-10-30_c13ec18a.html", changes: [] },
    { from: "healthchecks_pricing_2019-10-30_c13ec18a.html", to: "healthchecks_pricing_2020-04-07_f1880657.html", changes: [c("plan_added", "Supporter")] },
    { from: "healthchecks_pricing_2020-04-07_f1880657.html", to: "healthchecks_pricing_2023-03-10_bad4b9ad.html", changes: [] },
  ],
  "inlets-pricing-jekyll": [
    { from: "inlets_pricing_2020-08-18_9fc1636.html", to: "inlets_pricing_2020-08-21_c4b25e5.html", changes: [c("currency_changed", "Personal"), c("currency_changed", "Professional")] },
    { from: "inlets_pricing_2020-08-21_c4b25e5.html", to: "inlets_pricing_2020-12-23_a7d5d01.html", changes: [c("plan_removed", "Professional"), c("plan_added", "Business")] },
    { from: "inlets_pricing_2020-12-23_a7d5d01.html", to: "inlets_pricing_2021-07-16_f451188.html", changes: [c("price_changed", "Personal"), c("price_changed", "Business")] },
    // The Enterprise card is gone (its "Buy Enterprise" link moved to the new Uplink card).
    { from: "inlets_pricing_2021-07-16_f451188.html", to: "inlets_pricing_2023-02-22_0d35967.html", changes: [c("plan_removed", "Enterprise"), c("plan_added", "Uplink for SaaS"), c("price_changed", "Personal"), c("price_changed", "Business")] },
    { from: "inlets_pricing_2023-02-22_0d35967.html", to: "inlets_pricing_2023-05-18_b4b55e0.html", changes: [c("price_changed", "Business")] },
    { from: "inlets_pricing_2023-05-18_b4b55e0.html", to: "inlets_pricing_2024-04-05_a162581.html", changes: [c("price_changed", "Personal"), c("price_changed", "Business")] },
    { from: "inlets_pricing_2024-04-05_a162581.html", to: "inlets_pricing_2026-06-02_8edd37a.html", changes: [c("plan_renamed", "inlets Personal"), c("plan_renamed", "inlets Pro Commercial"), c("plan_renamed", "Inlets Uplink"), c("price_changed", "Inlets Uplink")] },
  ],
  "redash-website-jekyll": [
    // Control: new layout and a "Self Hosted" block, same plans and prices.
    { from: "redash_pricing_2018-03-15_2730548.html", to: "redash_pricing_2018-03-31_01308c7.html", changes: [] },
    { from: "redash_pricing_2018-03-31_01308c7.html", to: "redash_pricing_2018-05-25_de35575.html", changes: [c("plan_removed", "Lite"), c("plan_added", "Starter"), c("plan_renamed", "Pro")] },
    // Only a limit's wording changed.
    { from: "redash_pricing_2018-05-25_de35575.html", to: "redash_pricing_2018-09-24_75ee7ec.html", changes: [] },
  ],
};

/** Inserts `snippet` right after the element that holds the first plan's name (or at the start of <body>). */
function insertNearFirstPlan(html, state, snippet) {
  const name = state.plans.find((p) => p.name)?.name;
  if (!name) return snippet + html;
  const { document } = parseHTML(html);
  let top = null;
  if (name) {
    const all = document.querySelectorAll("*");
    for (let i = 0; i < all.length && !top; i++) if (all[i].children.length === 0 && squash(all[i].textContent) === name) top = all[i];
    while (top?.parentElement && squash(top.parentElement.textContent) === name) top = top.parentElement;
  }
  if (top) top.insertAdjacentHTML("afterend", snippet);
  else (document.body ?? document.documentElement).insertAdjacentHTML("afterbegin", snippet);
  return document.toString();
}

const squash = (text) => (text ?? "").replace(/\s+/g, " ").trim();

/** Markup a visitor never sees as a price: none of it may raise a change. */
export const TRAPS = [
  { name: "commented-out plan", apply: (html, s) => insertNearFirstPlan(html, s, `<!-- <div class="plan"><h3>Legacy</h3><p class="price">$999/mo</p></div> -->`) },
  { name: "hidden plan (display:none)", apply: (html, s) => insertNearFirstPlan(html, s, `<div class="plan" style="display: none"><h3>Secret</h3><p class="price">$777/mo</p></div>`) },
  { name: "hidden plan (hidden attribute)", apply: (html, s) => insertNearFirstPlan(html, s, `<div class="plan" hidden><h3>Internal</h3><p class="price">$555/mo</p></div>`) },
  { name: "script-filled price", apply: (html, s) => insertNearFirstPlan(html, s, `<script>window.__PRICES__ = {"pro": "$444/mo"}; document.write("$333/mo")</script><span class="price js-price"></span>`) },
  { name: "struck-through old price", apply: (html, s) => insertNearFirstPlan(html, s, `<del>$1,234/mo</del>`) },
  { name: "template and noscript copies", apply: (html, s) => insertNearFirstPlan(html, s, `<template><div class="plan"><h3>Copy</h3><p>$222/mo</p></div></template><noscript><div class="plan"><h3>NoJS</h3><p>$111/mo</p></div></noscript>`) },
];

/** The card of a named plan: the largest ancestor (≤ 8 levels) whose text holds no other plan name. */
function cardOf(doc, state, name) {
  const others = state.plans.map((p) => p.name).filter((n) => n && n !== name);
  const all = doc.querySelectorAll("*");
  let label = null;
  for (let i = 0; i < all.length; i++) {
    const el = all[i];
    if ((el.textContent ?? "").replace(/\s+/g, " ").trim() === name && el.children.length === 0) { label = el; break; }
  }
  if (!label) return null;
  let card = label;
  for (let node = label.parentElement, level = 0; node && level < 8; node = node.parentElement, level++) {
    const text = node.textContent ?? "";
    if (node.localName === "body" || others.some((o) => text.includes(o))) break;
    card = node;
  }
  return card === label ? null : { card, label };
}

/** Clones the first named plan's card as "Planted Enterprise" at a new price. */
export function plantPlanAdded(html, state) {
  const plan = state.plans.find((p) => p.name && p.amount);
  if (!plan) return null;
  const { document } = parseHTML(html);
  const found = cardOf(document, state, plan.name);
  if (!found) return null;
  const clone = found.card.cloneNode(true);
  const label = [...clone.querySelectorAll("*")].find((el) => el.children.length === 0 && (el.textContent ?? "").trim() === plan.name);
  if (!label) return null;
  label.textContent = "Planted Enterprise";
  found.card.parentNode.insertBefore(clone, found.card.nextSibling);
  return document.toString();
}

/** Removes the last named plan's card. */
export function plantPlanRemoved(html, state) {
  const { document } = parseHTML(html);
  // The last named plan that has a card of its own (a plan only named in a sentence has none).
  for (const plan of [...state.plans].reverse().filter((p) => p.name)) {
    const found = cardOf(document, state, plan.name);
    if (!found) continue;
    found.card.remove();
    return document.toString();
  }
  return null;
}
