/**
 * The words of the messages the server writes on events, in the eight interface languages. `{amount}`,
 * `{order}`, `{name}` and `{level}` are filled in by write.ts (amounts formatted for each language).
 * A bet's title and text depend on how it ended: won (win, win-half), lost (lose, lose-half) or void.
 */
import type { Locale } from '../../core/i18n/locales';

export type EventTextKey =
  | 'bet_won'
  | 'bet_lost'
  | 'bet_void'
  | 'cash_out'
  | 'deposit_credited'
  | 'withdrawal_paid'
  | 'withdrawal_failed'
  | 'bonus_granted'
  | 'bonus_unlocked'
  | 'vip_level';

export interface EventText {
  title: string;
  body: string;
  button: string;
}

type Texts = Record<EventTextKey, EventText>;

const en: Texts = {
  bet_won: {
    title: 'Your bet won!',
    body: 'Bet #{order} won. {amount} was paid to your balance.',
    button: 'View bet',
  },
  bet_lost: {
    title: 'Bet settled',
    body: 'Bet #{order} was settled as lost. Better luck next time!',
    button: 'View bet',
  },
  bet_void: {
    title: 'Bet void',
    body: 'Bet #{order} was void. {amount} went back to your balance.',
    button: 'View bet',
  },
  cash_out: { title: 'Cash-out done', body: 'You cashed out bet #{order} for {amount}.', button: 'View bet' },
  deposit_credited: {
    title: 'Deposit received',
    body: '{amount} was added to your balance (order {order}).',
    button: 'View deposit',
  },
  withdrawal_paid: {
    title: 'Withdrawal paid',
    body: 'Your withdrawal of {amount} was paid (order {order}).',
    button: 'View withdrawal',
  },
  withdrawal_failed: {
    title: 'Withdrawal not paid',
    body: 'Your withdrawal of {amount} could not be paid, and the amount is back in your balance (order {order}).',
    button: 'View withdrawal',
  },
  bonus_granted: { title: 'New bonus', body: 'You received a bonus: {name}.', button: 'My bonuses' },
  bonus_unlocked: {
    title: 'Bonus unlocked',
    body: 'Your bonus {name} is unlocked: {amount} moved to your balance.',
    button: 'My bonuses',
  },
  vip_level: {
    title: 'VIP level {level}',
    body: 'Congratulations! You reached VIP level {level}.',
    button: 'VIP club',
  },
};

const esMX: Texts = {
  bet_won: {
    title: '¡Tu apuesta ganó!',
    body: 'La apuesta #{order} ganó. Se pagaron {amount} a tu saldo.',
    button: 'Ver apuesta',
  },
  bet_lost: {
    title: 'Apuesta liquidada',
    body: 'La apuesta #{order} se liquidó como perdida. ¡Suerte la próxima vez!',
    button: 'Ver apuesta',
  },
  bet_void: {
    title: 'Apuesta anulada',
    body: 'La apuesta #{order} se anuló. {amount} regresaron a tu saldo.',
    button: 'Ver apuesta',
  },
  cash_out: {
    title: 'Cash-out realizado',
    body: 'Cobraste la apuesta #{order} por {amount}.',
    button: 'Ver apuesta',
  },
  deposit_credited: {
    title: 'Depósito recibido',
    body: 'Se agregaron {amount} a tu saldo (orden {order}).',
    button: 'Ver depósito',
  },
  withdrawal_paid: {
    title: 'Retiro pagado',
    body: 'Tu retiro de {amount} fue pagado (orden {order}).',
    button: 'Ver retiro',
  },
  withdrawal_failed: {
    title: 'Retiro no pagado',
    body: 'Tu retiro de {amount} no se pudo pagar y el monto regresó a tu saldo (orden {order}).',
    button: 'Ver retiro',
  },
  bonus_granted: { title: 'Nuevo bono', body: 'Recibiste un bono: {name}.', button: 'Mis bonos' },
  bonus_unlocked: {
    title: 'Bono desbloqueado',
    body: 'Tu bono {name} está desbloqueado: {amount} pasaron a tu saldo.',
    button: 'Mis bonos',
  },
  vip_level: {
    title: 'Nivel VIP {level}',
    body: '¡Felicidades! Alcanzaste el nivel VIP {level}.',
    button: 'Club VIP',
  },
};

