import { expect, test } from '@playwright/test';
import { ProcessingTimeType } from '../src/shared/enums';
import { emptyService } from '../src/shared/records/service';
import { ADMIN, apiCall, apiToken, entityIdByCode, loginAsAdmin } from './helpers';
import { createPublished, expectAccessible } from './recordWorkflow';

test.describe('the change log of a version (issue 29 §2)', () => {
  test('a structured field and a rich text changed: one formatted line each, never raw JSON', async ({ page, request }) => {
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const token = await apiToken(request, ADMIN.username, ADMIN.password);
    const drs = await entityIdByCode(request, token, 'DRS');
    const days = (value: number) => ({ type: ProcessingTimeType.Simplified, value, unit: 'days', stages: [] });
    const input = {
      ...emptyService(),
      code: `LOG${stamp}`,
      abbreviation: `LOG${stamp}`,
      name: `Licença registada ${stamp}`,
      startDate: '2024-01-01',
      organizationId: drs.id,
      processingTime: days(15),
      procedure: '<p>Entregar o requerimento.</p>',
    };
    const { id } = await createPublished(request, token, 'service', input);
    const view = await apiCall<{ rowVersion: number }>(request, token, 'GET', `/records/service/${id}/1`);
    const saved = await apiCall<{ version: number }>(request, token, 'PUT', `/records/service/${id}/1`, {
      input: { ...input, processingTime: days(20), procedure: '<p>Entregar o requerimento.</p><p>Guardar o comprovativo.</p>' },
      rowVersion: view.data.rowVersion,
      continueOnDuplicate: true,
    });
    expect(saved.data.version, saved.description).toBe(2);

    await loginAsAdmin(page, `/servico/${id}/2/detalhe`);
    await page.getByRole('tab', { name: 'Histórico' }).click();
    const log = page.getByTestId('changelog');
    const time = log.locator('li[data-field="processingTime"]');
    await expect(time).toContainText('15 dias');
    await expect(time).toContainText('20 dias');
    await expect(log).not.toContainText('{');
    // The rich text's paragraphs stay apart (the comparison's lines), not run together.
    const procedure = log.locator('li[data-field="procedure"]');
    await expect(procedure).toContainText('Guardar o comprovativo.');
    const kept = await procedure.getByText('Entregar o requerimento.').last().boundingBox();
    const added = await procedure.getByText('Guardar o comprovativo.').first().boundingBox();
    expect(kept && added && added.y >= kept.y + kept.height / 2, 'the second paragraph starts a line of its own').toBe(true);
    await page.screenshot({ path: test.info().outputPath('change-log.png'), fullPage: true });
    await expectAccessible(page, 'change log');
  });
});
