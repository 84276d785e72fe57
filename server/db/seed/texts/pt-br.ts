import type { ContentText } from '../content-text';

export const pt: ContentText = {
  topTabs: { home: 'Início', slots: 'Caça-níqueis', casino: 'Cassino', sport: 'Esportes' },
  banners: {
    welcome: (b) => `Bônus de boas-vindas de até ${b}`,
    live: 'Apostas ao vivo com odds turbinadas',
    app: 'Instale o app e jogue mais rápido',
  },
  icons: {
    deposit: 'Depositar',
    vip: 'Clube VIP',
    tasks: 'Tarefas',
    invite: 'Convidar',
    promotions: 'Promoções',
    support: 'Suporte',
  },
  popups: {
    firstCharge: (b) => `Primeiro depósito em dobro: até ${b}`,
    download: 'Baixe o app e ganhe giros grátis',
  },
  sports: {
    Soccer: 'Futebol',
    BasketBall: 'Basquete',
    Tennis: 'Tênis',
    Volleyball: 'Vôlei',
    TableTennis: 'Tênis de mesa',
    Dota: 'Dota 2',
    EFootball: 'Futebol virtual',
  },
  sportTabs: { InPlay: 'Destaques', Live: 'Ao vivo' },
  pwa: { title: 'Instale o app', description: 'Acesso com um toque, notificações de gols e saques via PIX.' },
};
