// Demo course: everyday probability (French, free, online).
import { type CourseSeed, mc, tf } from '../types';

export const probabilites: CourseSeed = {
  title: 'Les probabilités au quotidien',
  description:
    'Dés, cartes, tirages et jeux : apprenez à calculer des chances avec méthode. Le cours part du vocabulaire des probabilités, passe par les tableaux à double entrée et les arbres, et termine par l’espérance, pour décider si un jeu est équitable.',
  language: 'fr',
  subcategory: 'mathematics',
  facilitator: 'Claire Dubois',
  price: 0,
  discount: 0,
  teaching: { type: 'online', link: 'https://meet.parcours.example/probabilites-au-quotidien' },
  startInWeeks: 2,
  lengthInWeeks: 5,
  tagline: 'Probabilités',
  cover: {
    kind: 'dice',
    caption: 'Somme de deux dés',
    sum: 7,
    note: '6 issues sur 36 donnent une somme de 7',
  },
  units: [
    {
      title: 'Le langage des probabilités',
      level: 'basic',
      objects: [
        {
          title: 'Expérience aléatoire, issues et événements',
          type: 'abstract',
          summary:
            'Une probabilité est un nombre entre 0 et 1 qui mesure la chance qu’un événement se réalise.',
          art: {
            kind: 'points',
            caption: 'Le vocabulaire sur un exemple',
            items: [
              'Expérience aléatoire : lancer un dé à six faces',
              'Univers : l’ensemble des issues {1, 2, 3, 4, 5, 6}',
              'Événement A : « obtenir un nombre pair » = {2, 4, 6}',
              'P(A) = 3 / 6 = 1/2',
            ],
          },
          sheet: true,
          sections: [
            {
              title: 'Issues et événements',
              minutes: 7,
              text: 'Une expérience est aléatoire quand on connaît tous les résultats possibles sans pouvoir prévoir lequel va se produire : lancer un dé, tirer une carte. Chaque résultat possible est une issue, et l’ensemble des issues forme l’univers. Un événement est un ensemble d’issues, décrit par une phrase : « obtenir un nombre pair » correspond aux issues 2, 4 et 6.',
              link: {
                url: 'https://fr.wikipedia.org/wiki/Probabilit%C3%A9',
                title: 'Probabilité (Wikipédia)',
              },
            },
            {
              title: 'Équiprobabilité',
              minutes: 7,
              text: 'Quand toutes les issues ont la même chance, on parle d’équiprobabilité, et la probabilité d’un événement est le nombre d’issues favorables divisé par le nombre d’issues possibles. Avec un dé équilibré, P(« nombre pair ») = 3/6 = 1/2. Une probabilité est toujours comprise entre 0 (événement impossible) et 1 (événement certain).',
            },
          ],
          quiz: [
            mc(
              'On lance un dé équilibré. Quelle est la probabilité d’obtenir un multiple de 3 ?',
              ['1/3', '1/2', '1/6', '2/6'],
              [0, 3],
            ),
            tf('Une probabilité peut être égale à 1,5.', false),
          ],
        },
        {
          title: 'Calculer une probabilité et la loi des grands nombres',
          type: 'concrete',
          summary:
            'On compte les issues favorables ; en répétant l’expérience, la fréquence observée se rapproche de la probabilité.',
          art: {
            kind: 'line',
            caption: 'Fréquence de « pile » (%) selon le nombre de lancers',
            points: [
              [10, 70],
              [50, 56],
              [100, 47],
              [250, 52.4],
              [500, 51.2],
              [1000, 49.8],
            ],
            xLabel: 'nombre de lancers',
            yLabel: 'fréquence de pile (%)',
          },
          sections: [
            {
              title: 'Compter avec un jeu de 52 cartes',
              minutes: 8,
              text: 'Un jeu classique compte 52 cartes : 4 couleurs (cœur, carreau, trèfle, pique) de 13 cartes chacune. On tire une carte au hasard. P(« cœur ») = 13/52 = 1/4. P(« as ») = 4/52 = 1/13. P(« carte rouge ») = 26/52 = 1/2. La méthode est toujours la même : décrire l’univers, vérifier que les issues sont équiprobables, puis compter les issues favorables.',
            },
            {
              title: 'Expérimenter : la loi des grands nombres',
              minutes: 10,
              text: 'Lancez une pièce 10 fois : vous obtiendrez peut-être 7 fois pile, soit une fréquence de 70 %. Sur 1 000 lancers, la fréquence sera presque toujours proche de 50 %. C’est la loi des grands nombres : plus on répète une expérience, plus la fréquence observée se rapproche de la probabilité. Attention : la pièce n’a pas de mémoire, et après cinq « face » d’affilée, « pile » a toujours une chance sur deux.',
              link: {
                url: 'https://fr.wikipedia.org/wiki/Loi_des_grands_nombres',
                title: 'Loi des grands nombres (Wikipédia)',
              },
            },
          ],
          quiz: [
            mc(
              'On tire une carte dans un jeu de 52 cartes. Quelle est la probabilité de tirer un roi ?',
              ['1/13', '1/4', '4/13', '1/52'],
              0,
            ),
            tf('Après cinq « face » de suite, « pile » devient plus probable au lancer suivant.', false),
          ],
        },
      ],
    },
    {
      title: 'Combiner des événements',
      level: 'intermediate',
      objects: [
        {
          title: 'Contraire, réunion et intersection',
          type: 'abstract',
          summary: 'P(non A) = 1 − P(A) et P(A ou B) = P(A) + P(B) − P(A et B).',
          art: {
            kind: 'venn',
            caption: 'Cœurs et figures dans un jeu de 52 cartes',
            sets: ['cœurs (13)', 'figures (12)'],
            fill: 'all',
            note: '3 cartes sont à la fois cœur et figure',
          },
          sections: [
            {
              title: 'L’événement contraire',
              minutes: 7,
              text: 'L’événement contraire de A, noté « non A », regroupe toutes les issues qui ne sont pas dans A. Comme A et non A se partagent l’univers, P(non A) = 1 − P(A). C’est souvent le chemin le plus court : la probabilité d’obtenir au moins un 6 en deux lancers de dé vaut 1 − P(« aucun 6 ») = 1 − (5/6 × 5/6) = 11/36.',
            },
            {
              title: 'Réunion et intersection',
              minutes: 9,
              text: 'L’événement « A et B » (intersection) contient les issues communes aux deux ; « A ou B » (réunion) celles qui sont dans l’un au moins. Pour ne pas compter deux fois les issues communes : P(A ou B) = P(A) + P(B) − P(A et B). Dans un jeu de 52 cartes, 13 cœurs, 12 figures, dont 3 figures de cœur : P(cœur ou figure) = (13 + 12 − 3)/52 = 22/52 = 11/26. Si A et B n’ont aucune issue commune, ils sont incompatibles et les probabilités s’ajoutent simplement.',
            },
          ],
          quiz: [
            mc('Si P(A) = 0,3, que vaut P(non A) ?', ['0,7', '0,3', '1,3', '0'], 0),
            mc(
              'P(A) = 0,5, P(B) = 0,4 et P(A et B) = 0,2. Que vaut P(A ou B) ?',
              ['0,7', '0,9', '1,1', '0,2'],
              0,
            ),
            tf('Deux événements incompatibles peuvent se réaliser en même temps.', false),
          ],
        },
        {
          title: 'Deux dés et le tableau à double entrée',
          type: 'concrete',
          summary: 'Un tableau de 36 cases liste toutes les issues du lancer de deux dés.',
          art: {
            kind: 'dice',
            caption: 'Somme de deux dés',
            sum: 7,
            note: '6 issues sur 36 donnent une somme de 7',
          },
          sections: [
            {
              title: 'Construire le tableau',
              minutes: 8,
              text: 'On lance un dé bleu et un dé orange. Chaque issue est un couple, par exemple (2 ; 5), et il y en a 6 × 6 = 36, toutes équiprobables. Dans chaque case du tableau, on écrit la somme des deux dés. La somme 7 apparaît 6 fois, sur la diagonale : P(somme = 7) = 6/36 = 1/6. La somme 2 n’apparaît qu’une fois : P(somme = 2) = 1/36.',
              link: { url: 'https://fr.wikipedia.org/wiki/D%C3%A9_(jeu)', title: 'Dé (Wikipédia)' },
            },
            {
              title: 'Pourquoi les sommes ne sont pas équiprobables',
              minutes: 7,
              text: 'Les 11 sommes possibles, de 2 à 12, n’ont pas la même probabilité : le 7 peut s’obtenir de six façons, le 12 d’une seule. Les joueurs de jeux de société le savent bien. Compter les sommes comme des issues équiprobables serait une erreur classique ; il faut revenir aux 36 couples, qui, eux, sont équiprobables.',
            },
          ],
          quiz: [
            mc(
              'On lance deux dés. Quelle est la probabilité d’obtenir un double ?',
              ['1/6', '1/36', '1/12', '1/2'],
              0,
            ),
            mc(
              'Quelle est la probabilité que la somme de deux dés soit égale à 10 ?',
              ['3/36', '1/11', '1/36', '10/36'],
              0,
            ),
          ],
        },
      ],
    },
    {
      title: 'Conditionnement et espérance',
      level: 'advanced',
      objects: [
        {
          title: 'Arbres et probabilités conditionnelles',
          type: 'abstract',
          summary:
            'Sur un arbre, on multiplie les probabilités le long d’un chemin et on additionne les chemins.',
          art: {
            kind: 'tree',
            caption: 'Deux tirages sans remise (3 rouges, 2 bleues)',
            first: [
              ['R', '3/5'],
              ['B', '2/5'],
            ],
            second: [
              [
                ['R', '2/4'],
                ['B', '2/4'],
              ],
              [
                ['R', '3/4'],
                ['B', '1/4'],
              ],
            ],
          },
          sections: [
            {
              title: 'Lire et construire un arbre',
              minutes: 9,
              text: 'Une urne contient 3 boules rouges et 2 bleues. On tire une boule, on la garde, puis on en tire une seconde. Au premier tirage, P(R) = 3/5. Si la première est rouge, il reste 2 rouges sur 4 boules : la probabilité de rouge au second tirage sachant que la première était rouge vaut 2/4. La probabilité du chemin « R puis R » est le produit 3/5 × 2/4 = 6/20 = 3/10.',
              link: {
                url: 'https://fr.wikipedia.org/wiki/Probabilit%C3%A9_conditionnelle',
                title: 'Probabilité conditionnelle (Wikipédia)',
              },
            },
            {
              title: 'Probabilités totales et indépendance',
              minutes: 9,
              text: 'Pour obtenir P(« deux boules de même couleur »), on additionne les chemins concernés : 3/5 × 2/4 + 2/5 × 1/4 = 6/20 + 2/20 = 8/20 = 2/5. La probabilité de B sachant A se note P_A(B) = P(A et B) / P(A). Deux événements sont indépendants quand P(A et B) = P(A) × P(B) : avec remise, les deux tirages le seraient ; sans remise, ils ne le sont pas.',
            },
          ],
          quiz: [
            mc(
              'Avec l’urne du cours (3 R, 2 B, sans remise), quelle est la probabilité de « B puis B » ?',
              ['1/10', '4/25', '2/5', '1/4'],
              0,
            ),
            tf('Si A et B sont indépendants, alors P(A et B) = P(A) × P(B).', true),
            mc(
              'Avec la même urne, quelle est la probabilité que la seconde boule soit rouge ?',
              ['3/5', '1/2', '3/10', '2/5'],
              0,
            ),
          ],
        },
        {
          title: 'L’espérance : un jeu est-il équitable ?',
          type: 'concrete',
          summary:
            'L’espérance est la moyenne des gains pondérée par leurs probabilités ; un jeu équitable a une espérance nulle.',
          art: {
            kind: 'table',
            caption: 'Miser 2 € sur le 6',
            tables: [
              {
                name: 'jeu_du_six',
                columns: ['issue', 'probabilité', 'gain net'],
                rows: [
                  ['6', '1/6', '+8 €'],
                  ['1 à 5', '5/6', '−2 €'],
                  ['espérance', '', '≈ −0,33 €'],
                ],
              },
            ],
          },
          sections: [
            {
              title: 'Calculer une espérance',
              minutes: 9,
              text: 'Un forain propose : vous misez 2 €, vous lancez un dé ; sur un 6 il vous rend 10 €, sinon vous perdez votre mise. Votre gain net vaut +8 € avec la probabilité 1/6 et −2 € avec la probabilité 5/6. L’espérance est E = 8 × 1/6 + (−2) × 5/6 = (8 − 10)/6 = −1/3, soit environ −0,33 € par partie : en moyenne, sur un grand nombre de parties, vous perdez 33 centimes à chaque fois.',
              link: {
                url: 'https://fr.wikipedia.org/wiki/Esp%C3%A9rance_math%C3%A9matique',
                title: 'Espérance mathématique (Wikipédia)',
              },
            },
            {
              title: 'Rendre le jeu équitable',
              minutes: 7,
              text: 'Un jeu est équitable quand l’espérance du gain est nulle. Si le forain rendait 12 € sur un 6, le gain net serait +10 € et E = 10 × 1/6 − 2 × 5/6 = 0. Les jeux de hasard commerciaux ont tous une espérance négative pour le joueur : c’est ce qui paie l’organisateur. L’espérance ne dit rien d’une partie isolée, elle décrit la moyenne sur le long terme.',
            },
          ],
          quiz: [
            mc(
              'Un jeu rapporte +4 € avec la probabilité 1/4 et −1 € sinon. Quelle est son espérance ?',
              ['0,25 €', '3 €', '−0,25 €', '0 €'],
              0,
            ),
            tf('Un jeu dont l’espérance est négative fait perdre le joueur à chaque partie.', false),
          ],
        },
      ],
    },
  ],
  quiz: [
    mc(
      'On lance un dé équilibré. Quelle est la probabilité d’obtenir un nombre supérieur à 4 ?',
      ['1/3', '1/2', '2/3', '1/6'],
      0,
    ),
    tf('Un événement certain a une probabilité égale à 1.', true),
    mc(
      'Dans un jeu de 52 cartes, quelle est la probabilité de tirer un trèfle ?',
      ['1/4', '1/13', '13/4', '1/52'],
      0,
    ),
    tf('Sur 1 000 lancers d’une pièce équilibrée, on obtient toujours exactement 500 « pile ».', false),
    mc('Si P(A) = 0,35, que vaut P(non A) ?', ['0,65', '0,35', '1,35', '0,5'], 0),
    mc(
      'On lance deux dés. Quelle est la probabilité que la somme soit égale à 4 ?',
      ['1/12', '1/9', '1/36', '4/36'],
      0,
    ),
    mc(
      'Lesquelles de ces égalités sont toujours vraies ?',
      [
        'P(A ou B) = P(A) + P(B) − P(A et B)',
        'P(non A) = 1 − P(A)',
        'P(A et B) = P(A) × P(B)',
        'P(A ou B) = P(A) + P(B)',
      ],
      [0, 1],
    ),
    mc(
      'Une urne contient 2 rouges et 3 vertes. On tire deux boules sans remise. Quelle est la probabilité de « R puis R » ?',
      ['1/10', '4/25', '2/5', '1/5'],
      0,
    ),
    tf('Tirer deux boules avec remise rend les deux tirages indépendants.', true),
    mc(
      'Un jeu : +6 € avec la probabilité 1/3, −3 € sinon. Quelle est l’espérance ?',
      ['0 €', '3 €', '1 €', '−1 €'],
      0,
    ),
  ],
};
