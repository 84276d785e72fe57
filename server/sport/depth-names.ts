/**
 * Names of the deeper markets (core/sport/market-kinds) and the words of their options, in the eight
 * interface languages. Quarter markets carry `{q}` (the quarter number).
 */
import type { Locale } from '../../core/i18n/locales';
import { K } from '../../core/sport/market-kinds';
import type { OptionWords } from '../../core/sport/option-labels';

type DepthKey =
  | 'doubleChance'
  | 'drawNoBet'
  | 'bothScore'
  | 'correctScore'
  | 'halfTimeResult'
  | 'halfTimeFullTime'
  | 'homeTotal'
  | 'awayTotal'
  | 'oddEven'
  | 'winningMargin'
  | 'firstHalfTotal'
  | 'secondHalfResult'
  | 'secondHalfTotal'
  | 'homeCleanSheet'
  | 'awayCleanSheet'
  | 'firstHalfWinner'
  | 'firstHalfSpread'
  | 'quarterTotal'
  | 'quarterWinner'
  | 'setBetting'
  | 'setWinner'
  | 'gamesHandicap'
  | 'gamesTotal';

interface DepthWords {
  markets: Record<DepthKey, string>;
  options: OptionWords;
}

export const DEPTH_WORDS: Record<Locale, DepthWords> = {
  en: {
    markets: {
      doubleChance: 'Double chance',
      drawNoBet: 'Draw no bet',
      bothScore: 'Both teams to score',
      correctScore: 'Correct score',
      halfTimeResult: 'Half-time result',
      halfTimeFullTime: 'Half-time / full-time',
      homeTotal: 'Home team total',
      awayTotal: 'Away team total',
      oddEven: 'Total odd / even',
      winningMargin: 'Winning margin',
      firstHalfTotal: '1st half total',
      secondHalfResult: '2nd half result',
      secondHalfTotal: '2nd half total',
      homeCleanSheet: 'Home clean sheet',
      awayCleanSheet: 'Away clean sheet',
      firstHalfWinner: '1st half winner',
      firstHalfSpread: '1st half spread',
      quarterTotal: 'Quarter {q} total',
      quarterWinner: 'Quarter {q} winner',
      setBetting: 'Set betting',
      setWinner: 'Set winner (set number)',
      gamesHandicap: 'Games handicap',
      gamesTotal: 'Total games',
    },
    options: {
      draw: 'Draw',
      over: 'Over',
      under: 'Under',
      yes: 'Yes',
      no: 'No',
      odd: 'Odd',
      even: 'Even',
      anyOther: 'Any other',
      winBy: 'By {n}: {team}',
    },
  },
  'es-MX': {
    markets: {
      doubleChance: 'Doble oportunidad',
      drawNoBet: 'Empate no apuesta',
      bothScore: 'Ambos equipos anotan',
      correctScore: 'Marcador exacto',
      halfTimeResult: 'Resultado al medio tiempo',
      halfTimeFullTime: 'Medio tiempo / final',
      homeTotal: 'Total del equipo local',
      awayTotal: 'Total del equipo visitante',
      oddEven: 'Total par / impar',
      winningMargin: 'Margen de victoria',
      firstHalfTotal: 'Total del 1.er tiempo',
      secondHalfResult: 'Resultado del 2.º tiempo',
      secondHalfTotal: 'Total del 2.º tiempo',
      homeCleanSheet: 'Local sin recibir gol',
      awayCleanSheet: 'Visitante sin recibir gol',
      firstHalfWinner: 'Ganador de la 1.ª mitad',
      firstHalfSpread: 'Hándicap de la 1.ª mitad',
      quarterTotal: 'Total del cuarto {q}',
      quarterWinner: 'Ganador del cuarto {q}',
      setBetting: 'Resultado en sets',
      setWinner: 'Ganador del set (número de set)',
      gamesHandicap: 'Hándicap de juegos',
      gamesTotal: 'Total de juegos',
    },
    options: {
      draw: 'Empate',
      over: 'Más de',
      under: 'Menos de',
      yes: 'Sí',
      no: 'No',
      odd: 'Impar',
      even: 'Par',
      anyOther: 'Otro marcador',
      winBy: 'Por {n}: {team}',
    },
  },
  'pt-BR': {
    markets: {
      doubleChance: 'Dupla chance',
      drawNoBet: 'Empate anula aposta',
      bothScore: 'Ambas as equipes marcam',
      correctScore: 'Placar exato',
      halfTimeResult: 'Resultado do intervalo',
      halfTimeFullTime: 'Intervalo / final',
      homeTotal: 'Total do mandante',
      awayTotal: 'Total do visitante',
      oddEven: 'Total ímpar / par',
      winningMargin: 'Margem de vitória',
      firstHalfTotal: 'Total do 1º tempo',
      secondHalfResult: 'Resultado do 2º tempo',
      secondHalfTotal: 'Total do 2º tempo',
      homeCleanSheet: 'Mandante não sofre gol',
      awayCleanSheet: 'Visitante não sofre gol',
      firstHalfWinner: 'Vencedor do 1º tempo',
      firstHalfSpread: 'Handicap do 1º tempo',
      quarterTotal: 'Total do {q}º quarto',
      quarterWinner: 'Vencedor do {q}º quarto',
      setBetting: 'Resultado em sets',
      setWinner: 'Vencedor do set (número do set)',
      gamesHandicap: 'Handicap de games',
      gamesTotal: 'Total de games',
    },
    options: {
      draw: 'Empate',
      over: 'Mais de',
      under: 'Menos de',
      yes: 'Sim',
      no: 'Não',
      odd: 'Ímpar',
      even: 'Par',
      anyOther: 'Outro placar',
      winBy: 'Por {n}: {team}',
    },
  },
  ru: {
    markets: {
      doubleChance: 'Двойной шанс',
      drawNoBet: 'Ничья — возврат ставки',
      bothScore: 'Обе забьют',
      correctScore: 'Точный счёт',
      halfTimeResult: 'Исход первого тайма',
      halfTimeFullTime: 'Тайм / матч',
      homeTotal: 'Индивидуальный тотал хозяев',
      awayTotal: 'Индивидуальный тотал гостей',
      oddEven: 'Тотал чёт / нечет',
      winningMargin: 'Разница в счёте',
      firstHalfTotal: 'Тотал первого тайма',
      secondHalfResult: 'Исход второго тайма',
      secondHalfTotal: 'Тотал второго тайма',
      homeCleanSheet: 'Хозяева не пропустят',
      awayCleanSheet: 'Гости не пропустят',
      firstHalfWinner: 'Победитель первой половины',
      firstHalfSpread: 'Фора первой половины',
      quarterTotal: 'Тотал {q}-й четверти',
      quarterWinner: 'Победитель {q}-й четверти',
      setBetting: 'Точный счёт по сетам',
      setWinner: 'Победитель сета (номер сета)',
      gamesHandicap: 'Фора по геймам',
      gamesTotal: 'Тотал геймов',
    },
    options: {
      draw: 'Ничья',
      over: 'Больше',
      under: 'Меньше',
      yes: 'Да',
      no: 'Нет',
      odd: 'Нечет',
      even: 'Чёт',
      anyOther: 'Другой счёт',
      winBy: 'Разница {n}: {team}',
    },
  },
  vi: {
    markets: {
      doubleChance: 'Cơ hội kép',
      drawNoBet: 'Hòa hoàn tiền',
      bothScore: 'Cả hai đội ghi bàn',
      correctScore: 'Tỷ số chính xác',
      halfTimeResult: 'Kết quả hiệp một',
      halfTimeFullTime: 'Hiệp một / cả trận',
      homeTotal: 'Tổng của đội nhà',
      awayTotal: 'Tổng của đội khách',
      oddEven: 'Tổng chẵn / lẻ',
      winningMargin: 'Cách biệt chiến thắng',
      firstHalfTotal: 'Tổng hiệp một',
      secondHalfResult: 'Kết quả hiệp hai',
      secondHalfTotal: 'Tổng hiệp hai',
      homeCleanSheet: 'Đội nhà giữ sạch lưới',
      awayCleanSheet: 'Đội khách giữ sạch lưới',
      firstHalfWinner: 'Đội thắng hiệp một',
      firstHalfSpread: 'Kèo chấp hiệp một',
      quarterTotal: 'Tổng hiệp {q}',
      quarterWinner: 'Đội thắng hiệp {q}',
      setBetting: 'Tỷ số set',
      setWinner: 'Đội thắng set (số set)',
      gamesHandicap: 'Kèo chấp game',
      gamesTotal: 'Tổng số game',
    },
    options: {
      draw: 'Hòa',
      over: 'Tài',
      under: 'Xỉu',
      yes: 'Có',
      no: 'Không',
      odd: 'Lẻ',
      even: 'Chẵn',
      anyOther: 'Tỷ số khác',
      winBy: 'Cách {n}: {team}',
    },
  },
  th: {
    markets: {
      doubleChance: 'ดับเบิลแชนซ์',
      drawNoBet: 'เสมอคืนเงิน',
      bothScore: 'ทั้งสองทีมทำประตู',
      correctScore: 'สกอร์ที่ถูกต้อง',
      halfTimeResult: 'ผลครึ่งแรก',
      halfTimeFullTime: 'ครึ่งแรก / เต็มเวลา',
      homeTotal: 'สกอร์รวมทีมเหย้า',
      awayTotal: 'สกอร์รวมทีมเยือน',
      oddEven: 'สกอร์รวมคี่ / คู่',
      winningMargin: 'ส่วนต่างการชนะ',
      firstHalfTotal: 'สกอร์รวมครึ่งแรก',
      secondHalfResult: 'ผลครึ่งหลัง',
      secondHalfTotal: 'สกอร์รวมครึ่งหลัง',
      homeCleanSheet: 'ทีมเหย้าไม่เสียประตู',
      awayCleanSheet: 'ทีมเยือนไม่เสียประตู',
      firstHalfWinner: 'ผู้ชนะครึ่งแรก',
      firstHalfSpread: 'แฮนดิแคปครึ่งแรก',
      quarterTotal: 'คะแนนรวมควอเตอร์ {q}',
      quarterWinner: 'ผู้ชนะควอเตอร์ {q}',
      setBetting: 'ผลเซต',
      setWinner: 'ผู้ชนะเซต (เซตที่)',
      gamesHandicap: 'แฮนดิแคปเกม',
      gamesTotal: 'จำนวนเกมรวม',
    },
    options: {
      draw: 'เสมอ',
      over: 'สูงกว่า',
      under: 'ต่ำกว่า',
      yes: 'ใช่',
      no: 'ไม่',
      odd: 'คี่',
      even: 'คู่',
      anyOther: 'สกอร์อื่น',
      winBy: 'ห่าง {n}: {team}',
    },
  },
  'zh-CN': {
    markets: {
      doubleChance: '双重机会',
      drawNoBet: '平局退款',
      bothScore: '双方进球',
      correctScore: '正确比分',
      halfTimeResult: '半场独赢',
      halfTimeFullTime: '半场 / 全场',
      homeTotal: '主队总数',
      awayTotal: '客队总数',
      oddEven: '总数单 / 双',
      winningMargin: '净胜分差',
      firstHalfTotal: '上半场总数',
      secondHalfResult: '下半场独赢',
      secondHalfTotal: '下半场总数',
      homeCleanSheet: '主队零失球',
      awayCleanSheet: '客队零失球',
      firstHalfWinner: '上半场胜者',
      firstHalfSpread: '上半场让分',
      quarterTotal: '第{q}节总分',
      quarterWinner: '第{q}节胜者',
      setBetting: '盘数比分',
      setWinner: '单盘胜者（盘序）',
      gamesHandicap: '局数让分',
      gamesTotal: '总局数',
    },
    options: {
      draw: '平局',
      over: '大',
      under: '小',
      yes: '是',
      no: '否',
      odd: '单',
      even: '双',
      anyOther: '其他比分',
      winBy: '净胜{n}: {team}',
    },
  },
  ms: {
    markets: {
      doubleChance: 'Peluang berganda',
      drawNoBet: 'Seri batal taruhan',
      bothScore: 'Kedua-dua pasukan menjaring',
      correctScore: 'Skor tepat',
      halfTimeResult: 'Keputusan separuh masa',
      halfTimeFullTime: 'Separuh masa / tamat',
      homeTotal: 'Jumlah pasukan tuan rumah',
      awayTotal: 'Jumlah pasukan pelawat',
      oddEven: 'Jumlah ganjil / genap',
      winningMargin: 'Margin kemenangan',
      firstHalfTotal: 'Jumlah separuh masa pertama',
      secondHalfResult: 'Keputusan separuh masa kedua',
      secondHalfTotal: 'Jumlah separuh masa kedua',
      homeCleanSheet: 'Tuan rumah tidak bolos',
      awayCleanSheet: 'Pelawat tidak bolos',
      firstHalfWinner: 'Pemenang separuh pertama',
      firstHalfSpread: 'Handikap separuh pertama',
      quarterTotal: 'Jumlah suku {q}',
      quarterWinner: 'Pemenang suku {q}',
      setBetting: 'Keputusan set',
      setWinner: 'Pemenang set (nombor set)',
      gamesHandicap: 'Handikap permainan',
      gamesTotal: 'Jumlah permainan',
    },
    options: {
      draw: 'Seri',
      over: 'Lebih',
      under: 'Kurang',
      yes: 'Ya',
      no: 'Tidak',
      odd: 'Ganjil',
      even: 'Genap',
      anyOther: 'Skor lain',
      winBy: 'Beza {n}: {team}',
    },
  },
};