const ptBR: Texts = {
  bet_won: {
    title: 'Sua aposta ganhou!',
    body: 'A aposta #{order} ganhou. {amount} foram pagos no seu saldo.',
    button: 'Ver aposta',
  },
  bet_lost: {
    title: 'Aposta liquidada',
    body: 'A aposta #{order} foi liquidada como perdida. Boa sorte na próxima!',
    button: 'Ver aposta',
  },
  bet_void: {
    title: 'Aposta anulada',
    body: 'A aposta #{order} foi anulada. {amount} voltaram ao seu saldo.',
    button: 'Ver aposta',
  },
  cash_out: {
    title: 'Cash-out feito',
    body: 'Você encerrou a aposta #{order} por {amount}.',
    button: 'Ver aposta',
  },
  deposit_credited: {
    title: 'Depósito recebido',
    body: '{amount} foram adicionados ao seu saldo (pedido {order}).',
    button: 'Ver depósito',
  },
  withdrawal_paid: {
    title: 'Saque pago',
    body: 'Seu saque de {amount} foi pago (pedido {order}).',
    button: 'Ver saque',
  },
  withdrawal_failed: {
    title: 'Saque não pago',
    body: 'Seu saque de {amount} não pôde ser pago e o valor voltou ao seu saldo (pedido {order}).',
    button: 'Ver saque',
  },
  bonus_granted: { title: 'Novo bônus', body: 'Você recebeu um bônus: {name}.', button: 'Meus bônus' },
  bonus_unlocked: {
    title: 'Bônus liberado',
    body: 'Seu bônus {name} foi liberado: {amount} foram para o seu saldo.',
    button: 'Meus bônus',
  },
  vip_level: {
    title: 'Nível VIP {level}',
    body: 'Parabéns! Você chegou ao nível VIP {level}.',
    button: 'Clube VIP',
  },
};

const ru: Texts = {
  bet_won: {
    title: 'Ваша ставка выиграла!',
    body: 'Ставка №{order} выиграла. На баланс зачислено {amount}.',
    button: 'К ставке',
  },
  bet_lost: {
    title: 'Ставка рассчитана',
    body: 'Ставка №{order} рассчитана как проигрыш. Удачи в следующий раз!',
    button: 'К ставке',
  },
  bet_void: {
    title: 'Ставка аннулирована',
    body: 'Ставка №{order} аннулирована. {amount} возвращено на баланс.',
    button: 'К ставке',
  },
  cash_out: { title: 'Кэшаут выполнен', body: 'Вы закрыли ставку №{order} за {amount}.', button: 'К ставке' },
  deposit_credited: {
    title: 'Депозит зачислен',
    body: 'На баланс зачислено {amount} (заказ {order}).',
    button: 'К депозиту',
  },
  withdrawal_paid: {
    title: 'Вывод выплачен',
    body: 'Ваш вывод {amount} выплачен (заказ {order}).',
    button: 'К выводу',
  },
  withdrawal_failed: {
    title: 'Вывод не выплачен',
    body: 'Вывод {amount} не удалось выплатить, сумма возвращена на баланс (заказ {order}).',
    button: 'К выводу',
  },
  bonus_granted: { title: 'Новый бонус', body: 'Вы получили бонус: {name}.', button: 'Мои бонусы' },
  bonus_unlocked: {
    title: 'Бонус разблокирован',
    body: 'Бонус {name} разблокирован: {amount} переведено на баланс.',
    button: 'Мои бонусы',
  },
  vip_level: {
    title: 'VIP-уровень {level}',
    body: 'Поздравляем! Вы достигли VIP-уровня {level}.',
    button: 'VIP-клуб',
  },
};

