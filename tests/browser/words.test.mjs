// The engine's words follow the page's language: prompt, action menus and labels, player panels,
// info panels and the game record are rendered from the games' message catalogues (Age of Steam,
// Steam Power), and switching back restores them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, shot, startGame, withApp } from './helpers.mjs';

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
  const groups = await text(page, '.action-group h4');
  assert.ok(groups.some((g) => g.startsWith('Emitir Ações')), `groups: ${groups}`);
  const labels = await text(page, '[data-testid="action"]');
  assert.ok(labels.includes('Não emitir ações'), `labels: ${labels}`);
  assert.ok(labels.some((l) => /^Emitir 1 ação \(\+\$5\)$/.test(l)), `labels: ${labels}`);
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
