import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';

export const ADMIN = { username: 'admin', password: E2E_ADMIN_PASSWORD };

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal' });
}

export async function login(page: Page, username: string, password: string): Promise<void> {
  if (!page.url().includes('/backoffice/login')) await page.goto('/backoffice/login');
  await page.getByLabel('Utilizador').fill(username);
  await page.getByLabel('Palavra-passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

export async function loginAsAdmin(page: Page): Promise<void> {
  await login(page, ADMIN.username, ADMIN.password);
  await expect(page.getByRole('banner')).toContainText('Administrador');
}
