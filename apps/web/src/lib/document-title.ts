import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the browser tab's title to "<page> · Workspace" (the product name alone without a page),
 * in the reader's language, and follows a change of language.
 */
export function useDocumentTitle(page: string | null | undefined): void {
  const { t } = useTranslation();
  const name = t('app.name');
  useEffect(() => {
    document.title = page ? `${page} · ${name}` : name;
  }, [page, name]);
}
