// The engine's words follow the page's language: prompt, action menus and labels, player panels,
// info panels and the game record are rendered from the games' message catalogues (Age of Steam,
// Steam Power), and switching back restores them. In Portuguese, Spanish and Polish a full turn of
// each game, with computer seats, leaves no English catalogue string on the table.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, shot, startGame, withApp } from './helpers.mjs';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const env = withApp(before, after);

const text = (page, sel) => page.locator(sel).allInnerTexts();
// Text as written, whatever the style does to its case.
const words = (page, sel) => page.locator(sel).allTextContents();

test('Age of Steam speaks Portuguese when the page does, record included', async () => {
  const { context, page } = await newPage(env.browser, { locale: 'en-US' });
  await openHome(page, env.url);
  await startGame(page);
  assert.match(await page.innerText('[data-testid="prompt"]'), /issue shares \(\$5 each\) or none/);
  await page.locator('[data-testid="action"]', { hasText: 'Issue no shares' }).click();
  await page.waitForSelector('[data-testid="log-line"]');
  assert.match((await text(page, '[data-testid="log-line"]')).join('\n'), /issues no shares/);
  assert.ok((await text(page, '[data-testid="player-panel"] dt')).includes('Cash'));
  const titlesEn = (await words(page, '[data-testid="info-panel"] summary')).map((t) => t.trim());
  assert.ok(titlesEn.some((t) => t.includes('goods display')), `titles: ${titlesEn}`);
  assert.ok(titlesEn.includes('Bag'), `titles: ${titlesEn}`);

  await page.selectOption('[data-testid="language-picker"]', 'pt');
  await page.waitForFunction(() => document.querySelector('[data-testid="prompt"]').textContent.includes('Emitir Ações'));
  assert.match(await page.innerText('[data-testid="prompt"]'), /Emitir Ações \(\$5 cada\) ou nenhuma/);
  // The share counts are a stepper (its menu's name over it); "issue none" stays a button.
  const groups = await text(page, '.action-group h4, [data-testid="stepper"] h4');
  assert.ok(groups.some((g) => g.startsWith('Emitir Ações')), `groups: ${groups}`);
  const labels = await text(page, '[data-testid="action"]');
  assert.ok(labels.includes('Não emitir ações'), `labels: ${labels}`);
  const confirm = await page.innerText('[data-testid="stepper-confirm"]');
  assert.match(confirm, /^Confirmar: Emitir 1 ação \(\+\$5\)$/, `stepper: ${confirm}`);
  const record = (await text(page, '[data-testid="log-line"]')).join('\n');
  assert.match(record, /não emite ações/);
  assert.doesNotMatch(record, /issues no shares/);
  const figures = await text(page, '[data-testid="player-panel"] dt');
  assert.ok(figures.includes('Dinheiro') && figures.includes('Renda'), `figures: ${figures}`);
  assert.ok(!figures.includes('Cash'), `figures: ${figures}`);
  const titles = (await words(page, '[data-testid="info-panel"] summary')).map((t) => t.trim());
  assert.ok(titles.some((t) => t.includes('Contador de Mercadorias')), `titles: ${titles}`);
  assert.ok(titles.includes('Sacola'), `titles: ${titles}`);
  await shot(page, 'words-pt');

  await page.selectOption('[data-testid="language-picker"]', 'en');
  await page.waitForFunction(() => document.querySelector('[data-testid="prompt"]').textContent.includes('issue shares'));
  assert.match((await text(page, '[data-testid="log-line"]')).join('\n'), /issues no shares/);
  assert.ok((await text(page, '[data-testid="player-panel"] dt')).includes('Cash'));
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('Steam Power speaks Portuguese when the page does, record included', async () => {
  const { context, page } = await newPage(env.browser, { locale: 'en-US' });
  await openHome(page, env.url);
  await startGame(page, { game: 'steam-power', players: 1 });
  assert.match(await page.innerText('[data-testid="prompt"]'), /Round 1 of 8: .* company takes one action/);
  await page.locator('[data-testid="action"]', { hasText: 'Take $3' }).click();
  await page.waitForSelector('[data-testid="log-line"]');
  assert.match((await text(page, '[data-testid="log-line"]')).join('\n'), /takes \$3/);
  assert.ok((await text(page, '[data-testid="player-panel"] dt')).includes('Contracts in hand'));

  await page.selectOption('[data-testid="language-picker"]', 'pt');
  await page.waitForFunction(() => document.querySelector('[data-testid="prompt"]').textContent.includes('Rodada'));
  assert.match(await page.innerText('[data-testid="prompt"]'), /Rodada 1 de 8: Empresa .* realiza uma ação/);
  const labels = await text(page, '[data-testid="action"]');
  assert.ok(labels.includes('Pegar $3 do Banco'), `labels: ${labels}`);
  assert.ok(!labels.includes('Take $3'), `labels: ${labels}`);
  assert.ok(labels.includes('Construir Trilhos') && labels.includes('Pegar 2 Peças de Contrato'), `labels: ${labels}`);
  const record = (await text(page, '[data-testid="log-line"]')).join('\n');
  assert.match(record, /pega \$3 do Banco/);
  assert.match(record, /Trem .* comprado da sacola/);
  assert.doesNotMatch(record, /takes \$3/);
  const figures = await text(page, '[data-testid="player-panel"] dt');
  assert.ok(figures.includes('Dinheiro') && figures.includes('Contratos na mão'), `figures: ${figures}`);
  const titles = (await words(page, '[data-testid="info-panel"] summary')).map((t) => t.trim());
  for (const title of ['Empresas', 'Recursos', 'Peças de Trilho']) {
    assert.ok(titles.includes(title), `titles: ${titles}`);
  }
  await shot(page, 'words-pt-steam-power');

  await page.selectOption('[data-testid="language-picker"]', 'en');
  await page.waitForFunction(() => document.querySelector('[data-testid="prompt"]').textContent.includes('Round'));
  assert.match((await text(page, '[data-testid="log-line"]')).join('\n'), /takes \$3/);
  assert.deepEqual(page.errors, []);
  await context.close();
});

// Every static English string of the catalogues (engine messages and page locales) whose
// translation in `lang` differs: none of them may be a visible text node of the table.

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const CATALOGUES = ['src/games/words', 'src/rail/words', 'src/games/age_of_steam/words', 'src/games/steam_power/words', 'src/ui/locales'];
const catalogue = (lang) => Object.assign({}, ...CATALOGUES.map((d) => JSON.parse(readFileSync(join(root, d, `${lang}.json`), 'utf8'))));

function englishOnly(lang) {
  const en = catalogue('en');
  const other = catalogue(lang);
  const out = new Set();
  for (const [k, t] of Object.entries(en)) {
    if (!/[{}%]/.test(t) && /[A-Za-z]{2}/.test(t) && other[k] !== t) out.add(t.trim());
  }
  return out;
}

/** Visible text nodes of the table, trimmed. */
const visibleTexts = (page) => page.evaluate(() => {
  const out = [];
  const walk = document.createTreeWalker(document.querySelector('[data-testid="table"]'), NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const t = n.textContent.trim();
    const el = n.parentElement;
    if (!t || !el || el.closest('desc, title, option, script, style')) continue;
    if (el.checkVisibility && !el.checkVisibility()) continue;
    out.push(t);
  }
  return out;
});

async function assertNoEnglish(page, lang, where) {
  const english = englishOnly(lang);
  const found = (await visibleTexts(page)).filter((t) => english.has(t));
  assert.deepEqual(found, [], `${where}: English on the ${lang} table`);
}

const moves = async (page) => page.evaluate(() => {
  const k = Object.keys(localStorage).find((k) => k.startsWith('railyard.save.'));
  return k ? JSON.parse(localStorage.getItem(k)).actions.length : 0;
});

/** Plays the first seat's decisions (preferring the labels in `prefer`) until `done`. */
async function playUntil(page, done, prefer, lang, where) {
  const actions = page.locator('[data-testid="action"]');
  for (let i = 0; i < 120; i++) {
    await page.waitForFunction(() => document.querySelector('[data-testid="hand-over"]')
      || (document.querySelectorAll('[data-testid="action"]').length > 0
        && !document.querySelector('[data-testid="bot-thinking"]')), null, { timeout: 30000 }).catch(() => {});
    if (await done()) return;
    if (await page.locator('[data-testid="hand-over"]').count()) {
      await assertNoEnglish(page, lang, `${where}, hand-over`);
      await page.click('[data-testid="hand-over-ready"]');
      continue;
    }
    if (i % 4 === 0) await assertNoEnglish(page, lang, `${where}, decision ${i}`);
    const labels = (await actions.allTextContents()).map((t) => t.trim());
    let pick = labels.findIndex((l) => prefer.some((p) => l.startsWith(p)));
    if (pick < 0) pick = 0;
    const before = await moves(page);
    await actions.nth(pick).click({ timeout: 5000 }).catch(async (e) => {
      await shot(page, `words-stuck-${lang}`);
      throw e;
    });
    await page.waitForFunction((n) => {
      const k = Object.keys(localStorage).find((k) => k.startsWith('railyard.save.'));
      return JSON.parse(localStorage.getItem(k)).actions.length > n;
    }, before, { timeout: 10000 });
  }
  assert.fail(`${where}: the turn did not end`);
}

const record = async (page) => (await page.locator('[data-testid="log-line"]').allTextContents()).join('\n');

for (const lang of ['pt', 'es', 'pl']) {
  test(`a full turn of each game in ${lang} shows no English catalogue text`, async () => {
    const words = catalogue(lang);
    const { context, page } = await newPage(env.browser, { locale: 'en-US' });
    await openHome(page, env.url);
    await page.selectOption('[data-testid="language-picker"]', lang);
    await startGame(page, { game: 'age-of-steam', players: 3, bots: [1, 2] });
    const turn2 = words['aos.log.turn'].replace('{turn}', '2').split('{turns}')[0];
    const prefer = ['aos.label.shares', 'aos.label.no-shares', 'aos.label.drop-out', 'aos.label.end-build', 'aos.label.pass']
      .map((k) => words[k].split(' (')[0].split('{')[0]);
    await playUntil(page, async () => (await record(page)).includes(turn2), prefer, lang, 'Age of Steam');
    await assertNoEnglish(page, lang, 'Age of Steam, turn 2');
    await shot(page, `words-table-${lang}-age-of-steam`);

    await page.click('[data-testid="back-home"]').catch(() => page.goto(env.url));
    await page.waitForSelector('[data-testid="new-game"]');
    await startGame(page, { game: 'steam-power', players: 2, bots: [1] });
    const take = words['sp.label.take-money'].replace('{amount}', lang === 'es' ? '$\u00a03' : '$3');
    // Two actions each, and the first seat's turn again: a whole round.
    await playUntil(page, async () => (await moves(page)) >= 4, [take], lang, 'Steam Power');
    await assertNoEnglish(page, lang, 'Steam Power, round 2');
    await shot(page, `words-table-${lang}-steam-power`);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}
