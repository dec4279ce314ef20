import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { articlePage } from "../fixtures/markdown/article-page";

const convert = (tail: string) => htmlToMarkdown(articlePage({ tail }), { url: "https://food.example.com/harbour-stew" }).markdown;
const photo = (n: number) => `<img src="https://food.example.com/steps/${n}.jpg" alt="">`;

describe("htmlToMarkdown: steps with a photo each (Readability removed them as a gallery)", () => {
  it("keeps a recipe's directions whose steps each hold a line break or bold text beside their photo", () => {
    const markdown = convert(
      `<div class="recipe-card-directions"><h3>Directions</h3><ol class="directions-list">` +
        `<li>Dice the fish and pat it dry with paper towels.<br>${photo(1)}</li>` +
        `<li><strong>Fry</strong> the onions until golden, about five minutes.<br>${photo(2)}</li>` +
        `<li>Add the stock and simmer for twenty minutes.${photo(3)}</li></ol></div>`,
    );
    expect(markdown).toContain("### Directions");
    expect(markdown).toMatch(/1\. Dice the fish and pat it dry with paper towels\. {2}\n {3}!\[\]\(https:\/\/food\.example\.com\/steps\/1\.jpg\)/);
    expect(markdown).toContain("2. **Fry** the onions until golden");
    expect(markdown).toContain("3. Add the stock and simmer for twenty minutes.");
  });

  it("keeps a how-to's bulleted screenshots", () => {
    const markdown = convert(
      `<ul><li>Open <strong>Settings</strong> from the menu. ${photo(1)}</li>` +
        `<li>Choose <em>Privacy</em> and scroll down. ${photo(2)}</li>` +
        `<li>Turn off location history. ${photo(3)}</li></ul>`,
    );
    expect(markdown).toContain("Open **Settings** from the menu.");
    expect(markdown).toContain("Turn off location history.");
  });

  it("still removes a list of offers whose items only carry an icon inside their sentence", () => {
    const icon = `<img src="https://food.example.com/badge-premium.svg" alt="Premium">`;
    const markdown = convert(
      `<div class="offer"><ul><li>One ${icon} article a month for free</li><li>Every ${icon} recipe on the site</li>` +
        `<li>The weekly ${icon} newsletter</li></ul></div>`,
    );
    expect(markdown).not.toContain("article a month for free");
  });

  it("still removes a gallery of thumbnails whose captions link elsewhere", () => {
    const markdown = convert(
      `<ul class="more">${[1, 2, 3]
        .map((n) => `<li>${photo(n)}<br><a href="https://food.example.com/recipe-${n}">Another recipe from our kitchen number ${n}</a></li>`)
        .join("")}</ul>`,
    );
    expect(markdown).not.toContain("Another recipe from our kitchen");
  });
});
