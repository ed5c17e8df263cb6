import { expect, test } from '@playwright/test';
import { dialog, openLogin, pickBirthDate, sendCode, smsCode } from './session-helpers';

// Issue 4, SPEC §2: after registration, an active new-member gift pack (status 1) leads to
// newMemberGiftPackVi on the Vietnam build with activityId and type=3; §3 both payloads.
const GIFT_PACK = /\/newMemberGiftPackVi\?activityId=\d+&type=3$/;
const unique = () => `${Date.now() % 1e8}`.padStart(8, '0');

test('sign-up with a user name logs in and lands on the new-member gift pack', async ({ page }) => {
  await openLogin(page);
  await dialog(page).getByRole('tab', { name: 'Sign up' }).click();
  await dialog(page).getByLabel('User name', { exact: true }).fill(`e2e${unique()}`);
  await dialog(page).getByLabel('Password').fill('Passw0rd!');
  await pickBirthDate(page, 1994, 6, 15);
  await dialog(page).getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(GIFT_PACK);
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByTestId('header-username')).toHaveText(/^e2e\d{8}$/);
});

test('sign-up with a phone number: generated user name, SMS code from the outbox, gift pack', async ({
  page,
}) => {
  const mobile = `9${unique()}`;
  await openLogin(page);
  await dialog(page).getByRole('tab', { name: 'Sign up' }).click();
  await dialog(page).getByText('With phone number').click();
  await expect(dialog(page).getByRole('radio', { name: 'With phone number' })).toBeChecked();
  await expect(dialog(page).getByLabel('User name', { exact: true })).toHaveValue(/^vn\d{8}$/);
  const userName = await dialog(page).getByLabel('User name', { exact: true }).inputValue();
  await dialog(page).getByLabel('Phone number', { exact: true }).fill(mobile);
  const since = await sendCode(page);
  await dialog(page)
    .getByLabel('Verification code')
    .fill(await smsCode(mobile, since));
  await dialog(page).getByLabel('Password').fill('Passw0rd!');
  await pickBirthDate(page, 1994, 6, 15);
  await dialog(page).getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(GIFT_PACK);
  await expect(page.getByTestId('header-username')).toHaveText(userName);
});

test('a taken user name shows the server message and keeps the dialog open', async ({ page }) => {
  await openLogin(page);
  await dialog(page).getByRole('tab', { name: 'Sign up' }).click();
  await dialog(page).getByLabel('User name', { exact: true }).fill('member01');
  await dialog(page).getByLabel('Password').fill('Passw0rd!');
  await pickBirthDate(page, 1994, 6, 15);
  await dialog(page).getByRole('button', { name: 'Create account' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(/already exists/);
  await expect(page).toHaveURL(/\/\?lang=en$/);
});
