import type { ContentText } from '../content-text';

export const es: ContentText = {
  topTabs: { home: 'Inicio', slots: 'Tragamonedas', casino: 'Casino', sport: 'Deportes' },
  banners: {
    welcome: (b) => `Bono de bienvenida de hasta ${b}`,
    live: 'Apuestas en vivo con cuotas mejoradas',
    app: 'Instala la app y juega más rápido',
  },
  icons: {
    deposit: 'Depositar',
    vip: 'Club VIP',
    tasks: 'Tareas',
    invite: 'Invitar',
    promotions: 'Promociones',
    support: 'Soporte',
  },
  popups: {
    firstCharge: (b) => `Duplicamos tu primer depósito: hasta ${b}`,
    download: 'Descarga la app y gana giros gratis',
  },
  sports: {
    Soccer: 'Fútbol',
    BasketBall: 'Baloncesto',
    Tennis: 'Tenis',
    Volleyball: 'Voleibol',
    TableTennis: 'Tenis de mesa',
    Dota: 'Dota 2',
    EFootball: 'Fútbol virtual',
  },
  sportTabs: { InPlay: 'Destacados', Live: 'En vivo' },
  pwa: { title: 'Instala la app', description: 'Acceso con un toque, alertas de goles y retiros rápidos.' },
};
