// The saved-games list under hostile saves: whatever one save holds (planted in storage as the
// first release could have stored it, or imported), the list is drawn, the bad entry is marked
// and can be exported and deleted, the others are untouched, and nothing is replayed to draw it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, FIXTURES, newPage, openHome, startGame, storedSaves, tableDrawn, withApp } from './helpers.mjs';

const env = withApp(before, after);

/** A game in play as the first release wrote it (format 1, numeric seed), with changes. */
function saveText(changes = {}, actions = 5) {
  const text = readFileSync(join(FIXTURES, 'age-of-steam-4p-seed2.json'), 'utf8');
  const save = JSON.parse(text);
  save.actions = save.actions.slice(0, actions);
  save.updated_ms = 1_700_000_000_000;
  return JSON.stringify({ ...save, ...changes });
}

const file = (name, text) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
const items = (page) => page.locator('[data-testid="save-item"]');
const item = (page, id) => page.locator(`[data-testid="save-item"][data-save-id="${id}"]`);
const listShot = (page, name) => page.locator('[data-testid="saved-games"]').screenshot({ path: join(ARTIFACTS, `${name}.png`) });
const noticeText = async (page) => (await page.waitForSelector('[data-testid="notice"]')).textContent();

/** Waits until no entry is still being checked (summaries of old saves are rebuilt after drawing). */
async function settled(page, count) {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="save-item"]').length === n
    && !document.querySelector('[data-testid="save-checking"]'), count);
}

