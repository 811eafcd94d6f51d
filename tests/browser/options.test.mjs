// A game's set-up options on the home screen: offered with their defaults checked and a line on
// what each value changes, carried into the game's setup, shown on the table and in the
// saved-games list, and kept across a reload. Checked at phone and tablet widths.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, shot, storedSaves, tableDrawn, withApp } from './helpers.mjs';

const env = withApp(before, after);

const stored = async (page) => JSON.parse((await storedSaves(page))[0][1]);
const checked = (page, id) => page.locator(`[data-testid="option-${id}"] input`).isChecked();

/** Nothing is wider than the viewport, and every choice is a tap target of at least 44px. */
async function fitsAndTaps(page) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  assert.ok(scroll <= width, `the page scrolls sideways: ${scroll} > ${width}`);
  for (const box of await page.locator('[data-testid="game-options"] label.choice').evaluateAll(
    (els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.width, r.height]),
  )) {
    assert.ok(box[0] >= 44 && box[1] >= 44, `a choice is ${box[0]}x${box[1]}`);
  }
}

test('a non-default option chosen at phone width reaches the game, the table and the list, and survives a reload', async () => {
  const { context, page } = await newPage(env.browser, { viewport: { width: 360, height: 740 }, locale: 'en-US' });
  await openHome(page, env.url);
  await page.click('[data-testid="game-steam-power"]');
  const field = page.locator('[data-testid="option-edition"]');
  await field.waitFor();
  assert.equal((await field.locator('legend').textContent()).trim(), 'Rules edition');
  assert.ok(await checked(page, 'edition-2'), 'the default is preselected');
  assert.ok(!(await checked(page, 'edition-1')));
  assert.match(await page.textContent('[data-testid="option-edition-hint"]'), /as Railyard plays them today/);
  await page.click('[data-testid="option-edition-1"]');
  assert.ok(await checked(page, 'edition-1'));
  assert.match(await page.textContent('[data-testid="option-edition-hint"]'), /35 resources of each colour/);
  await fitsAndTaps(page);
  await field.scrollIntoViewIfNeeded();
  await shot(page, 'options-home-360');

  // Two seats, the second played by the computer (no hand-over screen in the way).
  await page.click('[data-testid="players-2"]');
  await page.check('[data-testid="seat-bot-1"]');
  await page.click('[data-testid="start-game"]');
  await tableDrawn(page);
  assert.equal((await page.textContent('[data-testid="table-options"]')).trim(), 'Rules edition: First release');
  assert.equal((await stored(page)).options.edition, '1', 'the setup names the chosen edition');
  // The engine plays that edition: 35 resources of each colour.
  const resources = () => page.locator('[data-testid="info-panel"]').allTextContents();
  assert.match((await resources()).join(' '), /of 35 in the supply/);
  await shot(page, 'options-table-360');

  await page.reload();
  await tableDrawn(page);
  assert.equal((await page.textContent('[data-testid="table-options"]')).trim(), 'Rules edition: First release');
  assert.match((await resources()).join(' '), /of 35 in the supply/);
  assert.equal((await stored(page)).options.edition, '1');

  await page.click('[data-testid="back-home"]');
  const listed = page.locator('[data-testid="save-item"] [data-testid="save-options"]');
  await listed.waitFor();
  assert.equal((await listed.textContent()).trim(), 'Rules edition: First release');
  await page.reload();
  await listed.waitFor();
  assert.equal((await listed.textContent()).trim(), 'Rules edition: First release', 'the list after a reload');
  await fitsAndTaps(page);
  await page.locator('[data-testid="saved-games"]').scrollIntoViewIfNeeded();
  await shot(page, 'options-list-360');

  // The words follow the page's language.
  await page.selectOption('[data-testid="language-picker"]', 'pt');
  await page.waitForFunction(() => document.querySelector('[data-testid="save-options"]').textContent.includes('Edição'));
  assert.equal((await listed.textContent()).trim(), 'Edição das regras: Primeira versão');
  assert.equal((await page.locator('[data-testid="option-edition"] legend').textContent()).trim(), 'Edição das regras');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('at tablet width each game offers its own options, and an untouched option starts at its default', async () => {
  const { context, page } = await newPage(env.browser, { viewport: { width: 768, height: 1024 }, locale: 'en-US' });
  await openHome(page, env.url);
  await page.click('[data-testid="game-age-of-steam"]');
  await page.locator('[data-testid="option-edition"]').waitFor();
  assert.ok(await checked(page, 'edition-2'));
  await page.click('[data-testid="option-edition-1"]');
  assert.match(await page.textContent('[data-testid="option-edition-hint"]'), /auction and redirect rules/);
  // A choice belongs to its game: Steam Power still offers its default.
  await page.click('[data-testid="game-steam-power"]');
  assert.ok(await checked(page, 'edition-2'), 'Steam Power keeps its own default');
  await page.click('[data-testid="game-age-of-steam"]');
  assert.ok(await checked(page, 'edition-1'), 'Age of Steam keeps the value picked for it');
  // Keyboard: the options are one radio group, arrows move the choice.
  await page.focus('[data-testid="option-edition-1"] input');
  await page.keyboard.press('ArrowLeft');
  assert.ok(await checked(page, 'edition-2'));
  await fitsAndTaps(page);
  await page.click('[data-testid="option-edition-1"]');
  await shot(page, 'options-home-768');
  await page.click('[data-testid="option-edition-2"]');

  await page.click('[data-testid="start-game"]');
  await tableDrawn(page);
  assert.equal((await page.textContent('[data-testid="table-options"]')).trim(), 'Rules edition: Current');
  assert.deepEqual((await stored(page)).options, { edition: '2' }, 'the default is written, not left out');
  await shot(page, 'options-table-768');
  assert.deepEqual(page.errors, []);
  await context.close();
});
