import type { HelpTexts } from '../types';

export const esMX: HelpTexts = {
  categories: {
    account: 'Cuenta',
    deposits: 'Depósitos y retiros',
    betting: 'Apuestas deportivas',
    casino: 'Casino y bonos',
    security: 'Seguridad y juego responsable',
  },
  faq: [
    {
      slug: 'create-account',
      category: 'account',
      title: '¿Cómo creo una cuenta?',
      html: '<p>Toca <b>Registrarse</b> arriba de la página, escribe tu correo y una contraseña de al menos 8 caracteres y confirma. También puedes jugar como invitado y guardar un correo después para conservar tu saldo.</p>',
    },
    {
      slug: 'forgot-password',
      category: 'account',
      title: 'Olvidé mi contraseña',
      html: '<p>En la página de inicio de sesión toca <b>Olvidé mi contraseña</b>. Te enviamos un código de 6 dígitos a tu correo; escríbelo y elige una nueva contraseña. El código vale 10 minutos.</p>',
    },
    {
      slug: 'how-to-deposit',
      category: 'deposits',
      title: '¿Cómo hago un depósito?',
      html: '<p>Abre <b>Depositar</b>, elige un método de pago y un monto (mínimo {min_deposit}) y sigue las instrucciones. Tu saldo se acredita en cuanto se confirma el pago y recibes un mensaje cuando llega.</p>',
    },
    {
      slug: 'withdrawal-time',
      category: 'deposits',
      title: '¿Cuánto tarda un retiro?',
      html: '<p>La mayoría de los retiros se pagan en unos minutos; algunos métodos tardan hasta 24 horas. Si un retiro no se puede pagar, el monto completo regresa a tu saldo y te avisamos en tus mensajes.</p>',
    },
    {
      slug: 'place-bet',
      category: 'betting',
      title: '¿Cómo hago una apuesta?',
      html: '<p>Toca las cuotas de un partido para agregarlas al boleto, escribe tu importe y toca <b>Apostar</b>. Combina hasta 10 selecciones en una combinada o una apuesta de sistema.</p>',
    },
    {
      slug: 'cash-out',
      category: 'betting',
      title: '¿Qué es el cash-out?',
      html: '<p>El cash-out cierra una apuesta antes de que terminen sus partidos, por el monto ofrecido en ese momento. Lo encuentras en las apuestas abiertas de <b>Historial de apuestas</b> cuando está disponible.</p>',
    },
    {
      slug: 'bonus-rules',
      category: 'casino',
      title: '¿Cómo funcionan los bonos?',
      html: '<p>Los bonos se acreditan como saldo bloqueado. Juega el monto indicado en el bono para desbloquearlo; los bonos desbloqueados pasan a tu saldo en efectivo. Cada bono muestra sus reglas y su vigencia.</p>',
    },
    {
      slug: 'responsible-play',
      category: 'security',
      title: '¿Cómo mantengo mi juego bajo control?',
      html: '<p>Fija un presupuesto y toma descansos. Si quieres parar, escribe a <a href="mailto:{email}">{email}</a> y cerramos tu cuenta de inmediato. Debes tener 18 años o más.</p>',
    },
  ],
  videos: [
    {
      slug: 'video-first-deposit',
      title: 'Tu primer depósito en un minuto',
      summary: 'Desde elegir el método hasta ver tu saldo.',
      duration: 8,
      html: '<ol><li>Abre Depositar desde el encabezado.</li><li>Elige un método y un monto.</li><li>Paga con el código o los datos que aparecen.</li><li>Tu saldo se actualiza al confirmarse el pago.</li></ol>',
    },
    {
      slug: 'video-first-bet',
      title: 'Haz tu primera apuesta',
      summary: 'Cuotas, el boleto y el seguimiento de tu apuesta.',
      duration: 8,
      html: '<ol><li>Elige un partido en Deportes.</li><li>Toca la cuota que quieras.</li><li>Escribe el importe en el boleto y confirma.</li><li>Síguela en Historial de apuestas.</li></ol>',
    },
  ],
  pages: {
    privacy: {
      title: 'Política de privacidad',
      html: '<p>{brand} respeta tu privacidad. Esta política explica qué datos recopilamos y por qué.</p><h3>Qué recopilamos</h3><p>Tu correo, apodo, identificador del dispositivo, las apuestas y pagos que haces y datos técnicos como tu país e idioma.</p><h3>Para qué</h3><p>Para operar tu cuenta, procesar pagos, prevenir fraudes, cumplir la ley y, si lo permites, enviarte notificaciones.</p><h3>Con quién los compartimos</h3><p>Solo con proveedores de pago y de juegos para prestar el servicio, y con autoridades cuando la ley lo exige. Nunca vendemos tus datos.</p><h3>Tus derechos</h3><p>Puedes pedir una copia de tus datos, corregirlos o cerrar tu cuenta en Configuración. Escribe a <a href="mailto:{email}">{email}</a>.</p><h3>Conservación</h3><p>Guardamos los registros de cuenta y pagos el tiempo que exige la ley y borramos lo demás al cerrar tu cuenta.</p>',
    },
    about: {
      title: 'Acerca de {brand}',
      html: '<p>{brand} es un sitio de apuestas deportivas y casino hecho para jugar desde el celular: cuotas en vivo, depósitos y retiros rápidos y juegos de los mejores estudios.</p><p>Jugamos limpio: nuestros juegos propios son demostrablemente justos, cada pago queda registrado y el soporte te atiende en <a href="mailto:{email}">{email}</a>.</p>',
    },
    support: {
      title: 'Soporte',
      html: '<p>Nuestro equipo responde en tu idioma. Antes de escribir, revisa el <a href="/faq/home">centro de ayuda</a>; quizá ya tenga tu respuesta. Envíanos tu ID de jugador y, si es un pago, el número de orden.</p>',
    },
    'spei-announce': {
      title: 'Depósitos por SPEI',
      html: '<p>Los depósitos por SPEI se acreditan automáticamente. Transfiere el monto exacto a la CLABE que aparece en la página de depósito, desde una cuenta a tu nombre. Las transferencias después de las 21:00 pueden acreditarse a la mañana siguiente.</p>',
    },
  },
  news: [
    {
      slug: 'news-live-cashout',
      daysAgo: 2,
      title: 'Cash-out ahora en partidos en vivo',
      summary: 'Cierra tu apuesta con el partido en juego.',
      html: '<p>El cash-out ahora también se ofrece en partidos en vivo. Abre el <a href="/bet-record">Historial de apuestas</a> para ver la oferta actual de cada apuesta abierta.</p>',
    },
    {
      slug: 'news-new-games',
      daysAgo: 6,
      title: 'Nuevos juegos en el lobby',
      summary: 'Crash, dados y ruleta, demostrablemente justos.',
      html: '<p>Llegaron nuestros juegos propios: Crash, Dados, Ruleta y la tragamonedas Fruit Fiesta. Cada ronda se puede comprobar en la página de verificación.</p>',
    },
    {
      slug: 'news-notifications',
      daysAgo: 12,
      title: 'No te pierdas ningún resultado',
      summary: 'Activa las notificaciones de apuestas y pagos.',
      html: '<p>Activa las notificaciones y te avisamos en cuanto se liquide una apuesta o llegue un pago. En Mensajes eliges qué eventos te notifican.</p>',
    },
  ],
  announcements: [
    {
      slug: 'announce-maintenance',
      daysAgo: 1,
      title: 'Mantenimiento programado',
      summary: 'Mantenimiento breve el domingo a las 4 am.',
      html: '<p>El domingo de 4:00 a 4:30 am algunos pagos pueden tardar más. Las apuestas y los juegos no se ven afectados.</p>',
    },
    {
      slug: 'announce-terms',
      daysAgo: 9,
      title: 'Términos actualizados',
      summary: 'Actualizamos nuestra política de privacidad.',
      html: '<p>Actualizamos nuestra <a href="/privacy">política de privacidad</a> para explicar las notificaciones. No cambia nada en el uso de tus datos.</p>',
    },
  ],
  broadcasts: [
    {
      slug: 'welcome',
      title: '¡Bienvenido a {brand}!',
      html: '<p>¡Mucha suerte! Tus mensajes de {brand} llegan aquí: resultados, pagos y novedades.</p>',
      button: 'Abrir deportes',
      url: '/sport',
      topBar: true,
    },
    {
      slug: 'notifications',
      title: 'Activa las notificaciones',
      html: '<p>Recibe los resultados de tus apuestas y tus pagos al instante.</p>',
      button: 'Más información',
      url: '/news',
      topBar: true,
    },
    {
      slug: 'safe-play',
      title: 'Juega seguro',
      html: '<p>Fija un presupuesto y toma descansos. La ayuda siempre está en <a href="/support">Soporte</a>.</p>',
      button: 'Centro de ayuda',
      url: '/faq/home',
      topBar: false,
    },
  ],
};
