// Demo course: fractions, from parts of a whole to percentages (English, free, online).
import { type CourseSeed, mc, tf } from '../types';

export const fractions: CourseSeed = {
  title: 'Fractions from the Ground Up',
  description:
    'A friendly path through fractions: what they mean, how to place them on a number line, how to compare, add, multiply and divide them, and how they connect to decimals and percentages. Every idea is shown with a picture first, then with numbers.',
  language: 'en',
  subcategory: 'mathematics',
  facilitator: 'Amina Ben Salah',
  price: 0,
  discount: 0,
  teaching: { type: 'online', link: 'https://meet.parcours.example/fractions-from-the-ground-up' },
  startInWeeks: 2,
  lengthInWeeks: 4,
  tagline: 'Fractions',
  cover: {
    kind: 'pie',
    caption: 'Three eighths',
    parts: 8,
    filled: 3,
    note: 'Three of eight equal slices: 3/8.',
  },
  units: [
    {
      title: 'What a fraction means',
      level: 'basic',
      objects: [
        {
          title: 'Parts of a whole: numerator and denominator',
          type: 'abstract',
          summary:
            'A fraction names some equal parts of a whole: the denominator counts the parts, the numerator the parts taken.',
          art: {
            kind: 'pie',
            caption: 'Parts of a whole',
            parts: 8,
            filled: 3,
            note: 'A pizza cut into 8 equal slices; 3 are eaten.',
          },
          sheet: true,
          sections: [
            {
              title: 'The whole and its equal parts',
              minutes: 8,
              text: 'A fraction always starts from a whole: a pizza, a ribbon, an hour, a class of students. We cut that whole into parts of exactly the same size. If a pizza is cut into 8 equal slices, each slice is one eighth of the pizza, written 1/8. The word equal matters: if the slices were of different sizes, saying "one slice" would not tell us how much pizza that is.',
              link: { url: 'https://en.wikipedia.org/wiki/Fraction', title: 'Fraction (Wikipedia)' },
            },
            {
              title: 'Reading numerator and denominator',
              minutes: 7,
              text: 'In 3/8 the bottom number, the denominator, says into how many equal parts the whole was cut (8). The top number, the numerator, says how many of those parts we are talking about (3). So 3/8 reads "three eighths" and means three slices of a pizza cut into eight. When the numerator equals the denominator, as in 8/8, we have the whole pizza: the fraction equals 1.',
            },
          ],
          quiz: [
            mc(
              'In the fraction 5/6, what does 6 tell you?',
              [
                'The whole is cut into 6 equal parts',
                '6 parts are taken',
                'The fraction is bigger than 6',
                'There are 6 wholes',
              ],
              0,
            ),
            tf('4/4 is equal to one whole.', true),
            mc(
              'A chocolate bar has 10 equal squares and you eat 3. What fraction did you eat?',
              ['3/10', '10/3', '3/7', '7/10'],
              0,
            ),
          ],
        },
        {
          title: 'Fractions on a number line',
          type: 'concrete',
          summary:
            'Cutting the distance from 0 to 1 into equal steps lets every fraction take its place among the numbers.',
          art: {
            kind: 'numberLine',
            caption: 'Fractions on a number line',
            denominator: 4,
            marks: [
              { at: 0.25, label: '1/4' },
              { at: 0.75, label: '3/4' },
              { at: 1.25, label: '5/4' },
            ],
          },
          sections: [
            {
              title: 'Placing a fraction step by step',
              minutes: 10,
              text: 'Draw a line and mark 0 and 1. To place 3/4, cut the space between 0 and 1 into 4 equal steps, then count 3 steps from 0. The point you land on is 3/4. This view shows that a fraction is a number like any other: it has a position, it is bigger than some numbers and smaller than others. Fractions such as 5/4, whose numerator is larger than the denominator, simply go past 1: five quarter-steps from 0.',
            },
            {
              title: 'Try it: a ruler is a number line',
              minutes: 6,
              text: 'Take a ruler marked in centimetres and millimetres. Each centimetre is cut into 10 equal millimetres, so the mark 7 millimetres after 2 cm is 2 and 7/10 cm. Find 1/2 cm, then 3/10 cm and decide which is longer by looking at their positions: the one further from 0 is the larger number.',
            },
          ],
          quiz: [
            mc(
              'On a number line from 0 to 1 cut into 5 equal steps, where is 2/5?',
              ['Two steps after 0', 'Two steps before 1', 'Exactly in the middle', 'After 1'],
              0,
            ),
            tf('7/4 lies between 1 and 2 on the number line.', true),
          ],
        },
      ],
    },
    {
      title: 'Comparing and combining fractions',
      level: 'intermediate',
      objects: [
        {
          title: 'Equivalent fractions and simplifying',
          type: 'abstract',
          summary:
            'Multiplying or dividing numerator and denominator by the same number gives another name for the same amount.',
          art: {
            kind: 'fractionBars',
            caption: 'Equivalent fractions',
            rows: [
              { parts: 2, filled: 1, label: '1/2' },
              { parts: 4, filled: 2, label: '2/4' },
              { parts: 8, filled: 4, label: '4/8' },
            ],
          },
          sections: [
            {
              title: 'Same amount, different names',
              minutes: 9,
              text: 'Cut a bar in half and shade one half. Now cut each half again: you have 4 parts and 2 are shaded, so 1/2 = 2/4. Cut again and you get 4/8. The shaded amount never changed; only the number of cuts did. In general, multiplying the numerator and the denominator by the same non-zero number gives an equivalent fraction: 3/5 = 6/10 = 9/15.',
            },
            {
              title: 'Simplifying to lowest terms',
              minutes: 8,
              text: 'Going the other way, we can divide the numerator and the denominator by a common factor. 12/18 has common factor 6, so 12/18 = 2/3. A fraction is in lowest terms when the only common factor left is 1. To compare two fractions, rewrite them with the same denominator: 3/4 = 9/12 and 2/3 = 8/12, so 3/4 is larger.',
              link: {
                url: 'https://en.wikipedia.org/wiki/Irreducible_fraction',
                title: 'Irreducible fraction (Wikipedia)',
              },
            },
          ],
          quiz: [
            mc('Which fractions are equal to 2/3?', ['4/6', '6/9', '3/4', '2/6'], [0, 1]),
            mc('What is 15/20 in lowest terms?', ['3/4', '5/20', '1/5', '15/20'], 0),
            tf('5/8 is larger than 2/3.', false),
          ],
        },
        {
          title: 'Adding and subtracting with unlike denominators',
          type: 'concrete',
          summary:
            'Before adding, rewrite both fractions with a common denominator, then add the numerators.',
          art: {
            kind: 'fractionBars',
            caption: '1/3 + 1/4 = 7/12',
            rows: [
              { parts: 12, filled: 4, label: '1/3 = 4/12' },
              { parts: 12, filled: 3, label: '1/4 = 3/12' },
              { parts: 12, filled: 7, label: 'sum 7/12' },
            ],
          },
          sections: [
            {
              title: 'Why we need a common denominator',
              minutes: 8,
              text: 'Adding 1/3 and 1/4 is like adding thirds and quarters: pieces of different sizes. We first cut both into pieces of the same size. Twelfths work for both, because 12 is a multiple of 3 and of 4. One third is 4/12 and one quarter is 3/12, so the sum is 7/12. We add the numerators and keep the denominator: adding 1/3 + 1/4 as 2/7 would be wrong.',
            },
            {
              title: 'A recipe example',
              minutes: 7,
              text: 'A recipe needs 3/4 cup of flour for the dough and 2/3 cup for the topping. The least common denominator of 4 and 3 is 12, so 3/4 = 9/12 and 2/3 = 8/12. Together that is 17/12 cups, or 1 and 5/12 cups. If you only have 1 and 1/2 cups (18/12), there will be 1/12 cup left over.',
            },
          ],
          quiz: [
            mc('What is 1/2 + 1/3?', ['5/6', '2/5', '1/5', '2/6'], 0),
            mc('What is 5/6 − 1/4?', ['7/12', '4/2', '1/2', '4/12'], 0),
          ],
        },
      ],
    },
    {
      title: 'Multiplying, dividing and applying fractions',
      level: 'advanced',
      objects: [
        {
          title: 'Multiplying and dividing fractions',
          type: 'abstract',
          summary: 'Multiply tops and bottoms; to divide, multiply by the reciprocal of the divisor.',
          art: {
            kind: 'areaGrid',
            caption: '2/3 of 3/4',
            cols: 4,
            rows: 3,
            shadeCols: 3,
            shadeRows: 2,
            note: '2/3 × 3/4 = 6/12 = 1/2',
          },
          sheet: true,
          sections: [
            {
              title: 'Multiplication as "a fraction of a fraction"',
              minutes: 9,
              text: 'Taking 2/3 of 3/4 of a rectangle: shade 3 of its 4 columns, then 2 of its 3 rows. The doubly shaded region covers 6 of the 12 small cells, so 2/3 × 3/4 = 6/12 = 1/2. The picture explains the rule: multiply the numerators together and the denominators together. Simplifying before multiplying (cancelling the 3s here) keeps the numbers small.',
            },
            {
              title: 'Division with the reciprocal',
              minutes: 9,
              text: 'Dividing by a fraction asks "how many of these fit?". How many halves fit into 3? Six, and indeed 3 ÷ 1/2 = 3 × 2 = 6. The rule is to multiply by the reciprocal of the divisor, the fraction flipped upside down: 3/4 ÷ 2/5 = 3/4 × 5/2 = 15/8. Dividing by a fraction smaller than 1 gives a larger result, which surprises many learners at first.',
              link: {
                url: 'https://en.wikipedia.org/wiki/Multiplicative_inverse',
                title: 'Multiplicative inverse (Wikipedia)',
              },
            },
          ],
          quiz: [
            mc('What is 2/5 × 5/6?', ['1/3', '10/11', '7/11', '2/6'], 0),
            mc('What is 1/2 divided by 1/4?', ['2', '1/8', '1/2', '4'], 0),
            tf('Dividing a positive number by 1/3 makes it three times larger.', true),
          ],
        },
        {
          title: 'Fractions, decimals and percentages in daily life',
          type: 'concrete',
          summary:
            'The same amount can be written as a fraction, a decimal or a percentage; each form suits different tasks.',
          art: {
            kind: 'table',
            caption: 'Three ways to write a number',
            tables: [
              {
                name: 'conversions',
                columns: ['fraction', 'decimal', 'percentage'],
                rows: [
                  ['1/2', '0.5', '50%'],
                  ['1/4', '0.25', '25%'],
                  ['3/5', '0.6', '60%'],
                  ['1/8', '0.125', '12.5%'],
                ],
              },
            ],
          },
          sections: [
            {
              title: 'Converting between the three forms',
              minutes: 8,
              text: 'A fraction is a division waiting to happen: 3/5 = 3 ÷ 5 = 0.6. A percentage counts hundredths, so 0.6 = 60/100 = 60%. To go back, write the percentage over 100 and simplify: 35% = 35/100 = 7/20. Some fractions give decimals that never end, such as 1/3 = 0.333..., which is why recipes and rulers often keep the fraction.',
            },
            {
              title: 'Discounts and shares',
              minutes: 8,
              text: 'A jacket costs 80 and is reduced by 25%. Since 25% = 1/4, the discount is 80 ÷ 4 = 20 and you pay 60, which is 3/4 of the price. If three friends share a bill so that one pays 1/2 and another 1/3, the third pays 1 − 1/2 − 1/3 = 1/6 of the bill, about 16.7%. Switching form is often the quickest way to a mental calculation.',
            },
          ],
          quiz: [
            mc('Which value is equal to 3/8?', ['0.375', '0.38', '3.8', '0.83'], 0),
            tf('40% of 50 is 20.', true),
          ],
        },
      ],
    },
  ],
  quiz: [
    mc(
      'A cake is cut into 6 equal pieces and 5 are eaten. What fraction is left?',
      ['1/6', '5/6', '1/5', '6/5'],
      0,
    ),
    tf('In 3/7, the numerator is 7.', false),
    mc('Which fraction is between 0 and 1 on the number line?', ['4/5', '5/4', '9/3', '7/7'], 0),
    mc('Which fractions are equivalent to 3/4?', ['6/8', '9/12', '4/3', '3/8'], [0, 1]),
    mc('What is 2/3 + 1/6?', ['5/6', '3/9', '3/6', '1/2'], 0),
    tf('3/5 is greater than 4/7.', true),
    mc('What is 3/4 × 2/9?', ['1/6', '5/13', '6/13', '2/3'], 0),
    mc('What is 2/3 divided by 4/9?', ['3/2', '8/27', '2/3', '6/9'], 0),
    tf('0.125 and 12.5% are both equal to 1/8.', true),
    mc('A price of 120 is reduced by 15%. What is the new price?', ['102', '105', '18', '108'], 0),
  ],
};
