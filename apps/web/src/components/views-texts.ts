import i18n from '../lib/i18n';

/*
 * The words of the views menu, the column chooser and the stale-view notice, in both languages:
 * they come with that code, on demand, not with every list screen's texts (i18n/<language>/views.json
 * holds only the two buttons' names).
 */
const TEXTS = {
  en: {
    title: 'Saved views',
    none: 'No saved views yet. Save what the list shows now below.',
    saveAs: 'Save the current view as',
    namePlaceholder: 'e.g. My urgent tickets',
    openWith: 'Open the list with this view',
    shareWith: 'Share with',
    notShared: 'Nobody (only me)',
    save: 'Save view',
    saved: 'View “{{name}}” saved',
    deleted: 'View “{{name}}” deleted',
    default: 'Default',
    setDefault: 'Open the list with “{{name}}”',
    unsetDefault: 'Stop opening the list with “{{name}}”',
    rename: 'Rename “{{name}}”',
    delete: 'Delete “{{name}}”',
    failed: 'The view could not be saved. Please try again.',
    stale: 'The view “{{name}}” names what this list no longer has ({{parts}}); it opened without it.',
    moveUp: 'Move “{{name}}” up',
    moveDown: 'Move “{{name}}” down',
    defaultColumns: 'Back to the default columns',
  },
  tr: {
    title: 'Kayıtlı görünümler',
    none: 'Henüz kayıtlı görünüm yok. Listenin şu anki hâlini aşağıdan kaydedin.',
    saveAs: 'Şu anki görünümü şu adla kaydet',
    namePlaceholder: 'ör. Acil taleplerim',
    openWith: 'Liste bu görünümle açılsın',
    shareWith: 'Paylaş',
    notShared: 'Kimseyle (yalnızca ben)',
    save: 'Görünümü kaydet',
    saved: '“{{name}}” görünümü kaydedildi',
    deleted: '“{{name}}” görünümü silindi',
    default: 'Varsayılan',
    setDefault: 'Liste “{{name}}” ile açılsın',
    unsetDefault: 'Liste artık “{{name}}” ile açılmasın',
    rename: '“{{name}}” adını değiştir',
    delete: '“{{name}}” görünümünü sil',
    failed: 'Görünüm kaydedilemedi. Lütfen tekrar deneyin.',
    stale: '“{{name}}” görünümü bu listede artık olmayan şeyler içeriyor ({{parts}}); onlar olmadan açıldı.',
    moveUp: '“{{name}}” sütununu yukarı taşı',
    moveDown: '“{{name}}” sütununu aşağı taşı',
    defaultColumns: 'Varsayılan sütunlara dön',
  },
};

for (const [language, views] of Object.entries(TEXTS))
  i18n.addResourceBundle(language, 'translation', { views }, true, false);
