import { expect, test } from '@playwright/test';

/**
 * The first thing a GM sees: the browser edition starts on the demo campaign, served with the app's strict CSP,
 * and nothing goes wrong on the way (no failed requests, script errors or CSP violations).
 */
test('the browser edition starts on the demo campaign without errors or CSP violations', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });

  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  await expect(page.getByTestId('map-summary')).toContainText('30 × 20');
  await expect(page).toHaveTitle('Hexmarch');

  // A CSP violation is reported as a console error; give late resources a moment to fail.
  await page.waitForTimeout(500);
  expect(problems).toEqual([]);
});
