import type { HelpTexts } from '../types';

export const zhCN: HelpTexts = {
  categories: {
    account: '账户',
    deposits: '存款与提款',
    betting: '体育投注',
    casino: '娱乐场与奖金',
    security: '安全与理性游戏',
  },
  faq: [
    {
      slug: 'create-account',
      category: 'account',
      title: '如何创建账户？',
      html: '<p>点击页面顶部的<b>注册</b>，输入您的邮箱和至少 8 位的密码并确认。您也可以先以游客身份游戏，之后再保存邮箱以保留余额。</p>',
    },
    {
      slug: 'forgot-password',
      category: 'account',
      title: '我忘记了密码',
      html: '<p>在登录页点击<b>忘记密码</b>。我们会向您的邮箱发送 6 位验证码；输入验证码并设置新密码。验证码 10 分钟内有效。</p>',
    },
    {
      slug: 'how-to-deposit',
      category: 'deposits',
      title: '如何存款？',
      html: '<p>打开<b>存款</b>，选择支付方式和金额（最低 {min_deposit}），然后按照提示操作。付款确认后余额立即到账，到账时您会收到消息。</p>',
    },
    {
      slug: 'withdrawal-time',
      category: 'deposits',
      title: '提款需要多长时间？',
      html: '<p>大多数提款几分钟内即可支付，部分方式最长需要 24 小时。如果提款无法支付，全部金额将退回您的余额，我们会在消息中通知您。</p>',
    },
    {
      slug: 'place-bet',
      category: 'betting',
      title: '如何投注？',
      html: '<p>点击比赛的赔率将其加入投注单，输入投注金额后点击<b>投注</b>。串关或系统投注最多可组合 10 个选项。</p>',
    },
    {
      slug: 'cash-out',
      category: 'betting',
      title: '什么是提前兑现？',
      html: '<p>提前兑现可以在比赛结束前按当时的报价结束投注。可用时，您可以在<b>投注记录</b>的未结算投注中找到它。</p>',
    },
    {
      slug: 'bonus-rules',
      category: 'casino',
      title: '奖金如何运作？',
      html: '<p>奖金以锁定余额的形式发放。完成奖金中显示的流水即可解锁；解锁后的奖金转入您的现金余额。每项奖金都有各自的规则和有效期。</p>',
    },
    {
      slug: 'responsible-play',
      category: 'security',
      title: '如何控制我的游戏？',
      html: '<p>为自己设定预算并适时休息。如需停止，请发邮件至 <a href="mailto:{email}">{email}</a>，我们将立即关闭您的账户。玩家必须年满 18 岁。</p>',
    },
  ],
  videos: [
    {
      slug: 'video-first-deposit',
      title: '一分钟完成首次存款',
      summary: '从选择方式到看到余额。',
      duration: 8,
      html: '<ol><li>从顶部打开存款。</li><li>选择方式和金额。</li><li>使用显示的代码或信息付款。</li><li>付款确认后余额更新。</li></ol>',
    },
    {
      slug: 'video-first-bet',
      title: '完成您的首次投注',
      summary: '赔率、投注单以及跟踪投注。',
      duration: 8,
      html: '<ol><li>在体育页选择一场比赛。</li><li>点击您看好的赔率。</li><li>在投注单中输入金额并确认。</li><li>在投注记录中跟踪结果。</li></ol>',
    },
  ],
  pages: {
    privacy: {
      title: '隐私政策',
      html: '<p>{brand} 尊重您的隐私。本政策说明我们收集哪些信息以及原因。</p><h3>我们收集的信息</h3><p>您的邮箱、昵称、设备标识、您的投注和付款，以及国家和语言等技术数据。</p><h3>用途</h3><p>用于管理您的账户、处理付款、防止欺诈、履行法律义务，以及在您允许时发送通知。</p><h3>共享</h3><p>我们仅为提供服务与支付和游戏供应商共享数据，并在法律要求时提供给有关部门。我们绝不出售您的数据。</p><h3>您的权利</h3><p>您可以在设置中申请数据副本、更正数据或关闭账户。请发邮件至 <a href="mailto:{email}">{email}</a>。</p><h3>保存</h3><p>我们按法律要求的期限保存账户和付款记录，账户关闭后删除其余数据。</p>',
    },
    about: {
      title: '关于 {brand}',
      html: '<p>{brand} 是为手机玩家打造的体育投注和娱乐场网站：实时赔率、快速存取款以及顶级工作室的游戏。</p><p>我们公平公正：自研游戏可验证公平，每笔付款都有记录，客服随时通过 <a href="mailto:{email}">{email}</a> 为您服务。</p>',
    },
    support: {
      title: '客服支持',
      html: '<p>我们的团队用您的语言答复。写信前，<a href="/faq/home">帮助中心</a>可能已有答案。请提供您的玩家 ID，如涉及付款请附上订单号。</p>',
    },
    'spei-announce': {
      title: 'SPEI 存款',
      html: '<p>通过 SPEI 的存款会自动到账。请从您本人名下的账户向存款页面显示的 CLABE 转入准确金额。晚上 9 点后的转账可能在次日上午到账。</p>',
    },
  },
  news: [
    {
      slug: 'news-live-cashout',
      daysAgo: 2,
      title: '滚球比赛现已支持提前兑现',
      summary: '比赛进行中即可结束投注。',
      html: '<p>滚球比赛现在也提供提前兑现。打开<a href="/bet-record">投注记录</a>查看每笔未结算投注的当前报价。</p>',
    },
    {
      slug: 'news-new-games',
      daysAgo: 6,
      title: '大厅上线新游戏',
      summary: '可验证公平的 Crash、骰子和轮盘。',
      html: '<p>我们的自研游戏上线了：Crash、骰子、轮盘和 Fruit Fiesta 老虎机。每一局都可以在验证页面核对。</p>',
    },
    {
      slug: 'news-notifications',
      daysAgo: 12,
      title: '不错过任何结果',
      summary: '开启投注和付款通知。',
      html: '<p>开启通知后，投注结算或款项到账时我们会第一时间告诉您。您可以在消息中选择哪些事件发送通知。</p>',
    },
  ],
  announcements: [
    {
      slug: 'announce-maintenance',
      daysAgo: 1,
      title: '计划维护',
      summary: '周日凌晨 4 点短暂维护。',
      html: '<p>周日凌晨 4:00 至 4:30，部分付款可能会延迟。投注和游戏不受影响。</p>',
    },
    {
      slug: 'announce-terms',
      daysAgo: 9,
      title: '条款更新',
      summary: '我们更新了隐私政策。',
      html: '<p>我们更新了<a href="/privacy">隐私政策</a>，增加了通知相关的说明。您的数据使用方式没有变化。</p>',
    },
  ],
  broadcasts: [
    {
      slug: 'welcome',
      title: '欢迎来到 {brand}！',
      html: '<p>祝您好运！来自 {brand} 的消息都会出现在这里：结果、付款和新闻。</p>',
      button: '打开体育',
      url: '/sport',
      topBar: true,
    },
    {
      slug: 'notifications',
      title: '开启通知',
      html: '<p>第一时间获取投注结果和付款消息。</p>',
      button: '了解更多',
      url: '/news',
      topBar: true,
    },
    {
      slug: 'safe-play',
      title: '安全游戏',
      html: '<p>设定预算并适时休息。需要帮助时请前往<a href="/support">客服支持</a>。</p>',
      button: '帮助中心',
      url: '/faq/home',
      topBar: false,
    },
  ],
};
