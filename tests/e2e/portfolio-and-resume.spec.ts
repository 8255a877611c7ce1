import { expect, test } from './fixtures';

test('the portfolio filters by the categories in the data', async ({ page }) => {
  await page.goto('/portfolio');
  const filters = page.getByRole('group', { name: 'Filter projects by category' });
  await expect(filters.getByRole('button')).toHaveText([
    'All Projects',
    'Restaurant & Food',
    'Professional Services',
    'Health & Fitness',
    'Hospitality',
    'E-commerce',
    'Portfolio',
  ]);
  const cards = page.getByRole('heading', { level: 2 });
  await expect(page.getByRole('heading', { name: 'Technologies Used' })).toHaveCount(8);
  await filters.getByRole('button', { name: 'E-commerce' }).click();
  await expect(filters.getByRole('button', { name: 'E-commerce' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Technologies Used' })).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Northbound Coffee Roasters' })).toBeVisible();
  await filters.getByRole('button', { name: 'All Projects' }).click();
  await expect(page.getByRole('heading', { name: 'Technologies Used' })).toHaveCount(8);
  await expect(page.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/#pricing');
  await expect(page.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/#contact');
});

test('the resume downloads as a real PDF from the site root, with a preview', async ({ page, request }) => {
  const pdf = await request.get('/resume.pdf');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // A phone, where the preview is screens below the first.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/resume');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jordan Avery');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Resume (PDF)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('Jordan-Avery-Resume.pdf');

  // The app is running (it saved the file): the viewer, seconds of a phone's time, waits until the
  // visitor scrolls towards the preview.
  const preview = page.locator('iframe[title$="resume (PDF)"]');
  await expect(preview).toHaveCount(0);
  await page.getByRole('heading', { name: 'Resume preview' }).scrollIntoViewIfNeeded();
  await expect(preview).toHaveAttribute('src', '/resume.pdf');
});

test('the about page tells the story and links to pricing and the portfolio', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'View Portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/about$/);
  // The founder's resume is one click from the story, and from every page's footer.
  await page.getByRole('link', { name: 'Jordan’s resume' }).click();
  await expect(page).toHaveURL(/\/resume$/);
  await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Founder’s resume' }).click();
  await expect(page).toHaveURL(/\/resume$/);
});
