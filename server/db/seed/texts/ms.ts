import type { ContentText } from '../content-text';

export const ms: ContentText = {
  topTabs: { home: 'Utama', slots: 'Slot', casino: 'Kasino', sport: 'Sukan' },
  banners: {
    welcome: (b) => `Bonus alu-aluan sehingga ${b}`,
    live: 'Pertaruhan langsung dengan odds dipertingkatkan',
    app: 'Pasang aplikasi dan main dengan lebih pantas',
  },
  icons: {
    deposit: 'Buat Deposit',
    vip: 'Kelab VIP',
    tasks: 'Tugasan',
    invite: 'Jemput',
    promotions: 'Promosi',
    support: 'Bantuan',
  },
  popups: {
    firstCharge: (b) => `Deposit pertama digandakan: sehingga ${b}`,
    download: 'Muat turun aplikasi dan menangi putaran percuma',
  },
  sports: {
    Soccer: 'Bola sepak',
    BasketBall: 'Bola keranjang',
    Tennis: 'Tenis',
    Volleyball: 'Bola tampar',
    TableTennis: 'Tenis meja',
    Dota: 'Dota 2',
    EFootball: 'Bola sepak maya',
  },
  sportTabs: { InPlay: 'Sorotan', Live: 'Langsung' },
  pwa: {
    title: 'Pasang aplikasi',
    description: 'Akses dengan satu sentuhan, makluman gol dan pengeluaran pantas.',
  },
};
