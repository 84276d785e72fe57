import type { ContentText } from '../content-text';

export const zh: ContentText = {
  topTabs: { home: '首页', slots: '老虎机', casino: '娱乐场', sport: '体育' },
  banners: {
    welcome: (b) => `欢迎奖金最高 ${b}`,
    live: '滚球投注，赔率加成',
    app: '安装应用，畅玩更快',
  },
  icons: {
    deposit: '存款',
    vip: 'VIP俱乐部',
    tasks: '任务',
    invite: '邀请好友',
    promotions: '优惠活动',
    support: '客服',
  },
  popups: {
    firstCharge: (b) => `首存翻倍：最高 ${b}`,
    download: '下载应用，赢取免费旋转',
  },
  sports: {
    Soccer: '足球',
    BasketBall: '篮球',
    Tennis: '网球',
    Volleyball: '排球',
    TableTennis: '乒乓球',
    Dota: 'Dota 2',
    EFootball: '电子足球',
  },
  sportTabs: { InPlay: '精选', Live: '滚球' },
  pwa: { title: '安装应用', description: '一键访问、进球提醒、快速提现。' },
};
