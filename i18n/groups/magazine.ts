import type { MessageGroup } from '../group';

/** The magazine list and article pages' text (lazy chunks); the 'Magazine' link itself is first-screen text. */
const en = {
  'magazine.pagination': 'Magazine pages',
  'magazine.previous': 'Newer articles',
  'magazine.next': 'Older articles',
  'magazine.pageOf': 'Page {page} of {count}',
  'magazine.empty': 'No articles yet. Please come back soon.',
  'magazine.by': 'By {author}',
  'magazine.inEnglish': 'In English',
  'magazine.notTranslated': 'This article is not available in your language yet, so it is shown in English.',
  'magazine.allArticles': 'All articles',
};

export type MagazineMessageKey = keyof typeof en;

export const magazineMessages: MessageGroup<MagazineMessageKey> = {
  en,
  fi: {
    'magazine.pagination': 'Lehden sivut',
    'magazine.previous': 'Uudemmat artikkelit',
    'magazine.next': 'Vanhemmat artikkelit',
    'magazine.pageOf': 'Sivu {page}/{count}',
    'magazine.empty': 'Artikkeleita ei vielä ole. Tule pian takaisin.',
    'magazine.by': 'Kirjoittanut {author}',
    'magazine.inEnglish': 'Englanniksi',
    'magazine.notTranslated': 'Tätä artikkelia ei ole vielä saatavilla suomeksi, joten se näytetään englanniksi.',
    'magazine.allArticles': 'Kaikki artikkelit',
  },
  es: {
    'magazine.pagination': 'Páginas de la revista',
    'magazine.previous': 'Artículos más recientes',
    'magazine.next': 'Artículos anteriores',
    'magazine.pageOf': 'Página {page} de {count}',
    'magazine.empty': 'Todavía no hay artículos. Vuelve pronto.',
    'magazine.by': 'Por {author}',
    'magazine.inEnglish': 'En inglés',
    'magazine.notTranslated': 'Este artículo aún no está disponible en español, así que se muestra en inglés.',
    'magazine.allArticles': 'Todos los artículos',
  },
};