const KEYS: Partial<Record<number, DepthKey>> = {
  [K.doubleChance]: 'doubleChance',
  [K.drawNoBet]: 'drawNoBet',
  [K.bothScore]: 'bothScore',
  [K.correctScore]: 'correctScore',
  [K.halfTimeResult]: 'halfTimeResult',
  [K.halfTimeFullTime]: 'halfTimeFullTime',
  [K.homeTotal]: 'homeTotal',
  [K.awayTotal]: 'awayTotal',
  [K.oddEven]: 'oddEven',
  [K.winningMargin]: 'winningMargin',
  [K.firstHalfTotal]: 'firstHalfTotal',
  [K.secondHalfResult]: 'secondHalfResult',
  [K.secondHalfTotal]: 'secondHalfTotal',
  [K.homeCleanSheet]: 'homeCleanSheet',
  [K.awayCleanSheet]: 'awayCleanSheet',
  [K.firstHalfWinner]: 'firstHalfWinner',
  [K.firstHalfSpread]: 'firstHalfSpread',
  [K.setBetting]: 'setBetting',
  [K.setWinner]: 'setWinner',
  [K.gamesHandicap]: 'gamesHandicap',
  [K.gamesTotal]: 'gamesTotal',
};

/** The name of a deeper market type, or null when `type` is not one. */
export function depthMarketName(type: number, lang: Locale): string | null {
  const k = type % 1000;
  const words = DEPTH_WORDS[lang].markets;
  if (k > K.quarterTotal && k <= K.quarterTotal + 4)
    return words.quarterTotal.replace('{q}', String(k - K.quarterTotal));
  if (k > K.quarterWinner && k <= K.quarterWinner + 4)
    return words.quarterWinner.replace('{q}', String(k - K.quarterWinner));
  const key = KEYS[k];
  return key ? words[key] : null;
}
