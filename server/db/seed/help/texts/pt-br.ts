import type { HelpTexts } from '../types';

export const ptBR: HelpTexts = {
  categories: {
    account: 'Conta',
    deposits: 'Depósitos e saques',
    betting: 'Apostas esportivas',
    casino: 'Cassino e bônus',
    security: 'Segurança e jogo responsável',
  },
  faq: [
    {
      slug: 'create-account',
      category: 'account',
      title: 'Como crio uma conta?',
      html: '<p>Toque em <b>Cadastrar</b> no topo da página, informe seu e-mail e uma senha de pelo menos 8 caracteres e confirme. Você também pode jogar como convidado e salvar um e-mail depois para manter seu saldo.</p>',
    },
    {
      slug: 'forgot-password',
      category: 'account',
      title: 'Esqueci minha senha',
      html: '<p>Na página de login toque em <b>Esqueci a senha</b>. Enviamos um código de 6 dígitos para o seu e-mail; digite-o e escolha uma nova senha. O código vale por 10 minutos.</p>',
    },
    {
      slug: 'how-to-deposit',
      category: 'deposits',
      title: 'Como faço um depósito?',
      html: '<p>Abra <b>Depositar</b>, escolha um método de pagamento e um valor (mínimo {min_deposit}) e siga as instruções. Seu saldo é creditado assim que o pagamento é confirmado, e você recebe uma mensagem quando ele chega.</p>',
    },
    {
      slug: 'withdrawal-time',
      category: 'deposits',
      title: 'Quanto tempo leva um saque?',
      html: '<p>A maioria dos saques é paga em poucos minutos; alguns métodos levam até 24 horas. Se um saque não puder ser pago, o valor total volta ao seu saldo e avisamos nas suas mensagens.</p>',
    },
    {
      slug: 'place-bet',
      category: 'betting',
      title: 'Como faço uma aposta?',
      html: '<p>Toque nas odds de uma partida para adicioná-las ao cupom, informe o valor e toque em <b>Apostar</b>. Combine até 10 seleções em uma múltipla ou em uma aposta de sistema.</p>',
    },
    {
      slug: 'cash-out',
      category: 'betting',
      title: 'O que é cash-out?',
      html: '<p>O cash-out encerra uma aposta antes do fim das partidas, pelo valor oferecido naquele momento. Ele aparece nas apostas abertas em <b>Histórico de apostas</b> quando disponível.</p>',
    },
    {
      slug: 'bonus-rules',
      category: 'casino',
      title: 'Como funcionam os bônus?',
      html: '<p>Os bônus são creditados como saldo bloqueado. Aposte o valor indicado no bônus para liberá-lo; bônus liberados vão para o seu saldo em dinheiro. Cada bônus mostra suas regras e validade.</p>',
    },
    {
      slug: 'responsible-play',
      category: 'security',
      title: 'Como manter meu jogo sob controle?',
      html: '<p>Defina um orçamento e faça pausas. Se quiser parar, escreva para <a href="mailto:{email}">{email}</a> e encerramos sua conta na hora. É preciso ter 18 anos ou mais.</p>',
    },
  ],
  videos: [
    {
      slug: 'video-first-deposit',
      title: 'Seu primeiro depósito em um minuto',
      summary: 'Da escolha do método ao saldo na tela.',
      duration: 8,
      html: '<ol><li>Abra Depositar no topo.</li><li>Escolha um método e um valor.</li><li>Pague com o código ou os dados mostrados.</li><li>Seu saldo é atualizado quando o pagamento é confirmado.</li></ol>',
    },
    {
      slug: 'video-first-bet',
      title: 'Faça sua primeira aposta',
      summary: 'Odds, cupom de apostas e acompanhamento.',
      duration: 8,
      html: '<ol><li>Escolha uma partida em Esportes.</li><li>Toque na odd que quiser.</li><li>Informe o valor no cupom e confirme.</li><li>Acompanhe em Histórico de apostas.</li></ol>',
    },
  ],
  pages: {
    privacy: {
      title: 'Política de privacidade',
      html: '<p>A {brand} respeita sua privacidade. Esta política explica o que coletamos e por quê.</p><h3>O que coletamos</h3><p>Seu e-mail, apelido, identificador do aparelho, as apostas e pagamentos que você faz e dados técnicos como país e idioma.</p><h3>Por quê</h3><p>Para manter sua conta, processar pagamentos, evitar fraudes, cumprir a lei e, se você permitir, enviar notificações.</p><h3>Compartilhamento</h3><p>Compartilhamos dados apenas com provedores de pagamento e de jogos para prestar o serviço, e com autoridades quando a lei exige. Nunca vendemos seus dados.</p><h3>Seus direitos</h3><p>Você pode pedir uma cópia dos seus dados, corrigi-los ou encerrar sua conta em Configurações. Escreva para <a href="mailto:{email}">{email}</a>.</p><h3>Guarda</h3><p>Mantemos registros de conta e pagamentos pelo prazo exigido por lei e apagamos o restante quando a conta é encerrada.</p>',
    },
    about: {
      title: 'Sobre a {brand}',
      html: '<p>A {brand} é um site de apostas esportivas e cassino feito para jogar no celular: odds ao vivo, depósitos e saques rápidos e jogos dos melhores estúdios.</p><p>Jogamos limpo: nossos jogos próprios são comprovadamente justos, todo pagamento é registrado e o suporte está disponível em <a href="mailto:{email}">{email}</a>.</p>',
    },
    support: {
      title: 'Suporte',
      html: '<p>Nossa equipe responde no seu idioma. Antes de escrever, a <a href="/faq/home">central de ajuda</a> pode já ter a resposta. Envie seu ID de jogador e, para um pagamento, o número do pedido.</p>',
    },
    'spei-announce': {
      title: 'Depósitos por SPEI',
      html: '<p>Depósitos por SPEI são creditados automaticamente. Transfira o valor exato para a CLABE mostrada na página de depósito, de uma conta em seu nome. Transferências após as 21h podem ser creditadas na manhã seguinte.</p>',
    },
  },
  news: [
    {
      slug: 'news-live-cashout',
      daysAgo: 2,
      title: 'Cash-out agora em partidas ao vivo',
      summary: 'Encerre sua aposta com a partida em andamento.',
      html: '<p>O cash-out agora também está disponível em partidas ao vivo. Abra o <a href="/bet-record">Histórico de apostas</a> para ver a oferta atual de cada aposta aberta.</p>',
    },
    {
      slug: 'news-new-games',
      daysAgo: 6,
      title: 'Novos jogos no lobby',
      summary: 'Crash, dados e roleta, comprovadamente justos.',
      html: '<p>Nossos jogos próprios chegaram: Crash, Dados, Roleta e o caça-níquel Fruit Fiesta. Cada rodada pode ser conferida na página de verificação.</p>',
    },
    {
      slug: 'news-notifications',
      daysAgo: 12,
      title: 'Não perca nenhum resultado',
      summary: 'Ative as notificações de apostas e pagamentos.',
      html: '<p>Ative as notificações e avisamos assim que uma aposta for liquidada ou um pagamento chegar. Você escolhe quais eventos notificam em Mensagens.</p>',
    },
  ],
  announcements: [
    {
      slug: 'announce-maintenance',
      daysAgo: 1,
      title: 'Manutenção programada',
      summary: 'Manutenção rápida no domingo às 4h.',
      html: '<p>No domingo, das 4h00 às 4h30, alguns pagamentos podem demorar mais. Apostas e jogos não são afetados.</p>',
    },
    {
      slug: 'announce-terms',
      daysAgo: 9,
      title: 'Termos atualizados',
      summary: 'Nossa política de privacidade foi atualizada.',
      html: '<p>Atualizamos nossa <a href="/privacy">política de privacidade</a> para explicar as notificações. Nada muda no uso dos seus dados.</p>',
    },
  ],
  broadcasts: [
    {
      slug: 'welcome',
      title: 'Bem-vindo à {brand}!',
      html: '<p>Boa sorte! Suas mensagens da {brand} chegam aqui: resultados, pagamentos e novidades.</p>',
      button: 'Abrir esportes',
      url: '/sport',
      topBar: true,
    },
    {
      slug: 'notifications',
      title: 'Ative as notificações',
      html: '<p>Receba os resultados das suas apostas e pagamentos na hora.</p>',
      button: 'Saiba mais',
      url: '/news',
      topBar: true,
    },
    {
      slug: 'safe-play',
      title: 'Jogue com segurança',
      html: '<p>Defina um orçamento e faça pausas. A ajuda está sempre em <a href="/support">Suporte</a>.</p>',
      button: 'Central de ajuda',
      url: '/faq/home',
      topBar: false,
    },
  ],
};
