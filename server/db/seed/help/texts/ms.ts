import type { HelpTexts } from '../types';

export const ms: HelpTexts = {
  categories: {
    account: 'Akaun',
    deposits: 'Deposit dan pengeluaran',
    betting: 'Pertaruhan sukan',
    casino: 'Kasino dan bonus',
    security: 'Keselamatan dan permainan bertanggungjawab',
  },
  faq: [
    {
      slug: 'create-account',
      category: 'account',
      title: 'Bagaimana saya membuat akaun?',
      html: '<p>Ketik <b>Daftar</b> di bahagian atas halaman, masukkan e-mel dan kata laluan sekurang-kurangnya 8 aksara, kemudian sahkan. Anda juga boleh bermain sebagai tetamu dahulu dan menyimpan e-mel kemudian untuk mengekalkan baki.</p>',
    },
    {
      slug: 'forgot-password',
      category: 'account',
      title: 'Saya terlupa kata laluan',
      html: '<p>Di halaman log masuk, ketik <b>Lupa kata laluan</b>. Kami menghantar kod 6 digit ke e-mel anda; masukkan kod itu dan pilih kata laluan baharu. Kod sah selama 10 minit.</p>',
    },
    {
      slug: 'how-to-deposit',
      category: 'deposits',
      title: 'Bagaimana saya membuat deposit?',
      html: '<p>Buka <b>Deposit</b>, pilih kaedah pembayaran dan jumlah (minimum {min_deposit}), kemudian ikut arahan. Baki anda dikreditkan sebaik sahaja pembayaran disahkan dan anda menerima mesej.</p>',
    },
    {
      slug: 'withdrawal-time',
      category: 'deposits',
      title: 'Berapa lama pengeluaran mengambil masa?',
      html: '<p>Kebanyakan pengeluaran dibayar dalam beberapa minit; sesetengah kaedah mengambil sehingga 24 jam. Jika pengeluaran tidak dapat dibayar, jumlah penuh dikembalikan ke baki anda dan kami memaklumkan dalam mesej anda.</p>',
    },
    {
      slug: 'place-bet',
      category: 'betting',
      title: 'Bagaimana saya membuat pertaruhan?',
      html: '<p>Ketik odds sesuatu perlawanan untuk menambahnya ke slip pertaruhan, masukkan taruhan dan ketik <b>Buat pertaruhan</b>. Gabungkan sehingga 10 pilihan dalam kombo atau pertaruhan sistem.</p>',
    },
    {
      slug: 'cash-out',
      category: 'betting',
      title: 'Apakah cash-out?',
      html: '<p>Cash-out menutup pertaruhan sebelum perlawanannya tamat, dengan jumlah yang ditawarkan ketika itu. Anda menemuinya pada pertaruhan terbuka dalam <b>Rekod pertaruhan</b> apabila tersedia.</p>',
    },
    {
      slug: 'bonus-rules',
      category: 'casino',
      title: 'Bagaimana bonus berfungsi?',
      html: '<p>Bonus dikreditkan sebagai dana terkunci. Mainkan jumlah yang ditunjukkan dalam bonus untuk membukanya; bonus yang dibuka berpindah ke baki tunai anda. Setiap bonus menunjukkan peraturan dan tarikh luputnya.</p>',
    },
    {
      slug: 'responsible-play',
      category: 'security',
      title: 'Bagaimana saya mengawal permainan saya?',
      html: '<p>Tetapkan bajet dan berehat. Jika anda mahu berhenti, tulis kepada <a href="mailto:{email}">{email}</a> dan kami menutup akaun anda serta-merta. Pemain mesti berumur 18 tahun ke atas.</p>',
    },
  ],
  videos: [
    {
      slug: 'video-first-deposit',
      title: 'Deposit pertama anda dalam seminit',
      summary: 'Dari memilih kaedah hingga melihat baki anda.',
      duration: 8,
      html: '<ol><li>Buka Deposit dari pengepala.</li><li>Pilih kaedah dan jumlah.</li><li>Bayar dengan kod atau butiran yang ditunjukkan.</li><li>Baki anda dikemas kini apabila pembayaran disahkan.</li></ol>',
    },
    {
      slug: 'video-first-bet',
      title: 'Buat pertaruhan pertama anda',
      summary: 'Odds, slip pertaruhan dan mengikuti pertaruhan anda.',
      duration: 8,
      html: '<ol><li>Pilih perlawanan di Sukan.</li><li>Ketik odds yang anda suka.</li><li>Masukkan taruhan dalam slip dan sahkan.</li><li>Ikutinya dalam Rekod pertaruhan.</li></ol>',
    },
  ],
  pages: {
    privacy: {
      title: 'Dasar privasi',
      html: '<p>{brand} menghormati privasi anda. Dasar ini menerangkan apa yang kami kumpul dan mengapa.</p><h3>Apa yang kami kumpul</h3><p>E-mel, nama panggilan, pengecam peranti, pertaruhan dan pembayaran yang anda buat, serta data teknikal seperti negara dan bahasa.</p><h3>Mengapa</h3><p>Untuk mengendalikan akaun anda, memproses pembayaran, mencegah penipuan, mematuhi undang-undang dan, jika anda benarkan, menghantar pemberitahuan.</p><h3>Perkongsian</h3><p>Kami berkongsi data hanya dengan penyedia pembayaran dan permainan untuk menyampaikan perkhidmatan, dan dengan pihak berkuasa apabila undang-undang memerlukannya. Kami tidak pernah menjual data anda.</p><h3>Hak anda</h3><p>Anda boleh meminta salinan data, membetulkannya atau menutup akaun dalam Tetapan. Tulis kepada <a href="mailto:{email}">{email}</a>.</p><h3>Penyimpanan</h3><p>Kami menyimpan rekod akaun dan pembayaran selama yang dikehendaki undang-undang dan memadam selebihnya apabila akaun anda ditutup.</p>',
    },
    about: {
      title: 'Tentang {brand}',
      html: '<p>{brand} ialah laman pertaruhan sukan dan kasino untuk pemain di telefon: odds langsung, deposit dan pengeluaran pantas, dan permainan daripada studio terbaik.</p><p>Kami bermain adil: permainan kami sendiri boleh dibuktikan adil, setiap pembayaran direkodkan, dan sokongan sedia membantu di <a href="mailto:{email}">{email}</a>.</p>',
    },
    support: {
      title: 'Sokongan',
      html: '<p>Pasukan kami menjawab dalam bahasa anda. Sebelum menulis, <a href="/faq/home">pusat bantuan</a> mungkin sudah ada jawapannya. Hantarkan ID pemain anda dan, bagi pembayaran, nombor pesanan.</p>',
    },
    'spei-announce': {
      title: 'Deposit SPEI',
      html: '<p>Deposit melalui SPEI dikreditkan secara automatik. Pindahkan jumlah tepat ke CLABE yang ditunjukkan di halaman deposit, daripada akaun atas nama anda sendiri. Pemindahan selepas 9 malam mungkin dikreditkan pada pagi esoknya.</p>',
    },
  },
  news: [
    {
      slug: 'news-live-cashout',
      daysAgo: 2,
      title: 'Cash-out kini untuk perlawanan langsung',
      summary: 'Tutup pertaruhan semasa perlawanan masih berlangsung.',
      html: '<p>Cash-out kini ditawarkan untuk perlawanan langsung juga. Buka <a href="/bet-record">Rekod pertaruhan</a> untuk melihat tawaran semasa bagi setiap pertaruhan terbuka.</p>',
    },
    {
      slug: 'news-new-games',
      daysAgo: 6,
      title: 'Permainan baharu di lobi',
      summary: 'Crash, dadu dan rolet, terbukti adil.',
      html: '<p>Permainan kami sendiri sudah tiba: Crash, Dadu, Rolet dan slot Fruit Fiesta. Setiap pusingan boleh disemak di halaman pengesahan.</p>',
    },
    {
      slug: 'news-notifications',
      daysAgo: 12,
      title: 'Jangan terlepas sebarang keputusan',
      summary: 'Hidupkan pemberitahuan untuk pertaruhan dan pembayaran.',
      html: '<p>Hidupkan pemberitahuan dan kami memaklumkan sebaik sahaja pertaruhan diselesaikan atau pembayaran tiba. Anda memilih peristiwa yang dimaklumkan dalam Mesej.</p>',
    },
  ],
  announcements: [
    {
      slug: 'announce-maintenance',
      daysAgo: 1,
      title: 'Penyelenggaraan berjadual',
      summary: 'Penyelenggaraan singkat pada Ahad jam 4 pagi.',
      html: '<p>Pada hari Ahad dari 4:00 hingga 4:30 pagi, sesetengah pembayaran mungkin mengambil masa lebih lama. Pertaruhan dan permainan tidak terjejas.</p>',
    },
    {
      slug: 'announce-terms',
      daysAgo: 9,
      title: 'Terma dikemas kini',
      summary: 'Dasar privasi kami telah dikemas kini.',
      html: '<p>Kami telah mengemas kini <a href="/privacy">dasar privasi</a> untuk menerangkan pemberitahuan. Tiada perubahan pada cara data anda digunakan.</p>',
    },
  ],
  broadcasts: [
    {
      slug: 'welcome',
      title: 'Selamat datang ke {brand}!',
      html: '<p>Semoga berjaya! Mesej anda daripada {brand} tiba di sini: keputusan, pembayaran dan berita.</p>',
      button: 'Buka sukan',
      url: '/sport',
      topBar: true,
    },
    {
      slug: 'notifications',
      title: 'Hidupkan pemberitahuan',
      html: '<p>Dapatkan keputusan pertaruhan dan pembayaran anda serta-merta.</p>',
      button: 'Baca lagi',
      url: '/news',
      topBar: true,
    },
    {
      slug: 'safe-play',
      title: 'Bermain dengan selamat',
      html: '<p>Tetapkan bajet dan berehat. Bantuan sentiasa ada di <a href="/support">Sokongan</a>.</p>',
      button: 'Pusat bantuan',
      url: '/faq/home',
      topBar: false,
    },
  ],
};