test('a save with a non-ASCII seat colour is refused on import, and one already stored never blanks the list', async () => {
  const { context, page } = await newPage(env.browser, { acceptDownloads: true });
  await openHome(page, env.url);
  const euro = (i) => { const s = JSON.parse(saveText()); s.players[i].colour = '€'; return JSON.stringify(s); };
  await page.setInputFiles('[data-testid="import-file"]', file('euro.json', euro(1)));
  assert.match(await noticeText(page), /seat 2's colour “€”/);
  assert.equal(await items(page).count(), 0, 'nothing stored');

  // As the first release could have stored it: the save, and a summary claiming the bad colour.
  await page.evaluate(([good, bad]) => {
    localStorage.setItem('railyard.save.good', good);
    localStorage.setItem('railyard.save.euro', bad);
    localStorage.setItem('railyard.summary.euro', JSON.stringify({
      summary: 1, name: 'Euro', game: 'age-of-steam', map: 'rust-belt', moves: 5, finished: false,
      players: [{ name: 'A', colour: '€', bot: false }, { name: 'B', colour: '#€€', bot: false }, { name: 'C', colour: '#12€45', bot: false }],
    }));
  }, [saveText({ name: 'Good game' }), euro(2)]);
  for (let reload = 0; reload < 2; reload++) {
    await page.reload();
    await page.waitForSelector('[data-testid="saved-games"]');
    await settled(page, 2);
  }
  assert.ok(await item(page, 'euro').count(), 'the hostile entry is listed');
  assert.deepEqual(page.errors, [], 'no panic');
  // Opening it says why it is damaged; back home the list shows that without a replay.
  await page.goto(env.url + '#/game/euro');
  assert.match(await (await page.waitForSelector('[data-testid="open-error"]')).textContent(), /colour/);
  await page.click('[data-testid="back-home"]');
  await settled(page, 2);
  const bad = item(page, 'euro');
  assert.match(await bad.locator('[data-testid="damage-reason"]').textContent(), /seat 3's colour/);
  assert.ok(await bad.locator('[data-testid="resume"]').isDisabled());
  await listShot(page, 'save-list-hostile-colour');
  const download = page.waitForEvent('download');
  await bad.locator('[data-testid="export"]').click();
  assert.ok(readFileSync(await (await download).path(), 'utf8').includes('€'), 'exported as stored, for rescue');
  await bad.locator('[data-testid="delete"]').click();
  await bad.locator('[data-testid="delete"]').click();
  await settled(page, 1);
  assert.equal(await page.evaluate(() => localStorage.getItem('railyard.summary.euro')), null);
  await item(page, 'good').locator('[data-testid="resume"]').click();
  await tableDrawn(page);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('long, right-to-left, invisible, duplicate and empty-key entries keep the list usable', async () => {
  const { context, page } = await newPage(env.browser, { viewport: { width: 800, height: 700 } });
  await openHome(page, env.url);
  const long = 'W'.repeat(10_000);
  await page.setInputFiles('[data-testid="import-file"]', file('long.json', saveText({ name: long })));
  await settled(page, 1);
  assert.equal((await page.textContent('[data-testid="save-name"]')).length, 60, 'imported names are capped');
  const twice = saveText({ name: 'Twice' });
  for (const n of [1, 2]) {
    await page.setInputFiles('[data-testid="import-file"]', file(`twice${n}.json`, twice));
    await settled(page, 1 + n);
  }
  const names = await page.locator('[data-testid="save-name"]').allTextContents();
  assert.ok(names.includes('Twice') && names.includes('Twice (2)'), names.join(' | '));

  // Stored by an earlier release as they are: nothing cleaned them then.
  await page.evaluate((texts) => {
    for (const [id, text] of Object.entries(texts)) localStorage.setItem(`railyard.save.${id}`, text);
  }, {
    long: saveText({ name: long }),
    rtl: saveText({ name: '\u202Eemag desrever' }),
    blank: saveText({ name: '\u200B\u200B\u200D' }),
    future: saveText({ name: 'Far future', updated_ms: 1e20 }),
    rtlseat: (() => { const s = JSON.parse(saveText({ name: 'Seat override' })); s.players[0].name = '\u202EAnn'; return JSON.stringify(s); })(),
    '': saveText({ name: 'Empty key' }),
  });
  await page.reload();
  await page.waitForSelector('[data-testid="saved-games"]');
  await settled(page, 9);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 800, `the page stays ${width}px wide`);
  const listText = await page.textContent('[data-testid="saved-games"]');
  assert.ok(!/[\u202A-\u202E\u2066-\u2069]/.test(listText), 'no direction override reaches the page');
  assert.ok(!listText.includes('Invalid Date'));
  assert.equal(await item(page, 'rtl').locator('[data-testid="save-name"]').textContent(), 'emag desrever');
  assert.equal(await item(page, 'rtl').locator('[data-testid="save-name"]').evaluate((e) => getComputedStyle(e).unicodeBidi), 'isolate');
  assert.equal(await item(page, 'blank').locator('[data-testid="save-name"]').textContent(), 'Age of Steam');
  assert.match(await item(page, 'rtlseat').locator('[data-testid="damage-reason"]').textContent(), /seat 1/);
  const empty = item(page, '');
  assert.ok(await empty.locator('[data-testid="save-damaged"]').count(), 'an entry under an empty key is marked');
  assert.ok(await empty.locator('[data-testid="resume"]').isDisabled());
  // Every entry's buttons stay inside the card.
  const card = await page.locator('[data-testid="saved-games"]').boundingBox();
  for (const box of await page.locator('[data-testid="delete"]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))) {
    assert.ok(box <= card.x + card.width + 1, 'delete button within the card');
  }
  await listShot(page, 'save-list-odd-names');
  await empty.locator('[data-testid="delete"]').click();
  await empty.locator('[data-testid="delete"]').click();
  await settled(page, 8);
  assert.equal(await page.evaluate(() => localStorage.getItem('railyard.save.')), null);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the home list is drawn from summaries, never by replaying saves', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await startGame(page);
  await page.locator('[data-testid="action"]').first().click();
  await page.waitForSelector('[data-testid="log-line"]');
  const [[key, text]] = await storedSaves(page);
  const id = key.slice('railyard.save.'.length);
  const summary = await page.evaluate((id) => JSON.parse(localStorage.getItem(`railyard.summary.${id}`)), id);
  assert.equal(summary.moves, 1, 'a summary is written with the save');
  assert.equal(summary.round, 1);
  // Break the log but keep the summary: a list that replayed would mark the save damaged.
  await page.evaluate(([key, text]) => {
    const save = JSON.parse(text);
    save.actions.push({ NoSuchAction: 1 });
    localStorage.setItem(key, JSON.stringify(save));
  }, [key, text]);
  await page.click('[data-testid="back-home"]');
  await settled(page, 1);
  assert.equal(await page.locator('[data-testid="save-damaged"]').count(), 0, 'not replayed');
  assert.match(await page.textContent('[data-testid="save-item"]'), /Round 1/);

  // A save of the first release has no summary: it is rebuilt once, after the list is drawn.
  await page.evaluate((text) => localStorage.setItem('railyard.save.old', text), saveText({ name: 'Old release' }, 292));
  await page.reload();
  await settled(page, 2);
  const rebuilt = await page.evaluate(() => JSON.parse(localStorage.getItem('railyard.summary.old')));
  assert.equal(rebuilt.finished, true);
  assert.equal(rebuilt.moves, 292);
  assert.match(await item(page, 'old').textContent(), /Finished/);
  await item(page, 'old').locator('[data-testid="resume"]').click();
  await page.waitForSelector('[data-testid="final-scores"]');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a full storage and a far-future format are reported as what they are', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  const future = saveText({ version: 4294967297 });
  await page.setInputFiles('[data-testid="import-file"]', file('future.json', future));
  const tooNew = await noticeText(page);
  assert.match(tooNew, /4294967297/);
  assert.doesNotMatch(tooNew, /format 1\b/);
  await page.click('[data-testid="notice-dismiss"]');
  await page.evaluate(() => {
    Storage.prototype.setItem = function () { throw new DOMException('quota', 'QuotaExceededError'); };
  });
  await page.setInputFiles('[data-testid="import-file"]', file('game.json', saveText()));
  const full = await noticeText(page);
  assert.match(full, /storage for Railyard is full/);
  assert.doesNotMatch(full, /readable|QuotaExceeded/);
  assert.equal(await items(page).count(), 0);
  await context.close();
});

test('an exported save keeps a seed above 2^53 through a JavaScript round trip', async () => {
  const { context, page } = await newPage(env.browser, { acceptDownloads: true });
  await openHome(page, env.url);
  const big = '18446744073709551557';
  // Format 1 wrote the seed as a bare number; the text keeps every digit.
  await page.evaluate((text) => localStorage.setItem('railyard.save.big', text), saveText().replace('"seed":2', `"seed":${big}`));
  await page.reload();
  await settled(page, 1);
  const download = page.waitForEvent('download');
  await item(page, 'big').locator('[data-testid="export"]').click();
  const exported = readFileSync(await (await download).path(), 'utf8');
  assert.equal(JSON.parse(exported).seed, big, 'the seed is written as a string');
  const roundTripped = JSON.stringify(JSON.parse(exported));
  await page.setInputFiles('[data-testid="import-file"]', file('again.json', roundTripped));
  await settled(page, 2);
  const [[, imported]] = (await storedSaves(page)).filter(([k]) => k !== 'railyard.save.big');
  assert.equal(JSON.parse(imported).seed, big, 'the imported copy has the same seed');
  await context.close();
});

test('why a save is refused is said in the reader\'s language, with what the file holds as it is', async () => {
  const { context, page } = await newPage(env.browser, { locale: 'pt-PT' });
  await openHome(page, env.url);
  const noticeSays = (re) => page.waitForFunction((src) => new RegExp(src).test(document.querySelector('[data-testid="notice"]')?.textContent || ''), re.source);
  // A colour that looks like one of the sentence's own placeholders is written as the file has it.
  const odd = JSON.parse(saveText());
  odd.players[1].colour = '%why%';
  await page.setInputFiles('[data-testid="import-file"]', file('cor.json', JSON.stringify(odd)));
  await noticeSays(/Não foi possível importar o jogo: a cor do lugar 2, “%why%”, não é uma cor como #1a2b3c/);
  await page.setInputFiles('[data-testid="import-file"]', file('mapa.json', saveText({ map: 'atlantida' })));
  await noticeSays(/jogo ou mapa desconhecido: mapa “atlantida” de Age of Steam/);
  await page.setInputFiles('[data-testid="import-file"]', file('lixo.json', '{"format": "railyard-save"}'));
  await noticeSays(/não é um ficheiro de jogo legível: não indica a versão do formato/);
  // A text that is not JSON is placed by line and column, not described in the reader's English.
  await page.setInputFiles('[data-testid="import-file"]', file('partido.json', '{\n  "format" "railyard-save"\n}'));
  await noticeSays(/não é um ficheiro de jogo legível: o texto não é JSON \(linha 2, coluna 12\)/);
  await page.setInputFiles('[data-testid="import-file"]', file('cortado.json', saveText().slice(0, 200)));
  await noticeSays(/não é um ficheiro de jogo legível: o texto termina antes do fim/);
  assert.equal(await items(page).count(), 0, 'nothing stored');

  // A stored save whose sixth action the rules refuse: the list (no games' words in its module)
  // and the table (which has them) each say it in Portuguese.
  const refused = JSON.parse(saveText({ name: 'Recusado' }));
  refused.actions.push('EndBuild');
  await page.evaluate((text) => localStorage.setItem('railyard.save.refused', text), JSON.stringify(refused));
  await page.reload();
  await page.waitForSelector('[data-testid="save-damaged"]');
  const reason = await item(page, 'refused').locator('[data-testid="damage-reason"]').textContent();
  assert.match(reason, /a ação 6 \(.*EndBuild.*\) foi recusada: as regras não o permitem/);
  await page.goto(env.url + '#/game/refused');
  const error = await (await page.waitForSelector('[data-testid="open-error"]')).textContent();
  assert.match(error, /a ação 6 \(.*EndBuild.*\) foi recusada: não é o momento de construir/);
  assert.doesNotMatch(reason + error, /was refused|rules do not/);
  // Back home, the line the table kept follows a change of language.
  await page.goto(env.url);
  await page.waitForSelector('[data-testid="save-damaged"]');
  await page.selectOption('[data-testid="language-picker"]', 'es');
  await page.waitForFunction(() => /la acción 6 \(.*EndBuild.*\) fue rechazada: las reglas no lo permiten/.test(document.querySelector('[data-testid="damage-reason"]')?.textContent || ''));
  await context.close();
});