const vi: Texts = {
  bet_won: {
    title: 'Cược của bạn đã thắng!',
    body: 'Cược #{order} đã thắng. {amount} đã được cộng vào số dư.',
    button: 'Xem cược',
  },
  bet_lost: {
    title: 'Cược đã được thanh toán',
    body: 'Cược #{order} đã thua. Chúc bạn may mắn lần sau!',
    button: 'Xem cược',
  },
  bet_void: {
    title: 'Cược bị hủy',
    body: 'Cược #{order} bị hủy. {amount} đã được hoàn vào số dư.',
    button: 'Xem cược',
  },
  cash_out: {
    title: 'Đã rút tiền sớm',
    body: 'Bạn đã rút sớm cược #{order} với {amount}.',
    button: 'Xem cược',
  },
  deposit_credited: {
    title: 'Đã nhận tiền nạp',
    body: '{amount} đã được cộng vào số dư (lệnh {order}).',
    button: 'Xem lệnh nạp',
  },
  withdrawal_paid: {
    title: 'Đã chi trả rút tiền',
    body: 'Lệnh rút {amount} của bạn đã được chi trả (lệnh {order}).',
    button: 'Xem lệnh rút',
  },
  withdrawal_failed: {
    title: 'Rút tiền không thành công',
    body: 'Lệnh rút {amount} không thể chi trả, số tiền đã được hoàn vào số dư (lệnh {order}).',
    button: 'Xem lệnh rút',
  },
  bonus_granted: { title: 'Thưởng mới', body: 'Bạn đã nhận được thưởng: {name}.', button: 'Thưởng của tôi' },
  bonus_unlocked: {
    title: 'Đã mở khóa thưởng',
    body: 'Thưởng {name} đã mở khóa: {amount} đã chuyển vào số dư.',
    button: 'Thưởng của tôi',
  },
  vip_level: {
    title: 'Cấp VIP {level}',
    body: 'Chúc mừng! Bạn đã đạt cấp VIP {level}.',
    button: 'Câu lạc bộ VIP',
  },
};

const th: Texts = {
  bet_won: {
    title: 'เดิมพันของคุณชนะ!',
    body: 'เดิมพัน #{order} ชนะ จ่าย {amount} เข้ายอดเงินของคุณแล้ว',
    button: 'ดูเดิมพัน',
  },
  bet_lost: {
    title: 'เดิมพันได้รับการตัดสินแล้ว',
    body: 'เดิมพัน #{order} ตัดสินว่าแพ้ ขอให้โชคดีครั้งหน้า!',
    button: 'ดูเดิมพัน',
  },
  bet_void: {
    title: 'เดิมพันเป็นโมฆะ',
    body: 'เดิมพัน #{order} เป็นโมฆะ คืน {amount} เข้ายอดเงินของคุณแล้ว',
    button: 'ดูเดิมพัน',
  },
  cash_out: { title: 'แคชเอาท์สำเร็จ', body: 'คุณแคชเอาท์เดิมพัน #{order} ได้ {amount}', button: 'ดูเดิมพัน' },
  deposit_credited: {
    title: 'ได้รับเงินฝากแล้ว',
    body: 'เพิ่ม {amount} เข้ายอดเงินของคุณแล้ว (คำสั่ง {order})',
    button: 'ดูการฝาก',
  },
  withdrawal_paid: {
    title: 'จ่ายเงินถอนแล้ว',
    body: 'การถอน {amount} ของคุณจ่ายแล้ว (คำสั่ง {order})',
    button: 'ดูการถอน',
  },
  withdrawal_failed: {
    title: 'การถอนไม่สำเร็จ',
    body: 'การถอน {amount} ไม่สามารถจ่ายได้ ยอดเงินคืนเข้ายอดคงเหลือแล้ว (คำสั่ง {order})',
    button: 'ดูการถอน',
  },
  bonus_granted: { title: 'โบนัสใหม่', body: 'คุณได้รับโบนัส: {name}', button: 'โบนัสของฉัน' },
  bonus_unlocked: {
    title: 'ปลดล็อกโบนัสแล้ว',
    body: 'โบนัส {name} ปลดล็อกแล้ว: โอน {amount} เข้ายอดเงินของคุณ',
    button: 'โบนัสของฉัน',
  },
  vip_level: { title: 'ระดับ VIP {level}', body: 'ยินดีด้วย! คุณถึงระดับ VIP {level} แล้ว', button: 'VIP คลับ' },
};

