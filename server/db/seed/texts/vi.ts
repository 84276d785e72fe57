import type { ContentText } from '../content-text';

export const vi: ContentText = {
  topTabs: { home: 'Trang chủ', slots: 'Nổ hũ', casino: 'Sòng bài', sport: 'Thể thao' },
  banners: {
    welcome: (b) => `Thưởng chào mừng đến ${b}`,
    live: 'Cá cược trực tiếp với tỷ lệ cao hơn',
    app: 'Cài ứng dụng để chơi nhanh hơn',
  },
  icons: {
    deposit: 'Nạp tiền',
    vip: 'Câu lạc bộ VIP',
    tasks: 'Nhiệm vụ',
    invite: 'Mời bạn',
    promotions: 'Khuyến mãi',
    support: 'Hỗ trợ',
  },
  popups: {
    firstCharge: (b) => `Nhân đôi lần nạp đầu: đến ${b}`,
    download: 'Tải ứng dụng nhận vòng quay miễn phí',
  },
  sports: {
    Soccer: 'Bóng đá',
    BasketBall: 'Bóng rổ',
    Tennis: 'Quần vợt',
    Volleyball: 'Bóng chuyền',
    TableTennis: 'Bóng bàn',
    Dota: 'Dota 2',
    EFootball: 'Bóng đá ảo',
  },
  sportTabs: { InPlay: 'Nổi bật', Live: 'Trực tiếp' },
  pwa: {
    title: 'Cài đặt ứng dụng',
    description: 'Truy cập một chạm, thông báo bàn thắng và rút tiền nhanh.',
  },
};
