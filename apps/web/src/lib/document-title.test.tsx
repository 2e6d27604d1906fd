import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screenRoutes } from '@workspace/shared/routes/screen-routes';
import { useDocumentTitle } from './document-title';
import i18n from './i18n';

function Page({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}

describe('browser tab titles', () => {
  it('every screen has a title in both languages', () => {
    for (const route of screenRoutes) {
      for (const language of ['en', 'tr'])
        expect(i18n.exists(`screens.${route.name}`, { lng: language }), `${route.name} (${language})`).toBe(true);
    }
  });

  it('reads "<screen> · Workspace" and follows the language', async () => {
    const { rerender } = render(<Page title={i18n.t('screens.task')} />);
    expect(document.title).toBe('Tasks · Workspace');
    await act(() => i18n.changeLanguage('tr'));
    rerender(<Page title={i18n.t('screens.task')} />);
    expect(document.title).toBe('Görevler · Workspace');
    await act(() => i18n.changeLanguage('en'));
    rerender(<Page title={null} />);
    expect(document.title).toBe('Workspace');
  });
});