const zhCN: Texts = {
  bet_won: {
    title: '您的投注赢了！',
    body: '投注 #{order} 赢了，{amount} 已派发到您的余额。',
    button: '查看投注',
  },
  bet_lost: { title: '投注已结算', body: '投注 #{order} 已结算为输。祝您下次好运！', button: '查看投注' },
  bet_void: {
    title: '投注作废',
    body: '投注 #{order} 已作废，{amount} 已退回您的余额。',
    button: '查看投注',
  },
  cash_out: { title: '提前兑现成功', body: '您以 {amount} 提前兑现了投注 #{order}。', button: '查看投注' },
  deposit_credited: {
    title: '存款已到账',
    body: '{amount} 已存入您的余额（订单 {order}）。',
    button: '查看存款',
  },
  withdrawal_paid: {
    title: '提款已支付',
    body: '您的 {amount} 提款已支付（订单 {order}）。',
    button: '查看提款',
  },
  withdrawal_failed: {
    title: '提款未支付',
    body: '您的 {amount} 提款未能支付，款项已退回您的余额（订单 {order}）。',
    button: '查看提款',
  },
  bonus_granted: { title: '新奖金', body: '您获得了奖金：{name}。', button: '我的奖金' },
  bonus_unlocked: {
    title: '奖金已解锁',
    body: '您的奖金 {name} 已解锁：{amount} 已转入您的余额。',
    button: '我的奖金',
  },
  vip_level: { title: 'VIP 等级 {level}', body: '恭喜！您已达到 VIP 等级 {level}。', button: 'VIP 俱乐部' },
};

const ms: Texts = {
  bet_won: {
    title: 'Pertaruhan anda menang!',
    body: 'Pertaruhan #{order} menang. {amount} telah dibayar ke baki anda.',
    button: 'Lihat pertaruhan',
  },
  bet_lost: {
    title: 'Pertaruhan diselesaikan',
    body: 'Pertaruhan #{order} diselesaikan sebagai kalah. Semoga bernasib baik lain kali!',
    button: 'Lihat pertaruhan',
  },
  bet_void: {
    title: 'Pertaruhan dibatalkan',
    body: 'Pertaruhan #{order} dibatalkan. {amount} dikembalikan ke baki anda.',
    button: 'Lihat pertaruhan',
  },
  cash_out: {
    title: 'Cash-out selesai',
    body: 'Anda telah cash-out pertaruhan #{order} dengan {amount}.',
    button: 'Lihat pertaruhan',
  },
  deposit_credited: {
    title: 'Deposit diterima',
    body: '{amount} telah ditambah ke baki anda (pesanan {order}).',
    button: 'Lihat deposit',
  },
  withdrawal_paid: {
    title: 'Pengeluaran dibayar',
    body: 'Pengeluaran {amount} anda telah dibayar (pesanan {order}).',
    button: 'Lihat pengeluaran',
  },
  withdrawal_failed: {
    title: 'Pengeluaran tidak dibayar',
    body: 'Pengeluaran {amount} anda tidak dapat dibayar dan jumlahnya dikembalikan ke baki anda (pesanan {order}).',
    button: 'Lihat pengeluaran',
  },
  bonus_granted: { title: 'Bonus baharu', body: 'Anda menerima bonus: {name}.', button: 'Bonus saya' },
  bonus_unlocked: {
    title: 'Bonus dibuka',
    body: 'Bonus {name} anda telah dibuka: {amount} dipindahkan ke baki anda.',
    button: 'Bonus saya',
  },
  vip_level: {
    title: 'Tahap VIP {level}',
    body: 'Tahniah! Anda telah mencapai tahap VIP {level}.',
    button: 'Kelab VIP',
  },
};

export const EVENT_TEXTS: Record<Locale, Texts> = {
  en,
  'es-MX': esMX,
  'pt-BR': ptBR,
  ru,
  vi,
  th,
  'zh-CN': zhCN,
  ms,
};

/** Fills `{name}` placeholders; an unknown placeholder is left as it is. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
