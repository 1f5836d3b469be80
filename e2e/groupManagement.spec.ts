import { expect, test } from '@playwright/test';
import { loginAsAdmin, mainMenu } from './helpers';

/**
 * Group management (SPEC §2.10, §4): the table's none/some/all selection lives in the store (issue 11),
 * so it survives paging and leaving the page; a group kind is assigned to the selection and reset.
 */
test('a selection survives paging and leaving the page; a group kind is assigned to it and reset', async ({ page }) => {
  await loginAsAdmin(page, '/configuracoes/gestaoagrupamentos');
  const table = page.getByRole('table', { name: 'Gestão de agrupamentos' });
  const status = page.getByRole('region', { name: 'Atribuir tipo de agrupamento' }).getByRole('status');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(status).toHaveText('Selecione as entidades na tabela para lhes atribuir um tipo de agrupamento.');

  const firstRowBox = table.getByRole('row').nth(1).getByRole('checkbox');
  const firstName = ((await firstRowBox.getAttribute('aria-label')) ?? '').replace(/^Selecionar /, '');
  await firstRowBox.check();
  await page.getByRole('button', { name: 'Página 2', exact: true }).click();
  await expect(table.getByRole('checkbox', { name: `Selecionar ${firstName}`, exact: true })).toHaveCount(0);
  await table.getByRole('row').nth(1).getByRole('checkbox').check();
  await expect(status).toHaveText('2 entidade(s) selecionada(s)');

  // Away and back through the menu: the selection is still there.
  await mainMenu(page).getByRole('link', { name: 'Início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(status).toHaveText('2 entidade(s) selecionada(s)');
  await page.getByRole('button', { name: 'Página 1', exact: true }).click();
  await expect(table.getByRole('checkbox', { name: `Selecionar ${firstName}`, exact: true })).toBeChecked();

  // A new search starts a new selection; then one entity found by name gets a kind and loses it again.
  await page.getByRole('searchbox', { name: 'Código, sigla ou nome' }).fill(firstName);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(status).toHaveText('Selecione as entidades na tabela para lhes atribuir um tipo de agrupamento.');
  const row = table.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Selecionar ${firstName}`, exact: true }) });
  const kindBefore = (await row.getByRole('cell').last().innerText()).trim();
  const assign = async (kind: string) => {
    await row.getByRole('checkbox').check();
    await page.getByRole('combobox', { name: 'Tipo a atribuir' }).click();
    await page.getByRole('option', { name: kind, exact: true }).click();
    await page.getByRole('button', { name: 'Atribuir', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Atribuir', exact: true }).click();
    await expect(row.getByRole('cell', { name: kind, exact: true })).toBeVisible();
  };
  await assign('Pasta');

  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Repor «Não aplicável»' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Repor', exact: true }).click();
  await expect(row.getByRole('cell', { name: 'Não aplicável', exact: true })).toBeVisible();

  // The catalogue is left as the test found it, for the specs that follow.
  if (kindBefore !== 'Não aplicável') await assign(kindBefore);
});
