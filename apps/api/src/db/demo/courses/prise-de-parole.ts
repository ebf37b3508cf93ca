// Demo course: public speaking (French, paid, taught on site in Tunis).
import { type CourseSeed, mc, tf } from '../types';

export const priseDeParole: CourseSeed = {
  title: 'Prendre la parole en public',
  description:
    'Un atelier pratique pour parler devant un groupe avec clarté et sérénité : comprendre ce qui fait passer un message à l’oral, apprivoiser le trac, construire une intervention, travailler la voix et le regard, convaincre et répondre aux questions. Chaque séance se termine par un exercice filmé.',
  language: 'fr',
  subcategory: 'communication',
  facilitator: 'Youssef Mansour',
  price: 35,
  discount: 0,
  teaching: { type: 'on_place', latitude: 36.8189, longitude: 10.1658 },
  startInWeeks: 8,
  lengthInWeeks: 4,
  tagline: 'Prise de parole',
  cover: {
    kind: 'bubbles',
    caption: 'Parler à un public',
    items: [
      'Bonjour à tous, merci d’être venus.',
      'Pouvez-vous préciser ce point ?',
      'Bonne question : je reformule…',
    ],
  },
  units: [
    {
      title: 'Les bases de l’oral',
      level: 'basic',
      objects: [
        {
          title: 'Ce qui fait passer un message à l’oral',
          type: 'abstract',
          summary: 'À l’oral, l’auditeur ne peut pas relire : il faut annoncer, répéter et simplifier.',
          art: {
            kind: 'bubbles',
            caption: 'Guider l’auditeur',
            items: [
              'Je vais vous parler de trois choses.',
              'Premier point : le budget.',
              'Pour résumer : trois idées à retenir.',
            ],
          },
          sections: [
            {
              title: 'L’oral n’est pas un écrit lu à voix haute',
              minutes: 7,
              text: 'Un lecteur peut revenir en arrière, un auditeur non. Un bon discours compense par des repères : annoncer le plan (« je vais vous parler de trois choses »), signaler les transitions (« deuxième point »), résumer à la fin. Les phrases sont plus courtes qu’à l’écrit, le vocabulaire plus simple, et les idées importantes sont dites plusieurs fois, sous des formes différentes.',
            },
            {
              title: 'Les mots, la voix et le corps',
              minutes: 8,
              text: 'Le message passe par trois canaux : les mots, la voix (ton, rythme, volume) et le corps (regard, posture, gestes). Quand ils disent la même chose, le public vous croit ; quand ils se contredisent, par exemple « je suis ravi d’être là » prononcé d’une voix éteinte, c’est la voix et le corps qui l’emportent. La célèbre règle « 7 % – 38 % – 55 % » de Mehrabian est souvent mal citée : elle vient d’expériences sur l’expression de sentiments avec des mots isolés, pas sur les discours.',
              link: {
                url: 'https://fr.wikipedia.org/wiki/Albert_Mehrabian',
                title: 'Albert Mehrabian (Wikipédia)',
              },
            },
          ],
          quiz: [
            tf('À l’oral, répéter une idée importante sous une autre forme aide le public.', true),
            mc(
              'Quelle phrase est un repère de structure ?',
              [
                '« Passons maintenant au deuxième point. »',
                '« Euh… bon. »',
                '« Comme chacun sait. »',
                '« Bref, voilà. »',
              ],
              0,
            ),
          ],
        },
        {
          title: 'Apprivoiser le trac',
          type: 'concrete',
          summary:
            'Le trac est une réaction normale ; préparation, répétition et respiration le ramènent à un niveau utile.',
          art: {
            kind: 'steps',
            caption: 'Quatre gestes contre le trac',
            items: ['Préparer', 'Répéter à voix haute', 'Respirer lentement', 'Soigner l’ouverture'],
          },
          sheet: true,
          sections: [
            {
              title: 'Comprendre le trac',
              minutes: 6,
              text: 'Cœur qui bat, mains moites, bouche sèche : le trac est la réaction normale du corps face à un enjeu, due notamment à l’adrénaline. Presque tous les orateurs le ressentent, même expérimentés. Le but n’est pas de le supprimer mais de le ramener à un niveau qui donne de l’énergie sans paralyser. Le public remarque d’ailleurs bien moins votre stress que vous ne l’imaginez.',
              link: { url: 'https://fr.wikipedia.org/wiki/Trac', title: 'Trac (Wikipédia)' },
            },
            {
              title: 'Une routine avant de parler',
              minutes: 9,
              text: 'Répétez votre intervention au moins trois fois à voix haute, debout, en vous chronométrant : relire dans sa tête ne suffit pas. Apprenez par cœur vos deux premières phrases, le moment où le trac est le plus fort. Juste avant de parler, respirez lentement : inspirez par le nez pendant environ quatre secondes, expirez pendant six. Une expiration plus longue que l’inspiration aide le corps à se calmer.',
            },
          ],
          quiz: [
            mc(
              'Quelle préparation est la plus efficace contre le trac ?',
              [
                'Répéter à voix haute, debout, en se chronométrant',
                'Relire ses notes en silence',
                'Improviser entièrement',
                'Éviter d’y penser',
              ],
              0,
            ),
            tf(
              'Le public perçoit généralement le stress de l’orateur plus fortement que l’orateur lui-même.',
              false,
            ),
          ],
        },
      ],
    },
    {
      title: 'Construire et incarner son intervention',
      level: 'intermediate',
      objects: [
        {
          title: 'Structurer son intervention',
          type: 'abstract',
          summary:
            'Un message clé, trois idées au plus, une ouverture qui capte et une fin qui appelle à agir.',
          art: {
            kind: 'steps',
            caption: 'Le fil d’une intervention',
            items: ['Accroche', 'Message clé', 'Trois idées', 'Appel à l’action'],
          },
          sections: [
            {
              title: 'Le message clé',
              minutes: 8,
              text: 'Avant de construire le plan, écrivez votre message clé en une phrase : ce que le public doit retenir s’il ne retient qu’une chose. Par exemple : « Passer au covoiturage ferait économiser 30 % du budget transport. » Puis choisissez au plus trois idées qui le soutiennent. Trois points se retiennent ; huit se noient. Tout ce qui ne sert pas le message clé peut partir en annexe.',
            },
            {
              title: 'Ouvrir et conclure',
              minutes: 8,
              text: 'Les premières secondes décident de l’attention. Évitez « Bonjour, je vais vous présenter… » et ouvrez sur une question, un chiffre frappant ou une courte histoire, puis annoncez le plan. La conclusion reprend le message clé et dit au public quoi faire : voter, essayer, s’inscrire. Ne terminez pas sur « voilà, c’est tout » : préparez votre dernière phrase aussi soigneusement que la première.',
            },
          ],
          quiz: [
            mc(
              'Quelle ouverture capte le mieux l’attention ?',
              [
                '« Chaque jour, nous jetons 40 kilos de papier. »',
                '« Bonjour, je vais vous présenter mon sujet. »',
                '« Je ne suis pas très à l’aise, désolé. »',
                '« Bon, on va commencer. »',
              ],
              0,
            ),
            tf('Une intervention de dix minutes devrait développer au plus trois idées principales.', true),
            mc(
              'Que doit contenir une conclusion ?',
              [
                'Le rappel du message clé',
                'Un appel à l’action',
                'Un nouveau sujet',
                'Des excuses pour la durée',
              ],
              [0, 1],
            ),
          ],
        },
        {
          title: 'La voix, le regard et les gestes',
          type: 'concrete',
          summary:
            'Ralentir, marquer des pauses, regarder chaque partie de la salle et garder des gestes ouverts.',
          art: {
            kind: 'points',
            caption: 'Quatre réglages à travailler',
            items: [
              'Débit : ralentir et marquer une pause après chaque idée clé',
              'Volume : parler pour le dernier rang, pas pour le premier',
              'Regard : balayer la salle, quelques secondes par personne',
              'Gestes : mains visibles, ouvertes, à hauteur de la taille',
            ],
          },
          sections: [
            {
              title: 'La voix',
              minutes: 8,
              text: 'Sous l’effet du trac, on parle souvent trop vite. Ralentissez et, surtout, marquez des pauses : une seconde de silence après une idée importante lui donne du poids et laisse au public le temps de la noter. Parlez pour être entendu du dernier rang. Variez le ton : une voix monocorde endort, même avec un excellent contenu. Enregistrez-vous pour entendre ce que le public entend.',
            },
            {
              title: 'Le regard et les gestes',
              minutes: 8,
              text: 'Regardez le public, pas vos notes ni l’écran. Posez le regard sur une personne le temps d’une phrase, puis passez à une autre, dans une autre zone de la salle. Tenez-vous stable, les deux pieds au sol, sans vous balancer. Laissez les mains libres et visibles : elles accompagnent naturellement la parole. Bras croisés ou mains dans les poches envoient un message de fermeture.',
            },
          ],
          quiz: [
            mc(
              'Que produit une courte pause après une idée clé ?',
              [
                'Elle met l’idée en valeur',
                'Elle montre qu’on a oublié son texte',
                'Elle fait perdre du temps inutilement',
                'Elle agace toujours le public',
              ],
              0,
            ),
            tf(
              'Pour rester concentré, il vaut mieux regarder ses diapositives pendant toute l’intervention.',
              false,
            ),
          ],
        },
      ],
    },
    {
      title: 'Convaincre et interagir',
      level: 'advanced',
      objects: [
        {
          title: 'Convaincre : ethos, pathos, logos',
          type: 'abstract',
          summary:
            'Aristote distingue trois leviers de persuasion : la crédibilité de l’orateur, l’émotion du public et la logique des arguments.',
          art: {
            kind: 'triangle',
            caption: 'Les trois leviers d’Aristote',
            corners: ['ethos', 'pathos', 'logos'],
            centre: 'convaincre',
          },
          sections: [
            {
              title: 'Les trois preuves de la rhétorique',
              minutes: 9,
              text: 'Dans sa Rhétorique, Aristote décrit trois moyens de persuader. L’ethos est la crédibilité de l’orateur : compétence, honnêteté, bienveillance envers le public. Le pathos touche les émotions du public : une histoire vécue, une image forte. Le logos est la logique du discours : faits, chiffres, raisonnements. Un discours solide combine les trois, en les adaptant au public.',
              link: {
                url: 'https://fr.wikipedia.org/wiki/Rh%C3%A9torique_(Aristote)',
                title: 'Rhétorique d’Aristote (Wikipédia)',
              },
            },
            {
              title: 'Doser les trois leviers',
              minutes: 8,
              text: 'Face à un comité financier, le logos domine : chiffres vérifiables et sources citées. Pour une collecte de fonds, une histoire authentique (pathos) donnera envie d’agir, à condition que les chiffres (logos) tiennent. L’ethos se construit avant même de parler : préparation visible, respect du temps imparti, honnêteté sur les limites de votre proposition. Un pathos sans logos finit par paraître manipulateur.',
            },
          ],
          quiz: [
            mc(
              'Citer une étude chiffrée et sa source relève surtout...',
              ['du logos', 'du pathos', 'de l’ethos', 'd’aucun des trois'],
              0,
            ),
            mc(
              'Quels éléments renforcent l’ethos de l’orateur ?',
              [
                'Reconnaître honnêtement les limites de sa proposition',
                'Respecter le temps imparti',
                'Exagérer les chiffres',
                'Ignorer les questions',
              ],
              [0, 1],
            ),
          ],
        },
        {
          title: 'Répondre aux questions du public',
          type: 'concrete',
          summary: 'Écouter jusqu’au bout, reformuler, répondre brièvement et oser dire « je ne sais pas ».',
          art: {
            kind: 'flow',
            caption: 'Face à une question',
            yesNo: ['oui', 'non'],
            steps: [
              { text: 'Écouter jusqu’au bout' },
              { text: 'Reformuler la question' },
              {
                text: 'Je connais la réponse ?',
                decision: 'Le dire, et promettre de revenir vers la personne',
              },
              { text: 'Répondre brièvement' },
            ],
          },
          sections: [
            {
              title: 'Une méthode en quatre temps',
              minutes: 9,
              text: 'Écoutez la question jusqu’au bout sans préparer votre réponse pendant qu’on vous parle. Reformulez-la : toute la salle l’entend, vous vérifiez que vous l’avez comprise et vous gagnez quelques secondes de réflexion. Répondez brièvement, en reliant si possible la réponse à votre message clé. Si vous ne savez pas, dites-le et proposez de revenir vers la personne : c’est bien plus crédible qu’une réponse inventée.',
            },
            {
              title: 'Les questions difficiles',
              minutes: 8,
              text: 'Face à une question agressive, gardez un ton calme et répondez au fond, pas à la forme : reformulez en retirant la charge émotionnelle (« Vous vous inquiétez du coût, c’est légitime »). Si quelqu’un monopolise la parole, proposez de poursuivre après la séance. Prévoyez avant l’intervention les trois questions que vous redoutez le plus et préparez leurs réponses.',
            },
          ],
          quiz: [
            mc(
              'Pourquoi reformuler une question avant d’y répondre ?',
              [
                'Pour vérifier sa compréhension et que toute la salle l’entende',
                'Pour éviter d’y répondre',
                'Pour montrer que la question est mauvaise',
                'Pour allonger l’intervention',
              ],
              0,
            ),
            tf(
              'Face à une question dont on ignore la réponse, mieux vaut improviser une réponse plausible.',
              false,
            ),
            mc(
              'Une question agressive arrive. Quelle réaction convient ?',
              [
                'Reformuler calmement le fond de la question',
                'Répondre sur le même ton',
                'Ignorer la personne',
                'Mettre fin à la séance',
              ],
              0,
            ),
          ],
        },
      ],
    },
  ],
  quiz: [
    tf('À l’oral, annoncer son plan aide le public à suivre.', true),
    mc(
      'Quelle est la différence principale entre l’oral et l’écrit ?',
      [
        'L’auditeur ne peut pas revenir en arrière',
        'L’oral n’a pas besoin de structure',
        'L’écrit est toujours plus court',
        'Il n’y en a aucune',
      ],
      0,
    ),
    mc(
      'Juste avant de parler, quelle respiration aide à se calmer ?',
      [
        'Une expiration plus longue que l’inspiration',
        'Des inspirations rapides et courtes',
        'Retenir son souffle une minute',
        'Respirer uniquement par la bouche',
      ],
      0,
    ),
    tf('Le trac disparaît complètement chez les orateurs expérimentés.', false),
    mc(
      'Combien d’idées principales retenir pour une intervention de dix minutes ?',
      ['Trois au plus', 'Au moins huit', 'Une par diapositive', 'Autant que possible'],
      0,
    ),
    mc(
      'Quelles pratiques améliorent la voix à l’oral ?',
      [
        'Marquer des pauses après les idées clés',
        'Varier le ton',
        'Parler le plus vite possible',
        'Garder un ton monocorde',
      ],
      [0, 1],
    ),
    tf('Croiser les bras pendant une intervention envoie un message d’ouverture.', false),
    mc(
      'Une histoire personnelle émouvante relève surtout...',
      ['du pathos', 'du logos', 'de l’ethos', 'de la logique formelle'],
      0,
    ),
    mc(
      'Face à une question dont vous ignorez la réponse, que faire ?',
      [
        'Le dire et proposer de revenir vers la personne',
        'Inventer une réponse',
        'Changer de sujet',
        'Dire que la question est hors sujet',
      ],
      0,
    ),
    tf('Reformuler une question agressive permet d’en retirer la charge émotionnelle.', true),
  ],
};
