// Demo course: first steps in Python programming (English, paid with a discount, sequential, online).
import { type CourseSeed, mc, tf } from '../types';

export const python: CourseSeed = {
  title: 'Programming Foundations with Python',
  description:
    'Write your first real programs in Python: values and variables, input and output, decisions, loops, functions, lists and dictionaries. Each unit opens only when the quizzes of the previous one are passed, so every new idea rests on solid ground.',
  language: 'en',
  subcategory: 'programming',
  facilitator: 'Sophie Martin',
  price: 59,
  discount: 25,
  teaching: { type: 'online', link: 'https://meet.parcours.example/python-foundations' },
  startInWeeks: 4,
  lengthInWeeks: 8,
  sequential: true,
  tagline: 'Python basics',
  cover: {
    kind: 'code',
    caption: 'Hello, Python',
    lines: [
      '# greet the user',
      "name = input('Your name? ')",
      "print('Hello, ' + name)",
      'for i in range(3):',
      '    print(i * 2)',
    ],
    output: ['Your name? Ada', 'Hello, Ada', '0', '2', '4'],
  },
  units: [
    {
      title: 'First steps with Python',
      level: 'basic',
      objects: [
        {
          title: 'Values, variables and types',
          type: 'abstract',
          summary:
            'A variable is a name attached to a value; every value has a type such as int, float, str or bool.',
          art: {
            kind: 'code',
            caption: 'Four kinds of values',
            lines: [
              'age = 17',
              'price = 2.5',
              "name = 'Ada'",
              'is_member = True',
              'print(type(price))',
              'print(age + 1)',
            ],
            output: ["<class 'float'>", '18'],
          },
          sections: [
            {
              title: 'Names and values',
              minutes: 8,
              text: 'The line age = 17 creates the value 17 and attaches the name age to it. The equals sign means "make this name refer to this value", not "is equal to". Running age = age + 1 afterwards reads the current value, adds one and attaches the name to the new value 18. Good names describe what the value means: price_in_euros tells the next reader more than p.',
              link: {
                url: 'https://docs.python.org/3/tutorial/introduction.html',
                title: 'An informal introduction to Python (python.org)',
              },
            },
            {
              title: 'Types decide what operations mean',
              minutes: 8,
              text: "Whole numbers have type int, numbers with a decimal point float, text str and the truth values True and False bool. The type decides what + does: 3 + 4 gives 7, while '3' + '4' joins two texts into '34'. Mixing them, as in '3' + 4, raises a TypeError. The built-in function type() tells you the type of any value.",
            },
          ],
          quiz: [
            mc('What is the type of the value 3.0 in Python?', ['float', 'int', 'str', 'bool'], 0),
            mc("What does print('7' + '2') display?", ['72', '9', "'7' + '2'", 'An error'], 0),
            tf('In Python, x = 5 checks whether x is equal to 5.', false),
          ],
        },
        {
          title: 'Your first program: input and output',
          type: 'concrete',
          summary:
            'print() shows values, input() reads a line of text, int() and float() turn text into numbers.',
          art: {
            kind: 'code',
            caption: 'Reading and converting input',
            lines: [
              "name = input('Name? ')",
              "year = int(input('Born in? '))",
              'age = 2025 - year',
              "print(f'{name} turns {age}')",
            ],
            output: ['Name? Ada', 'Born in? 2008', 'Ada turns 17'],
          },
          sections: [
            {
              title: 'Talking to the user',
              minutes: 9,
              text: "print() writes its arguments on the screen, separated by spaces. input() shows a prompt, waits for the user to press Enter and returns what was typed, always as text. To do arithmetic with it, convert it first: int(input('Born in? ')) turns '2008' into the number 2008. If the user types letters, int() raises a ValueError, which later lessons teach you to handle.",
            },
            {
              title: 'Formatting with f-strings',
              minutes: 7,
              text: "An f-string is a text with an f before the opening quote. Anything inside curly braces is evaluated and inserted: f'{name} turns {age}' becomes 'Ada turns 17'. You can format numbers too: f'{3.14159:.2f}' gives '3.14'. F-strings are usually clearer than gluing texts with + and converting numbers with str().",
            },
          ],
          quiz: [
            tf('input() always returns a string, even when the user types digits.', true),
            mc(
              'Which line reads a whole number from the user?',
              ["n = int(input('n? '))", "n = input(int('n? '))", "n = print('n? ')", "n = str(input('n? '))"],
              0,
            ),
          ],
        },
      ],
    },
    {
      title: 'Decisions and repetition',
      level: 'intermediate',
      objects: [
        {
          title: 'Conditions with if, elif and else',
          type: 'abstract',
          summary:
            'Python runs the first branch whose condition is true; indentation marks what belongs to each branch.',
          art: {
            kind: 'code',
            caption: 'Choosing a level from a score',
            lines: [
              'score = 72',
              'if score >= 70:',
              "    print('advanced')",
              'elif score >= 40:',
              "    print('intermediate')",
              'else:',
              "    print('basic')",
            ],
            output: ['advanced'],
          },
          sections: [
            {
              title: 'Conditions are questions with yes-or-no answers',
              minutes: 8,
              text: 'A condition is an expression that evaluates to True or False. Comparisons build them: == (equal), != (not equal), <, <=, > and >=. Combine them with and, or and not: age >= 12 and age < 18. Note the double equals sign: a single = assigns a value, == compares two values.',
            },
            {
              title: 'Branches and their order',
              minutes: 9,
              text: 'Python checks the conditions of an if / elif / else chain from top to bottom and runs only the first branch whose condition is true; else catches everything left. Order matters: if the test score >= 40 came first, a score of 72 would be labelled intermediate. The lines of a branch are indented by four spaces; the end of the indentation ends the branch.',
              link: {
                url: 'https://docs.python.org/3/tutorial/controlflow.html',
                title: 'More control flow tools (python.org)',
              },
            },
          ],
          quiz: [
            mc(
              'With x = 15, what does this print? if x > 20: print("A") elif x > 10: print("B") else: print("C")',
              ['B', 'A', 'C', 'B and C'],
              0,
            ),
            tf('In an if / elif chain, several branches can run one after the other.', false),
            mc(
              'Which conditions are True when n = 8?',
              ['n % 2 == 0', 'n > 5 and n < 10', 'n == 8 and n < 3', 'not n > 5'],
              [0, 1],
            ),
          ],
        },
        {
          title: 'Loops: for and while',
          type: 'concrete',
          summary: 'for repeats over a sequence, while repeats as long as a condition holds.',
          art: {
            kind: 'flow',
            caption: 'Adding 1 to 10 with a while loop',
            steps: [
              { text: 'total = 0; i = 1' },
              { text: 'i <= 10 ?', decision: 'print(total)  # 55' },
              { text: 'total = total + i' },
              { text: 'i = i + 1', loop: true },
            ],
          },
          sheet: true,
          sections: [
            {
              title: 'for: once per item',
              minutes: 8,
              text: 'for name in names: runs its body once for every item in names, with the variable name holding the current item. range(5) produces 0, 1, 2, 3 and 4 (five numbers, starting at 0, stopping before 5), so for i in range(5): repeats five times. range(1, 11) gives 1 to 10, handy for sums and tables.',
            },
            {
              title: 'while: as long as a condition holds',
              minutes: 9,
              text: 'while checks its condition before each round and stops as soon as it is false. The flowchart adds 1 to 10: total starts at 0, i at 1, and each round adds i to total and moves i on by one; when i reaches 11 the condition fails and 55 is printed. Forgetting i = i + 1 would make the condition true forever: an infinite loop. Use while when you do not know in advance how many rounds you need.',
            },
          ],
          quiz: [
            mc(
              'Which numbers does range(2, 6) produce?',
              ['2, 3, 4, 5', '2, 3, 4, 5, 6', '3, 4, 5, 6', '2, 4, 6'],
              0,
            ),
            tf('A while loop whose condition never becomes false runs forever.', true),
          ],
        },
      ],
    },
    {
      title: 'Functions and data structures',
      level: 'advanced',
      objects: [
        {
          title: 'Functions: parameters and return values',
          type: 'abstract',
          summary:
            'A function names a piece of work; parameters bring data in, return sends the result back.',
          art: {
            kind: 'code',
            caption: 'Defining and calling a function',
            lines: [
              'def average(numbers):',
              '    # mean of a non-empty list',
              '    return sum(numbers) / len(numbers)',
              '',
              'marks = [12, 15, 18]',
              'print(average(marks))',
            ],
            output: ['15.0'],
          },
          sections: [
            {
              title: 'Define once, use many times',
              minutes: 9,
              text: 'def average(numbers): defines a function with one parameter. Calling average(marks) runs its body with numbers referring to the list marks. return hands a value back to the caller and ends the function; a function without return gives back None. Wrapping a calculation in a well-named function removes duplicated code and lets you test the calculation on its own.',
              link: {
                url: 'https://docs.python.org/3/tutorial/controlflow.html#defining-functions',
                title: 'Defining functions (python.org)',
              },
            },
            {
              title: 'Local variables and printing versus returning',
              minutes: 8,
              text: 'Variables created inside a function are local: they exist only during the call and do not clash with names outside. Printing a result inside a function shows it on screen but gives nothing back to the caller; returning it lets the caller store it, compare it or pass it on. As a rule, let functions return values and let the main program decide what to print.',
            },
          ],
          quiz: [
            mc(
              'What does a Python function return when it has no return statement?',
              ['None', '0', 'An empty string', 'It raises an error'],
              0,
            ),
            tf('A variable created inside a function can be used after the function has returned.', false),
            mc('def double(x): return x * 2. What is double(double(3))?', ['12', '6', '9', '18'], 0),
          ],
        },
        {
          title: 'Lists and dictionaries in practice',
          type: 'concrete',
          summary: 'Lists keep items in order by position; dictionaries look values up by key.',
          art: {
            kind: 'code',
            caption: 'Stock check with a dictionary',
            lines: [
              "stock = {'apples': 12, 'pears': 0}",
              "stock['plums'] = 7",
              'for fruit, count in stock.items():',
              '    if count == 0:',
              "        print(fruit, 'sold out')",
            ],
            output: ['pears sold out'],
          },
          sections: [
            {
              title: 'Lists',
              minutes: 8,
              text: 'A list holds items in order: marks = [12, 15, 18]. Positions start at 0, so marks[0] is 12 and marks[-1], counted from the end, is 18. marks.append(20) adds an item at the end and len(marks) counts the items. A slice such as marks[1:3] gives a new list with the items at positions 1 and 2.',
            },
            {
              title: 'Dictionaries',
              minutes: 9,
              text: "A dictionary maps keys to values: stock = {'apples': 12, 'pears': 0}. stock['apples'] reads 12; assigning to a new key, stock['plums'] = 7, adds an entry. Looking up a missing key raises a KeyError, while stock.get('kiwis', 0) returns a default. Loop over stock.items() to get each key with its value, as the example does to find what is sold out.",
              link: {
                url: 'https://docs.python.org/3/tutorial/datastructures.html',
                title: 'Data structures (python.org)',
              },
            },
          ],
          quiz: [
            mc(
              'colours = ["red", "green", "blue"]. What is colours[1]?',
              ['"green"', '"red"', '"blue"', 'An error'],
              0,
            ),
            mc(
              "ages = {'Ada': 17}. Which expressions give 17?",
              ["ages['Ada']", "ages.get('Ada')", 'ages[0]', "ages['17']"],
              [0, 1],
            ),
          ],
        },
      ],
    },
  ],
  quiz: [
    mc('What is the type of True in Python?', ['bool', 'str', 'int', 'float'], 0),
    tf('input() returns a number when the user types digits.', false),
    mc("What does print(2 * '3') display?", ['33', '6', '23', 'An error'], 0),
    mc(
      'With t = 25, what does this print? if t > 30: print("hot") elif t > 20: print("warm") else: print("cold")',
      ['warm', 'hot', 'cold', 'hot and warm'],
      0,
    ),
    mc(
      'How many times does for i in range(4): print(i) print something?',
      ['4', '3', '5', 'It never stops'],
      0,
    ),
    tf('The line x == 3 gives the value 3 to the variable x.', false),
    mc(
      'Which loops print the numbers 0, 1, 2?',
      [
        'for i in range(3): print(i)',
        'i = 0 then while i < 3: print(i); i = i + 1',
        'for i in range(1, 3): print(i)',
        'while True: print(0)',
      ],
      [0, 1],
    ),
    mc('def f(a, b): return a - b. What is f(b=2, a=9)?', ['7', '-7', '11', 'An error'], 0),
    mc('nums = [4, 8, 15, 16]. What is nums[-1] + nums[0]?', ['20', '12', '19', '23'], 0),
    tf("After d = {'a': 1}, the expression d['b'] raises a KeyError.", true),
  ],
};
