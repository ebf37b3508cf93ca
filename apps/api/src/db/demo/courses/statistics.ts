// Demo course: reading charts and descriptive statistics (English, free, online).
import { type CourseSeed, mc, tf } from '../types';

export const statistics: CourseSeed = {
  title: 'Reading Data: Charts and Descriptive Statistics',
  description:
    'Learn to read and question the numbers around you. Tell kinds of data apart, choose the right chart, summarise a data set with its centre and spread, describe relationships with scatter plots, and spot the tricks of misleading charts.',
  language: 'en',
  subcategory: 'data',
  facilitator: "James O'Connor",
  price: 0,
  discount: 0,
  teaching: { type: 'online', link: 'https://meet.parcours.example/reading-data' },
  startInWeeks: 5,
  lengthInWeeks: 4,
  tagline: 'Reading data',
  cover: {
    kind: 'bars',
    caption: 'How 60 students get to school',
    labels: ['Walk', 'Bus', 'Bike', 'Car', 'Train'],
    values: [14, 21, 9, 11, 5],
    highlight: 1,
  },
  units: [
    {
      title: 'Data and simple charts',
      level: 'basic',
      objects: [
        {
          title: 'Kinds of data',
          type: 'abstract',
          summary:
            'Categorical data names groups, numerical data measures or counts; the kind decides the summary and the chart.',
          art: {
            kind: 'points',
            caption: 'Four kinds of data',
            items: [
              'Categorical, nominal: colour, country, blood type',
              'Categorical, ordinal: satisfaction from "poor" to "excellent"',
              'Numerical, discrete: number of siblings, goals scored',
              'Numerical, continuous: height, time, temperature',
            ],
          },
          sections: [
            {
              title: 'Categories and numbers',
              minutes: 7,
              text: 'Categorical data puts each observation in a group: favourite fruit, country of birth. When the groups have a natural order, such as "poor, fair, good, excellent", the data is ordinal. Numerical data is made of quantities: discrete data is counted (3 siblings), continuous data is measured and can take any value in a range (1.72 m). A postcode is made of digits but is categorical: averaging postcodes means nothing.',
              link: {
                url: 'https://en.wikipedia.org/wiki/Level_of_measurement',
                title: 'Level of measurement (Wikipedia)',
              },
            },
          ],
          quiz: [
            mc(
              'Which of these is continuous numerical data?',
              ['The time taken to run 100 m', 'The number of pets at home', 'Favourite colour', 'Shoe brand'],
              0,
            ),
            tf('A phone number is numerical data because it is made of digits.', false),
          ],
        },
        {
          title: 'Bar charts and histograms',
          type: 'concrete',
          summary:
            'Bar charts compare categories; histograms show how numerical values are spread across intervals.',
          art: {
            kind: 'bars',
            caption: 'How 60 students get to school',
            labels: ['Walk', 'Bus', 'Bike', 'Car', 'Train'],
            values: [14, 21, 9, 11, 5],
            highlight: 1,
            axis: 'students',
          },
          sections: [
            {
              title: 'Reading a bar chart',
              minutes: 8,
              text: 'The chart shows how 60 students travel to school. Each bar stands for a category and its height for a count. The bus is the most common way (21 students, 35%), the train the least (5 students). Because the vertical axis starts at zero, the lengths of the bars can be compared directly: the bus bar is about four times the train bar, and so is the number of students.',
            },
            {
              title: 'Histograms are different',
              minutes: 8,
              text: 'A histogram shows numerical data grouped into intervals, for example heights in bins of 5 cm. The bars touch, because the intervals follow each other without gaps, and the order of the bars is fixed by the number line. Its shape tells a story: symmetric, skewed to the right with a long tail of large values, or with two peaks that hint at two different groups mixed together.',
              link: { url: 'https://en.wikipedia.org/wiki/Histogram', title: 'Histogram (Wikipedia)' },
            },
          ],
          quiz: [
            mc(
              'In the school-travel chart, what share of students walk?',
              ['About 23%', '14%', 'About 35%', '50%'],
              0,
            ),
            tf('In a histogram of ages, the order of the bars can be changed freely.', false),
            mc(
              'Which chart suits the heights of 200 adults best?',
              ['A histogram', 'A pie chart', 'A bar chart with one bar per person', 'A table of names'],
              0,
            ),
          ],
        },
      ],
    },
    {
      title: 'Summarising numbers',
      level: 'intermediate',
      objects: [
        {
          title: 'Mean, median and mode',
          type: 'abstract',
          summary:
            'Three ways to describe a typical value; the median resists extreme values, the mean does not.',
          art: {
            kind: 'bars',
            caption: 'Delivery times: 3, 5, 5, 6, 8, 9, 40 min',
            labels: ['mean', 'median', 'mode'],
            values: [10.9, 6, 5],
            highlight: 1,
            axis: 'minutes',
          },
          sheet: true,
          sections: [
            {
              title: 'Three measures of centre',
              minutes: 9,
              text: 'Take seven delivery times in minutes: 3, 5, 5, 6, 8, 9, 40. The mean adds them and divides by how many there are: 76 / 7 ≈ 10.9 minutes. The median is the middle value once the data is sorted: 6 minutes (with an even count, take the mean of the two middle values). The mode is the most frequent value: 5 minutes.',
              link: { url: 'https://en.wikipedia.org/wiki/Median', title: 'Median (Wikipedia)' },
            },
            {
              title: 'Which one to report',
              minutes: 7,
              text: 'The single 40-minute delivery pulls the mean up to almost 11 minutes, although six of seven deliveries took 9 minutes or less. The median ignores how extreme the largest value is, which is why incomes and house prices are usually reported by their median. The mode is the only one that works for categorical data: the most common answer to "favourite sport".',
            },
          ],
          quiz: [
            mc('What is the median of 2, 9, 4, 7, 3?', ['4', '5', '7', '3'], 0),
            mc('What is the mean of 4, 6, 8, 10?', ['7', '6', '8', '28'], 0),
            tf('Adding one very large value to a data set changes the mean more than the median.', true),
          ],
        },
        {
          title: 'Spread: range, quartiles and box plots',
          type: 'concrete',
          summary:
            'Two classes can share an average and still differ: the spread shows how consistent the values are.',
          art: {
            kind: 'boxplot',
            caption: 'Test scores of two classes',
            min: 0,
            max: 100,
            rows: [
              { label: 'Class A', five: [20, 45, 60, 72, 95] },
              { label: 'Class B', five: [35, 50, 55, 62, 80] },
            ],
          },
          sections: [
            {
              title: 'The five-number summary',
              minutes: 9,
              text: 'Sort the data and read five numbers: the minimum, the lower quartile Q1 (a quarter of the values lie below it), the median, the upper quartile Q3 (three quarters lie below it) and the maximum. The range is maximum minus minimum; the interquartile range, IQR = Q3 - Q1, is the width of the middle half of the data and is not affected by extreme values.',
            },
            {
              title: 'Reading two box plots',
              minutes: 8,
              text: 'A box plot draws the box from Q1 to Q3 with a line at the median, and whiskers out to the extremes. Class A has a median of 60 and an IQR of 72 - 45 = 27; class B has a median of 55 and an IQR of 62 - 50 = 12. Class A did slightly better in the middle but is far less consistent: its scores range from 20 to 95, class B only from 35 to 80.',
              link: { url: 'https://en.wikipedia.org/wiki/Box_plot', title: 'Box plot (Wikipedia)' },
            },
          ],
          quiz: [
            mc(
              "Class B's five-number summary is 35, 50, 55, 62, 80. What is its interquartile range?",
              ['12', '45', '55', '27'],
              0,
            ),
            tf('Half of the values of a data set lie inside the box of its box plot.', true),
          ],
        },
      ],
    },
    {
      title: 'Relationships and honest charts',
      level: 'advanced',
      objects: [
        {
          title: 'Correlation is not causation',
          type: 'abstract',
          summary: 'A scatter plot shows how two variables move together; a third factor may explain both.',
          art: {
            kind: 'scatter',
            caption: 'Hours of study and test score',
            points: [
              [1, 42],
              [2, 48],
              [2.5, 55],
              [3, 51],
              [4, 63],
              [5, 60],
              [6, 72],
              [7, 70],
              [8, 84],
              [9, 80],
            ],
            xLabel: 'hours of study',
            yLabel: 'score',
          },
          sections: [
            {
              title: 'Scatter plots and the correlation coefficient',
              minutes: 9,
              text: 'Each dot is one student: hours of study across, test score up. The dots rise from left to right, a positive association. The correlation coefficient r summarises how closely the dots follow a straight line, from -1 (perfect falling line) through 0 (no linear pattern) to +1 (perfect rising line). Here r is strongly positive. A value near 0 does not rule out a curved relationship.',
              link: {
                url: 'https://en.wikipedia.org/wiki/Correlation_does_not_imply_causation',
                title: 'Correlation does not imply causation (Wikipedia)',
              },
            },
            {
              title: 'Looking for the third variable',
              minutes: 8,
              text: 'Ice-cream sales and drownings rise and fall together over the year, yet ice cream does not cause drowning: hot weather brings both more ice cream and more swimming. Such a hidden common cause is a confounding variable. To show that one thing causes another, researchers use controlled experiments, assigning the treatment at random so that other factors balance out between the groups.',
            },
          ],
          quiz: [
            mc(
              'A correlation coefficient of r = -0.9 means...',
              [
                'A strong falling linear pattern',
                'No relationship at all',
                'A weak rising pattern',
                'One variable causes the other',
              ],
              0,
            ),
            tf('A strong correlation between two variables proves that one causes the other.', false),
            mc(
              'Which designs can show that a new teaching method causes better scores?',
              [
                'A randomised controlled experiment',
                'A survey of students who chose the method',
                'A scatter plot of past results',
                'Asking teachers for their opinion',
              ],
              0,
            ),
          ],
        },
        {
          title: 'Spotting misleading charts',
          type: 'concrete',
          summary: 'Check the axes, the time window and the denominators before trusting a chart.',
          art: {
            kind: 'bars',
            caption: 'A 2-point gap made to look huge',
            labels: ['Brand A', 'Brand B'],
            values: [96, 98],
            baseline: 90,
            highlight: 1,
            axis: 'satisfied (%)',
          },
          sections: [
            {
              title: 'A checklist for charts',
              minutes: 9,
              text: "The chart compares 96% and 98% satisfaction, but its axis starts at 90, so brand B's bar looks a third taller than brand A's. For bar charts the axis should start at zero. Also check: Is the time window chosen to hide a trend? Are totals compared where rates per person would be fair (a big city has more of everything)? Do 3D effects or two different vertical axes distort the comparison?",
              link: {
                url: 'https://en.wikipedia.org/wiki/Misleading_graph',
                title: 'Misleading graph (Wikipedia)',
              },
            },
            {
              title: 'Practise on the news',
              minutes: 10,
              text: "Pick three charts from this week's news or social media. For each one, write down what the axes measure and where they start, where the data comes from, and the one sentence the chart wants you to believe. Then redraw one chart honestly on paper, starting the axis at zero or showing the rate per 1000 people, and see whether the message survives.",
            },
          ],
          quiz: [
            tf(
              'A bar chart whose vertical axis starts at 90 instead of 0 exaggerates differences between the bars.',
              true,
            ),
            mc(
              'City X reports more burglaries than village Y. What should you check first?',
              [
                'The number of burglaries per 1000 inhabitants',
                'The colour of the chart',
                'Which city is older',
                'The font of the headline',
              ],
              0,
            ),
          ],
        },
      ],
    },
  ],
  quiz: [
    mc(
      'Which of these variables is categorical?',
      ['Blood type', 'Height in cm', 'Number of siblings', 'Time to finish a race'],
      0,
    ),
    tf('The bars of a histogram touch because the intervals follow each other.', true),
    mc('Out of 50 students, 20 cycle to school. What percentage is that?', ['40%', '20%', '30%', '25%'], 0),
    mc('What is the median of 8, 1, 5, 3, 10, 7?', ['6', '5', '7', '5.7'], 0),
    mc(
      'Which measures of centre are NOT pulled much by one extreme value?',
      ['The median', 'The mode', 'The mean', 'The total'],
      [0, 1],
    ),
    mc('A data set has Q1 = 14 and Q3 = 30. What is its interquartile range?', ['16', '44', '22', '30'], 0),
    tf('Two data sets with the same mean always have the same spread.', false),
    mc(
      'Sales of sunglasses and of sun cream are strongly correlated. The most likely explanation is...',
      [
        'Sunny weather drives both',
        'Sunglasses cause people to buy sun cream',
        'Sun cream causes people to buy sunglasses',
        'It is pure chance',
      ],
      0,
    ),
    tf('A correlation coefficient close to 0 proves that the two variables are unrelated.', false),
    mc(
      'A chart shows profits only from March to May, the three best months. This is...',
      ['A cherry-picked time window', 'A truncated axis', 'A fair summary of the year', 'A histogram'],
      0,
    ),
  ],
};
