// Demo course: relational databases and SQL (French, paid with a discount, online).
import { type CourseSeed, mc, tf } from '../types';

const clients = {
  name: 'clients',
  columns: ['id', 'nom', 'ville'],
  rows: [
    ['1', 'Amel', 'Tunis'],
    ['2', 'Louis', 'Lyon'],
    ['3', 'Sara', 'Sfax'],
  ],
};

export const sql: CourseSeed = {
  title: 'Bases de données relationnelles et SQL',
  description:
    'Comprenez comment une application range ses données et interrogez-les vous-même en SQL : tables, clés, requêtes SELECT, filtres et tris, jointures entre tables et calculs groupés. Les exemples s’appuient sur une petite base de clients et de commandes.',
  language: 'fr',
  subcategory: 'data',
  facilitator: 'Leïla Trabelsi',
  price: 49,
  discount: 20,
  teaching: { type: 'online', link: 'https://meet.parcours.example/sql-bases-relationnelles' },
  startInWeeks: 7,
  lengthInWeeks: 6,
  tagline: 'SQL',
  cover: {
    kind: 'table',
    caption: 'Clients et commandes',
    link: true,
    tables: [
      {
        name: 'clients',
        columns: ['id (PK)', 'nom'],
        rows: [
          ['1', 'Amel'],
          ['2', 'Louis'],
        ],
      },
      {
        name: 'commandes',
        columns: ['id', 'total', 'client_id (FK)'],
        rows: [
          ['10', '45.00', '1'],
          ['11', '12.50', '2'],
          ['12', '80.00', '1'],
        ],
      },
    ],
  },
  units: [
    {
      title: 'Tables et premières requêtes',
      level: 'basic',
      objects: [
        {
          title: 'Tables, lignes et colonnes',
          type: 'abstract',
          summary:
            'Une base relationnelle range les données dans des tables : une ligne par élément, une colonne par information.',
          art: { kind: 'table', caption: 'La table clients', tables: [clients] },
          sheet: true,
          sections: [
            {
              title: 'Ce qu’est une table',
              minutes: 8,
              text: 'Une base de données relationnelle range les informations dans des tables. Chaque ligne décrit un élément, ici un client ; chaque colonne décrit une information sur cet élément, avec un type précis : nombre entier pour id, texte pour nom et ville. Contrairement à un tableur, toutes les lignes d’une table ont exactement les mêmes colonnes, et on ne mélange pas les sujets : les commandes iront dans une autre table.',
              link: {
                url: 'https://fr.wikipedia.org/wiki/Base_de_donn%C3%A9es_relationnelle',
                title: 'Base de données relationnelle (Wikipédia)',
              },
            },
            {
              title: 'Le SGBD et le langage SQL',
              minutes: 6,
              text: 'Un système de gestion de bases de données (SGBD), comme SQLite, PostgreSQL ou MySQL, stocke les tables et répond aux requêtes. On lui parle en SQL, un langage déclaratif : on décrit le résultat voulu, pas la façon de le calculer. Le SGBD choisit lui-même comment parcourir les données, en s’aidant d’index pour aller vite.',
            },
          ],
          quiz: [
            mc(
              'Dans la table clients, que représente une ligne ?',
              ['Un client', 'Une information sur tous les clients', 'Le nom de la table', 'Une requête'],
              0,
            ),
            tf('Deux lignes d’une même table peuvent avoir des colonnes différentes.', false),
          ],
        },
        {
          title: 'Premières requêtes SELECT',
          type: 'concrete',
          summary: 'SELECT choisit les colonnes, FROM indique la table.',
          art: {
            kind: 'code',
            caption: 'Lire deux colonnes',
            lines: ['-- les noms et villes', 'SELECT nom, ville', 'FROM clients;'],
            output: ['Amel  | Tunis', 'Louis | Lyon', 'Sara  | Sfax'],
          },
          sections: [
            {
              title: 'La forme de base',
              minutes: 8,
              text: 'Une requête de lecture commence par SELECT, suivi des colonnes voulues, puis FROM et le nom de la table : SELECT nom, ville FROM clients; renvoie deux colonnes pour chaque client. SELECT * renvoie toutes les colonnes ; pratique pour explorer, à éviter dans une application, où l’on nomme les colonnes utiles. Le point-virgule termine la requête.',
              link: {
                url: 'https://fr.wikipedia.org/wiki/Structured_Query_Language',
                title: 'Structured Query Language (Wikipédia)',
              },
            },
            {
              title: 'Alias et valeurs distinctes',
              minutes: 7,
              text: 'On peut renommer une colonne du résultat avec AS : SELECT nom AS client FROM clients. SELECT DISTINCT ville FROM clients renvoie chaque ville une seule fois, même si plusieurs clients y habitent. Les mots-clés SQL ne sont pas sensibles à la casse, mais les écrire en majuscules rend les requêtes plus lisibles.',
            },
          ],
          quiz: [
            mc(
              'Quelle requête renvoie toutes les colonnes de la table clients ?',
              [
                'SELECT * FROM clients;',
                'SELECT clients;',
                'FROM clients SELECT all;',
                'SELECT ALL COLUMNS clients;',
              ],
              0,
            ),
            mc(
              'Que fait SELECT DISTINCT ville FROM clients; ?',
              [
                'Elle liste chaque ville une seule fois',
                'Elle supprime les doublons de la table',
                'Elle trie les villes',
                'Elle compte les villes',
              ],
              0,
            ),
          ],
        },
      ],
    },
    {
      title: 'Relier et filtrer',
      level: 'intermediate',
      objects: [
        {
          title: 'Clés primaires et clés étrangères',
          type: 'abstract',
          summary:
            'La clé primaire identifie chaque ligne ; une clé étrangère pointe vers la clé primaire d’une autre table.',
          art: {
            kind: 'table',
            caption: 'commandes.client_id fait référence à clients.id',
            link: true,
            tables: [
              {
                name: 'clients',
                columns: ['id (PK)', 'nom'],
                rows: [
                  ['1', 'Amel'],
                  ['2', 'Louis'],
                ],
              },
              {
                name: 'commandes',
                columns: ['id', 'total', 'client_id (FK)'],
                rows: [
                  ['10', '45.00', '1'],
                  ['11', '12.50', '2'],
                  ['12', '80.00', '1'],
                ],
              },
            ],
          },
          sections: [
            {
              title: 'Identifier chaque ligne',
              minutes: 8,
              text: 'La clé primaire (PK) est une colonne dont la valeur est unique et jamais vide, comme id dans clients. Elle permet de désigner une ligne sans ambiguïté, même si deux clients portent le même nom. On choisit en général un numéro sans signification, attribué par le SGBD, plutôt qu’une donnée qui peut changer, comme une adresse e-mail.',
              link: {
                url: 'https://fr.wikipedia.org/wiki/Cl%C3%A9_primaire',
                title: 'Clé primaire (Wikipédia)',
              },
            },
            {
              title: 'Relier les tables',
              minutes: 8,
              text: 'Plutôt que de recopier le nom et la ville du client dans chaque commande, la table commandes garde seulement client_id, une clé étrangère (FK) qui fait référence à clients.id. Les commandes 10 et 12 appartiennent à Amel. Si Amel déménage, on ne modifie qu’une ligne. Le SGBD refuse une commande dont le client_id ne correspond à aucun client : c’est l’intégrité référentielle.',
            },
          ],
          quiz: [
            tf('Deux lignes d’une même table peuvent avoir la même clé primaire.', false),
            mc(
              'Dans l’exemple, à qui appartient la commande 11 ?',
              ['Louis', 'Amel', 'Sara', 'À personne'],
              0,
            ),
            mc(
              'Quels sont les avantages d’une clé étrangère ?',
              [
                'Éviter de recopier les données du client',
                'Empêcher une commande vers un client inexistant',
                'Accélérer l’écriture du nom',
                'Rendre la clé primaire inutile',
              ],
              [0, 1],
            ),
          ],
        },
        {
          title: 'Filtrer et trier : WHERE et ORDER BY',
          type: 'concrete',
          summary: 'WHERE garde les lignes qui vérifient une condition ; ORDER BY trie le résultat.',
          art: {
            kind: 'code',
            caption: 'Les grosses commandes, de la plus chère à la moins chère',
            lines: ['SELECT id, total', 'FROM commandes', 'WHERE total >= 40', 'ORDER BY total DESC;'],
            output: ['12 | 80.00', '10 | 45.00'],
          },
          sections: [
            {
              title: 'Conditions avec WHERE',
              minutes: 9,
              text: "WHERE filtre les lignes : seules celles pour lesquelles la condition est vraie sont gardées. On compare avec =, <> (différent), <, <=, >, >= et on combine avec AND, OR et NOT. ville IN ('Tunis', 'Sfax') teste plusieurs valeurs ; nom LIKE 'S%' cherche les noms qui commencent par S. Pour une valeur manquante, on écrit IS NULL, car = NULL n’est jamais vrai.",
            },
            {
              title: 'Trier et limiter',
              minutes: 7,
              text: 'Sans ORDER BY, l’ordre des lignes renvoyées n’est pas garanti. ORDER BY total DESC trie du plus grand au plus petit ; ASC, l’ordre par défaut, du plus petit au plus grand. On peut trier sur plusieurs colonnes : ORDER BY ville, nom. LIMIT 10, reconnu par SQLite, PostgreSQL et MySQL, ne garde que les dix premières lignes du résultat trié.',
            },
          ],
          quiz: [
            mc(
              'Quelle condition trouve les clients dont la ville n’est pas renseignée ?',
              ['WHERE ville IS NULL', 'WHERE ville = NULL', "WHERE ville = ''", 'WHERE NULL ville'],
              0,
            ),
            tf('Sans ORDER BY, le SGBD garantit que les lignes sortent dans l’ordre d’insertion.', false),
          ],
        },
      ],
    },
    {
      title: 'Jointures et agrégats',
      level: 'advanced',
      objects: [
        {
          title: 'Les jointures',
          type: 'abstract',
          summary:
            'INNER JOIN garde les lignes qui se correspondent ; LEFT JOIN garde toutes les lignes de la table de gauche.',
          art: {
            kind: 'venn',
            caption: 'LEFT JOIN : tous les clients, avec ou sans commande',
            sets: ['clients', 'commandes'],
            fill: 'left',
            note: 'Sara, sans commande, apparaît avec des colonnes vides (NULL)',
          },
          sections: [
            {
              title: 'INNER JOIN',
              minutes: 9,
              text: 'Une jointure assemble les lignes de deux tables selon une condition : SELECT c.nom, co.total FROM clients c JOIN commandes co ON co.client_id = c.id. Chaque commande est associée à son client ; Amel apparaît deux fois, une par commande. Sara, qui n’a rien commandé, n’apparaît pas : INNER JOIN (ou simplement JOIN) ne garde que les lignes qui ont un correspondant des deux côtés.',
              link: {
                url: 'https://fr.wikipedia.org/wiki/Jointure_(informatique)',
                title: 'Jointure (Wikipédia)',
              },
            },
            {
              title: 'LEFT JOIN',
              minutes: 8,
              text: 'LEFT JOIN garde toutes les lignes de la table de gauche, même sans correspondant ; les colonnes de la table de droite valent alors NULL. Avec clients à gauche, Sara apparaît avec un total NULL. C’est la façon classique de trouver « les clients qui n’ont jamais commandé » : LEFT JOIN puis WHERE co.id IS NULL.',
            },
          ],
          quiz: [
            mc(
              'Avec les données du cours, combien de lignes renvoie clients JOIN commandes ?',
              ['3', '2', '5', '6'],
              0,
            ),
            tf(
              'Avec un LEFT JOIN de clients vers commandes, un client sans commande apparaît quand même.',
              true,
            ),
          ],
        },
        {
          title: 'Regrouper et agréger : GROUP BY',
          type: 'concrete',
          summary: 'COUNT, SUM, AVG, MIN et MAX résument des groupes de lignes formés par GROUP BY.',
          art: {
            kind: 'code',
            caption: 'Nombre et montant des commandes par client',
            lines: [
              'SELECT c.nom, COUNT(*) AS nb,',
              '       SUM(co.total) AS montant',
              'FROM clients c',
              'JOIN commandes co',
              '  ON co.client_id = c.id',
              'GROUP BY c.nom;',
            ],
            output: ['Amel  | 2 | 125.00', 'Louis | 1 | 12.50'],
          },
          sections: [
            {
              title: 'Fonctions d’agrégat',
              minutes: 8,
              text: 'Une fonction d’agrégat calcule une seule valeur à partir de plusieurs lignes : COUNT(*) compte les lignes, SUM et AVG font la somme et la moyenne d’une colonne, MIN et MAX trouvent les extrêmes. SELECT COUNT(*), SUM(total) FROM commandes renvoie une seule ligne : 3 commandes pour 137,50 au total.',
            },
            {
              title: 'GROUP BY et HAVING',
              minutes: 9,
              text: 'GROUP BY forme un groupe par valeur distincte et applique les agrégats à chaque groupe : la requête de l’illustration donne une ligne par client, avec son nombre de commandes et leur montant. WHERE filtre les lignes avant le regroupement ; HAVING filtre les groupes après : HAVING COUNT(*) >= 2 ne garde que les clients ayant passé au moins deux commandes, ici Amel.',
              link: {
                url: 'https://www.postgresql.org/docs/current/tutorial-agg.html',
                title: 'Aggregate functions (PostgreSQL documentation)',
              },
            },
          ],
          quiz: [
            mc(
              'Quelle clause filtre les groupes après un GROUP BY ?',
              ['HAVING', 'WHERE', 'ORDER BY', 'LIMIT'],
              0,
            ),
            mc(
              'Que renvoie SELECT AVG(total) FROM commandes; avec les données du cours ?',
              ['Environ 45,83', '137,50', '3', '45,00'],
              0,
            ),
          ],
        },
      ],
    },
  ],
  quiz: [
    mc(
      'Dans une table, que décrit une colonne ?',
      [
        'Une information commune à toutes les lignes',
        'Un élément particulier',
        'Une requête',
        'Une base de données',
      ],
      0,
    ),
    mc(
      'Quelle requête renvoie seulement les noms des clients ?',
      [
        'SELECT nom FROM clients;',
        'SELECT clients FROM nom;',
        'GET nom FROM clients;',
        'SELECT * clients nom;',
      ],
      0,
    ),
    tf('SQL est un langage déclaratif : on décrit le résultat voulu.', true),
    mc(
      'Quelles propriétés a une clé primaire ?',
      [
        'Sa valeur est unique',
        'Elle n’est jamais vide',
        'Elle contient forcément du texte',
        'Elle change à chaque lecture',
      ],
      [0, 1],
    ),
    mc(
      'Quelle condition garde les commandes de 20 à 50 inclus ?',
      [
        'WHERE total >= 20 AND total <= 50',
        'WHERE total >= 20 OR total <= 50',
        'WHERE total > 20 AND total < 50',
        'WHERE total = 20 AND total = 50',
      ],
      0,
    ),
    tf("WHERE ville = NULL trouve les lignes où la ville n'est pas renseignée.", false),
    mc(
      'Quelle jointure garde tous les clients, même ceux sans commande ?',
      [
        'LEFT JOIN avec clients à gauche',
        'INNER JOIN',
        'JOIN sans condition ON',
        'Aucune jointure ne le permet',
      ],
      0,
    ),
    mc(
      'Que renvoie SELECT COUNT(*) FROM commandes WHERE client_id = 1; avec les données du cours ?',
      ['2', '1', '3', '125'],
      0,
    ),
    tf('HAVING filtre les lignes avant le regroupement, WHERE après.', false),
    mc(
      'Pour trouver les clients qui n’ont jamais commandé, on peut écrire...',
      [
        'LEFT JOIN commandes puis WHERE commandes.id IS NULL',
        'INNER JOIN commandes',
        'GROUP BY nom',
        'ORDER BY id DESC',
      ],
      0,
    ),
  ],
};
