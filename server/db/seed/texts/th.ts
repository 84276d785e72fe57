import type { ContentText } from '../content-text';

export const th: ContentText = {
  topTabs: { home: 'หน้าแรก', slots: 'สล็อต', casino: 'คาสิโน', sport: 'กีฬา' },
  banners: {
    welcome: (b) => `โบนัสต้อนรับสูงสุด ${b}`,
    live: 'เดิมพันสดพร้อมราคาต่อรองพิเศษ',
    app: 'ติดตั้งแอปแล้วเล่นได้เร็วขึ้น',
  },
  icons: {
    deposit: 'ฝากเงิน',
    vip: 'วีไอพีคลับ',
    tasks: 'ภารกิจ',
    invite: 'ชวนเพื่อน',
    promotions: 'โปรโมชั่น',
    support: 'ช่วยเหลือ',
  },
  popups: {
    firstCharge: (b) => `ฝากครั้งแรกรับโบนัสเท่าตัว สูงสุด ${b}`,
    download: 'ดาวน์โหลดแอปรับฟรีสปิน',
  },
  sports: {
    Soccer: 'ฟุตบอล',
    BasketBall: 'บาสเกตบอล',
    Tennis: 'เทนนิส',
    Volleyball: 'วอลเลย์บอล',
    TableTennis: 'เทเบิลเทนนิส',
    Dota: 'Dota 2',
    EFootball: 'ฟุตบอลเสมือนจริง',
  },
  sportTabs: { InPlay: 'ไฮไลต์', Live: 'สด' },
  pwa: {
    title: 'ติดตั้งแอป',
    description: 'เข้าใช้งานได้ในแตะเดียว แจ้งเตือนเมื่อมีประตู และถอนเงินได้รวดเร็ว',
  },
};
