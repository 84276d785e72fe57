import type { ContentText } from '../content-text';

export const ru: ContentText = {
  topTabs: { home: 'Главная', slots: 'Слоты', casino: 'Казино', sport: 'Спорт' },
  banners: {
    welcome: (b) => `Приветственный бонус до ${b}`,
    live: 'Ставки в лайве с повышенными коэффициентами',
    app: 'Установите приложение и играйте быстрее',
  },
  icons: {
    deposit: 'Пополнить',
    vip: 'VIP-клуб',
    tasks: 'Задания',
    invite: 'Пригласить',
    promotions: 'Акции',
    support: 'Поддержка',
  },
  popups: {
    firstCharge: (b) => `Удвоим первый депозит: до ${b}`,
    download: 'Скачайте приложение и получите бесплатные вращения',
  },
  sports: {
    Soccer: 'Футбол',
    BasketBall: 'Баскетбол',
    Tennis: 'Теннис',
    Volleyball: 'Волейбол',
    TableTennis: 'Настольный теннис',
    Dota: 'Dota 2',
    EFootball: 'Киберфутбол',
  },
  sportTabs: { InPlay: 'Популярное', Live: 'Лайв' },
  pwa: {
    title: 'Установите приложение',
    description: 'Вход в одно касание, уведомления о голах и быстрый вывод средств.',
  },
};
