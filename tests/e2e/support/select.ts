// The design system's Select (a combobox with a listbox) chosen the way a user does: open it, click the option by its name.
import { expect, type Locator, type Page } from '@playwright/test';

export async function chooseOption(scope: Page | Locator, label: string, option: string): Promise<void> {
  const combobox = scope.getByRole('combobox', { name: label, exact: true }).first();
  await combobox.click();
  const list = scope.getByRole('listbox', { name: label, exact: true }).first();
  await list.getByRole('option', { name: option, exact: true }).click();
  await expect(combobox).toContainText(option);
}
