/*
 * The sentences of a refused bulk change (docs/decisions/041), in both languages. Only the server
 * says them (the web shows the server's message), so they stay out of errors.<language>.ts, which
 * every screen of the web app loads. Placeholders: {{rows}}, {{count}}, {{max}}.
 */
export const bulkErrors = {
  en: {
    bulkTooMany: 'At most {{max}} rows can be changed at once: narrow the list with its search or filters',
    bulkRefused: 'Nothing was changed: {{rows}}',
    bulkMore: 'and {{count}} more',
    bulkRowNotFound: 'not found, or not yours to see',
    bulkRowNotYours: 'only its assignee or a manager may change it',
    bulkRowOwnAccount: 'you cannot deactivate your own account',
    bulkRowDeadlineBeforeStart: 'the deadline would fall before its start date',
  },
  tr: {
    bulkTooMany: 'Tek seferde en çok {{max}} kayıt değiştirilebilir: listeyi arama ya da filtrelerle daraltın',
    bulkRefused: 'Hiçbir şey değiştirilmedi: {{rows}}',
    bulkMore: 've {{count}} kayıt daha',
    bulkRowNotFound: 'bulunamadı ya da görme yetkiniz yok',
    bulkRowNotYours: 'yalnızca atanan kişi ya da bir yönetici değiştirebilir',
    bulkRowOwnAccount: 'kendi hesabınızı pasifleştiremezsiniz',
    bulkRowDeadlineBeforeStart: 'son tarih, başlangıç tarihinden önceye düşer',
  },
} as const;
