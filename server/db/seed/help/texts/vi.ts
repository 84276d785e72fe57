import type { HelpTexts } from '../types';

export const vi: HelpTexts = {
  categories: {
    account: 'Tài khoản',
    deposits: 'Nạp và rút tiền',
    betting: 'Cá cược thể thao',
    casino: 'Casino và tiền thưởng',
    security: 'An toàn và chơi có trách nhiệm',
  },
  faq: [
    {
      slug: 'create-account',
      category: 'account',
      title: 'Làm sao để tạo tài khoản?',
      html: '<p>Nhấn <b>Đăng ký</b> ở đầu trang, nhập email và mật khẩu ít nhất 8 ký tự rồi xác nhận. Bạn cũng có thể chơi với tư cách khách trước và lưu email sau để giữ số dư.</p>',
    },
    {
      slug: 'forgot-password',
      category: 'account',
      title: 'Tôi quên mật khẩu',
      html: '<p>Trên trang đăng nhập, nhấn <b>Quên mật khẩu</b>. Chúng tôi gửi mã 6 chữ số đến email của bạn; nhập mã và chọn mật khẩu mới. Mã có hiệu lực trong 10 phút.</p>',
    },
    {
      slug: 'how-to-deposit',
      category: 'deposits',
      title: 'Làm sao để nạp tiền?',
      html: '<p>Mở <b>Nạp tiền</b>, chọn phương thức và số tiền (tối thiểu {min_deposit}) rồi làm theo hướng dẫn. Số dư được cộng ngay khi thanh toán được xác nhận và bạn nhận được tin nhắn.</p>',
    },
    {
      slug: 'withdrawal-time',
      category: 'deposits',
      title: 'Rút tiền mất bao lâu?',
      html: '<p>Hầu hết lệnh rút được chi trả trong vài phút; một số phương thức mất đến 24 giờ. Nếu không thể chi trả, toàn bộ số tiền được hoàn vào số dư và chúng tôi báo trong tin nhắn.</p>',
    },
    {
      slug: 'place-bet',
      category: 'betting',
      title: 'Làm sao để đặt cược?',
      html: '<p>Nhấn vào tỷ lệ của trận đấu để thêm vào phiếu cược, nhập tiền cược và nhấn <b>Đặt cược</b>. Kết hợp tối đa 10 lựa chọn trong cược xiên hoặc cược hệ thống.</p>',
    },
    {
      slug: 'cash-out',
      category: 'betting',
      title: 'Rút tiền sớm là gì?',
      html: '<p>Rút tiền sớm đóng cược trước khi trận đấu kết thúc với số tiền được đề nghị lúc đó. Bạn thấy tính năng này ở các cược đang mở trong <b>Lịch sử cược</b>.</p>',
    },
    {
      slug: 'bonus-rules',
      category: 'casino',
      title: 'Tiền thưởng hoạt động thế nào?',
      html: '<p>Tiền thưởng được cộng dưới dạng số dư bị khóa. Cược đủ số tiền ghi trong tiền thưởng để mở khóa; tiền thưởng đã mở khóa chuyển vào số dư tiền mặt. Mỗi khoản thưởng có quy định và hạn dùng riêng.</p>',
    },
    {
      slug: 'responsible-play',
      category: 'security',
      title: 'Làm sao để kiểm soát việc chơi?',
      html: '<p>Hãy đặt ngân sách và nghỉ ngơi. Nếu muốn dừng, hãy viết cho <a href="mailto:{email}">{email}</a>, chúng tôi đóng tài khoản ngay. Người chơi phải từ 18 tuổi trở lên.</p>',
    },
  ],
  videos: [
    {
      slug: 'video-first-deposit',
      title: 'Lần nạp đầu tiên trong một phút',
      summary: 'Từ chọn phương thức đến số dư trên màn hình.',
      duration: 8,
      html: '<ol><li>Mở Nạp tiền ở đầu trang.</li><li>Chọn phương thức và số tiền.</li><li>Thanh toán bằng mã hoặc thông tin hiển thị.</li><li>Số dư cập nhật khi thanh toán được xác nhận.</li></ol>',
    },
    {
      slug: 'video-first-bet',
      title: 'Đặt cược đầu tiên',
      summary: 'Tỷ lệ, phiếu cược và theo dõi cược.',
      duration: 8,
      html: '<ol><li>Chọn một trận trong Thể thao.</li><li>Nhấn vào tỷ lệ bạn muốn.</li><li>Nhập tiền cược trong phiếu và xác nhận.</li><li>Theo dõi trong Lịch sử cược.</li></ol>',
    },
  ],
  pages: {
    privacy: {
      title: 'Chính sách bảo mật',
      html: '<p>{brand} tôn trọng quyền riêng tư của bạn. Chính sách này giải thích chúng tôi thu thập gì và vì sao.</p><h3>Chúng tôi thu thập gì</h3><p>Email, biệt danh, mã thiết bị, các cược và thanh toán của bạn, cùng dữ liệu kỹ thuật như quốc gia và ngôn ngữ.</p><h3>Vì sao</h3><p>Để vận hành tài khoản, xử lý thanh toán, ngăn gian lận, tuân thủ pháp luật và, nếu bạn cho phép, gửi thông báo.</p><h3>Chia sẻ</h3><p>Chúng tôi chỉ chia sẻ dữ liệu với nhà cung cấp thanh toán và trò chơi để cung cấp dịch vụ, và với cơ quan chức năng khi luật yêu cầu. Chúng tôi không bao giờ bán dữ liệu của bạn.</p><h3>Quyền của bạn</h3><p>Bạn có thể yêu cầu bản sao dữ liệu, sửa dữ liệu hoặc đóng tài khoản trong Cài đặt. Viết cho <a href="mailto:{email}">{email}</a>.</p><h3>Lưu trữ</h3><p>Chúng tôi giữ hồ sơ tài khoản và thanh toán theo thời hạn luật định và xóa phần còn lại khi tài khoản bị đóng.</p>',
    },
    about: {
      title: 'Về {brand}',
      html: '<p>{brand} là trang cá cược thể thao và casino dành cho người chơi trên điện thoại: tỷ lệ trực tiếp, nạp rút nhanh và trò chơi từ các studio hàng đầu.</p><p>Chúng tôi minh bạch: trò chơi của chúng tôi có thể kiểm chứng công bằng, mọi thanh toán đều được ghi lại và bộ phận hỗ trợ luôn sẵn sàng tại <a href="mailto:{email}">{email}</a>.</p>',
    },
    support: {
      title: 'Hỗ trợ',
      html: '<p>Đội ngũ của chúng tôi trả lời bằng ngôn ngữ của bạn. Trước khi viết, <a href="/faq/home">trung tâm trợ giúp</a> có thể đã có câu trả lời. Hãy gửi ID người chơi và, với thanh toán, số lệnh.</p>',
    },
    'spei-announce': {
      title: 'Nạp tiền qua SPEI',
      html: '<p>Tiền nạp qua SPEI được cộng tự động. Chuyển đúng số tiền đến CLABE hiển thị trên trang nạp, từ tài khoản đứng tên bạn. Giao dịch sau 21 giờ có thể được cộng vào sáng hôm sau.</p>',
    },
  },
  news: [
    {
      slug: 'news-live-cashout',
      daysAgo: 2,
      title: 'Rút tiền sớm cho trận trực tiếp',
      summary: 'Đóng cược khi trận đấu vẫn đang diễn ra.',
      html: '<p>Rút tiền sớm nay có cả ở các trận trực tiếp. Mở <a href="/bet-record">Lịch sử cược</a> để xem đề nghị hiện tại cho từng cược đang mở.</p>',
    },
    {
      slug: 'news-new-games',
      daysAgo: 6,
      title: 'Trò chơi mới trong sảnh',
      summary: 'Crash, xúc xắc và roulette, công bằng có thể kiểm chứng.',
      html: '<p>Trò chơi riêng của chúng tôi đã có: Crash, Xúc xắc, Roulette và máy quay Fruit Fiesta. Mỗi ván đều có thể kiểm tra ở trang xác minh.</p>',
    },
    {
      slug: 'news-notifications',
      daysAgo: 12,
      title: 'Không bỏ lỡ kết quả nào',
      summary: 'Bật thông báo cho cược và thanh toán.',
      html: '<p>Bật thông báo và chúng tôi báo ngay khi cược được thanh toán hoặc tiền về. Bạn chọn sự kiện nào được thông báo trong Tin nhắn.</p>',
    },
  ],
  announcements: [
    {
      slug: 'announce-maintenance',
      daysAgo: 1,
      title: 'Bảo trì theo lịch',
      summary: 'Bảo trì ngắn vào 4 giờ sáng Chủ nhật.',
      html: '<p>Chủ nhật từ 4:00 đến 4:30 sáng, một số thanh toán có thể chậm hơn. Cược và trò chơi không bị ảnh hưởng.</p>',
    },
    {
      slug: 'announce-terms',
      daysAgo: 9,
      title: 'Điều khoản cập nhật',
      summary: 'Chính sách bảo mật đã được cập nhật.',
      html: '<p>Chúng tôi đã cập nhật <a href="/privacy">chính sách bảo mật</a> để giải thích về thông báo. Cách dùng dữ liệu của bạn không thay đổi.</p>',
    },
  ],
  broadcasts: [
    {
      slug: 'welcome',
      title: 'Chào mừng đến với {brand}!',
      html: '<p>Chúc may mắn! Tin nhắn từ {brand} sẽ đến đây: kết quả, thanh toán và tin tức.</p>',
      button: 'Mở thể thao',
      url: '/sport',
      topBar: true,
    },
    {
      slug: 'notifications',
      title: 'Bật thông báo',
      html: '<p>Nhận kết quả cược và thanh toán ngay lập tức.</p>',
      button: 'Xem thêm',
      url: '/news',
      topBar: true,
    },
    {
      slug: 'safe-play',
      title: 'Chơi an toàn',
      html: '<p>Đặt ngân sách và nghỉ ngơi. Trợ giúp luôn có tại <a href="/support">Hỗ trợ</a>.</p>',
      button: 'Trung tâm trợ giúp',
      url: '/faq/home',
      topBar: false,
    },
  ],
};
