import { expect, test } from '@playwright/test';
import { formatFindings, scanPage, settle } from './a11yHelpers';
import { loginAsAdmin, mainMenu } from './helpers';

/**
 * Open data (issue 14 §3): an administrator (permission 92) exposes the documents, the public API
 * then answers them as CPSV-AP JSON-LD without signing in; a key is created and shown once, works as
 * X-Api-Key and stops working once revoked. The page passes axe (WCAG 2.1 AA).
 */
test('an administrator exposes a kind and creates a key shown once; the public URL answers JSON-LD', async ({ page, request }) => {
  await loginAsAdmin(page, '/configuracoes/dadosabertos');
  await expect(page.getByRole('heading', { level: 1, name: 'Dados abertos' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Dados abertos' })).toBeVisible();

  // Documents are not public by default (guests do not see them in the back-office).
  const before = await request.get('/api/opendata/documents');
  expect(before.status()).toBe(404);
  expect((await before.json()).code).toBe(-720);

  const documents = page.getByRole('checkbox', { name: 'Documentos' });
  await expect(documents).not.toBeChecked();
  await documents.check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('As definições dos dados abertos foram guardadas.')).toBeVisible();
  const urls = page.getByRole('region', { name: 'Endereços públicos' });
  await expect(urls.getByRole('link', { name: /JSON-LD \/api\/opendata\/documents/ })).toBeVisible();

  const answer = await request.get('/api/opendata/documents?pageSize=5');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/ld\+json/);
  const collection = await answer.json();
  expect(collection['@type']).toBe('hydra:Collection');
  expect(collection['hydra:member'].length).toBeGreaterThan(0);
  expect(collection['hydra:member'][0]['@type']).toBe('cv:Evidence');

  // A key: shown once, then only its first characters.
  const keys = page.getByRole('region', { name: 'Chaves de integração' });
  const name = `Portal e2e ${Date.now()}`;
  await keys.getByRole('button', { name: 'Criar chave' }).click();
  await expect(keys.getByText('Indique o nome da chave.')).toBeVisible();
  await keys.getByRole('textbox', { name: 'Nome da chave' }).fill(name);
  await keys.getByRole('button', { name: 'Criar chave' }).click();
  const shown = keys.getByRole('status').filter({ hasText: 'copie-a agora' });
  await expect(shown).toBeVisible();
  const secret = (await keys.getByTestId('open-data-secret').innerText()).trim();
  expect(secret).toMatch(/^od_[\w-]{43}$/);
  const row = keys.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell', { name: `${secret.slice(0, 9)}…` })).toBeVisible();

  await settle(page);
  await page.screenshot({ path: 'test-results/open-data-settings.png', fullPage: true });
  const findings = await scanPage(page, '/configuracoes/dadosabertos', 'main');
  expect(findings, `axe found WCAG 2.1 AA violations:\n${formatFindings(findings)}`).toEqual([]);

  expect((await request.get('/api/opendata/services', { headers: { 'X-Api-Key': secret } })).status()).toBe(200);
  await page.reload();
  await expect(keys.getByRole('row').filter({ hasText: name })).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // Revoked: the key is refused; the catalogue goes back to its defaults for the specs that follow.
  await keys.getByRole('button', { name: `Revogar a chave ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revogar' }).click();
  await expect(keys.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  const refused = await request.get('/api/opendata/services', { headers: { 'X-Api-Key': secret } });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).code).toBe(-722);
  await page.getByRole('checkbox', { name: 'Documentos' }).uncheck();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('As definições dos dados abertos foram guardadas.').first()).toBeVisible();
});
