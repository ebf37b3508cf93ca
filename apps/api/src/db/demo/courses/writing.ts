// Demo course: clear technical writing (English, paid with a discount, online).
import { type CourseSeed, mc, tf } from '../types';

export const writing: CourseSeed = {
  title: 'Clear Technical Writing',
  description:
    'Write documents people can act on: emails, instructions, reports and bug reports. Start from the reader and the purpose, choose plain words, put the key message first, write instructions that work, and revise in focused passes.',
  language: 'en',
  subcategory: 'writing',
  facilitator: 'Nadia Cherif',
  price: 29,
  discount: 10,
  teaching: { type: 'online', link: 'https://meet.parcours.example/clear-technical-writing' },
  startInWeeks: 6,
  lengthInWeeks: 3,
  tagline: 'Clear writing',
  cover: {
    kind: 'compare',
    caption: 'Say it plainly',
    left: [
      'Before',
      'In the event that the application fails to initialise, it is recommended that the user proceeds to restart it.',
    ],
    right: ['After', 'If the app does not start, restart it.'],
  },
  units: [
    {
      title: 'Writing for a reader',
      level: 'basic',
      objects: [
        {
          title: 'Know your reader and your purpose',
          type: 'abstract',
          summary:
            'Before writing, decide who will read, what they should do afterwards and in what situation they will read.',
          art: {
            kind: 'points',
            caption: 'Three questions before you write',
            items: [
              'Who will read this, and what do they already know?',
              'What should they know or do after reading?',
              'Where and how will they read it: on a phone, at a desk, in a hurry?',
            ],
          },
          sections: [
            {
              title: 'Three questions before you write',
              minutes: 7,
              text: 'Technical writing is judged by what the reader can do with it. Before the first sentence, answer three questions. Who is the reader: a new customer, a colleague from another team, an expert? What is the purpose: to inform, to get a decision, to have someone carry out a task? What is the situation: a quick glance on a phone between meetings, or careful study at a desk? The answers decide the length, the vocabulary and the order.',
            },
            {
              title: 'Write the purpose in one sentence',
              minutes: 6,
              text: 'Try to state your purpose in one sentence that starts with "After reading this, the reader will...": "...approve the budget for the new printers" or "...be able to reset their password alone". If you cannot write that sentence, you are not ready to write the document. Keep it on a sticky note while you draft and cut anything that does not serve it.',
            },
          ],
          quiz: [
            tf(
              'The same technical content should be written the same way for experts and for beginners.',
              false,
            ),
            mc(
              'Which is a clear purpose statement?',
              [
                'After reading, the team will choose one of two hosting offers',
                'This document is about hosting',
                'Some thoughts on servers',
                'Hosting: an overview of everything',
              ],
              0,
            ),
          ],
        },
        {
          title: 'Plain words and short sentences',
          type: 'concrete',
          summary: 'Prefer common words, active verbs and one idea per sentence.',
          art: {
            kind: 'compare',
            caption: 'The same message, rewritten',
            left: [
              'Before',
              'In the event that the application fails to initialise, it is recommended that the user proceeds to restart it.',
            ],
            right: ['After', 'If the app does not start, restart it.'],
          },
          sheet: true,
          sections: [
            {
              title: 'Rewriting a sentence',
              minutes: 8,
              text: 'Compare the two versions in the picture. "In the event that" becomes "if", "it is recommended that the user proceeds to" becomes a direct instruction, and "initialise" becomes "start", the word users actually use. The rewrite keeps every fact and drops from 19 words to 8. Readers understand it faster, and translators and screen readers handle it better too.',
              link: {
                url: 'https://en.wikipedia.org/wiki/Plain_language',
                title: 'Plain language (Wikipedia)',
              },
            },
            {
              title: 'Active voice and sentence length',
              minutes: 8,
              text: 'In the active voice the one who acts comes first: "The server rejects the request" rather than "The request is rejected by the server". Passive sentences hide who is responsible and are often longer. Aim for an average of 15 to 20 words per sentence, with one main idea each. Split sentences joined by "and" or "which" when they carry two ideas.',
            },
          ],
          quiz: [
            mc(
              'Which sentence uses the active voice?',
              [
                'The script deletes old files every night',
                'Old files are deleted every night',
                'Deletion of old files is performed nightly',
                'Old files get deleted by the script nightly',
              ],
              0,
            ),
            mc(
              'Which phrases can usually be replaced by a single word?',
              [
                '"in order to" (to)',
                '"at this point in time" (now)',
                '"the server" (it, once introduced)',
                '"error code 404"',
              ],
              [0, 1],
            ),
          ],
        },
      ],
    },
    {
      title: 'Structure that guides the reader',
      level: 'intermediate',
      objects: [
        {
          title: 'The inverted pyramid',
          type: 'abstract',
          summary:
            'Put the conclusion first, then the details that support it, then background for those who want it.',
          art: {
            kind: 'pyramid',
            caption: 'Most important first',
            levels: ['Conclusion and request', 'Key facts and figures', 'Supporting details', 'Background'],
          },
          sections: [
            {
              title: 'Lead with what matters',
              minutes: 8,
              text: 'Journalists write news in an inverted pyramid: the most important facts in the first paragraph, details after, background last, so a reader who stops early still gets the essentials. Work documents benefit from the same order. An email that starts "We need your approval by Friday for a 5% budget increase" is easier to act on than one that builds up to its request in the last line.',
              link: {
                url: 'https://en.wikipedia.org/wiki/Inverted_pyramid_(journalism)',
                title: 'Inverted pyramid (Wikipedia)',
              },
            },
            {
              title: 'Headings and topic sentences',
              minutes: 8,
              text: 'Readers scan before they read. Informative headings ("Costs rise by 5% in June" rather than "Costs") let them find their part. Give each paragraph one idea and open it with a topic sentence that states that idea; the rest of the paragraph supports it. Someone reading only the headings and first sentences should understand the whole document.',
            },
          ],
          quiz: [
            tf('In the inverted pyramid, the background comes before the conclusion.', false),
            mc(
              'Which heading is the most informative?',
              ['Sign-ups doubled after the March redesign', 'Results', 'Some numbers', 'Section 3'],
              0,
            ),
            mc(
              'What is a topic sentence?',
              [
                'The first sentence of a paragraph, stating its main idea',
                'The title of the document',
                'The last sentence of a document',
                'A sentence about the author',
              ],
              0,
            ),
          ],
        },
        {
          title: 'Writing step-by-step instructions',
          type: 'concrete',
          summary:
            'Number the steps, one action per step, starting with a verb, and say what the reader should see.',
          art: {
            kind: 'points',
            caption: 'Instructions that work',
            items: [
              'Before you start: you need an administrator account.',
              'Open Settings and select Users.',
              'Select Add user. The New user form opens.',
              'Enter the email address and select Send invitation.',
            ],
          },
          sections: [
            {
              title: 'Rules for steps',
              minutes: 9,
              text: 'Put what the reader needs before starting (permissions, tools, time) above step 1. Number the steps, because order matters. Give one action per step and start it with a verb in the imperative: "Select Add user". Name buttons and menus exactly as they appear on screen. After a step that changes the screen, say what the reader should see, so they know they are on track.',
            },
            {
              title: 'Test your instructions',
              minutes: 8,
              text: 'The only real check is to watch someone follow the instructions without your help. Note every place where they hesitate, scroll back or ask a question: each one is a missing or unclear step. Put warnings before the step they concern, never after: "Warning: this deletes all data" is useless once the reader has already clicked.',
            },
          ],
          quiz: [
            tf('A warning about data loss should come after the step that deletes the data.', false),
            mc(
              'Which step is best written?',
              [
                'Select Save. A green "Saved" message appears.',
                'The Save button should then be selected by the user.',
                'Saving is possible.',
                'Then save and close and restart the app.',
              ],
              0,
            ),
          ],
        },
      ],
    },
    {
      title: 'Revising and real-world documents',
      level: 'advanced',
      objects: [
        {
          title: 'Revising in focused passes',
          type: 'abstract',
          summary: 'Check structure, then sentences, then spelling: one kind of problem per pass.',
          art: {
            kind: 'steps',
            caption: 'From draft to final text',
            items: ['Draft', 'Revise structure', 'Edit sentences', 'Proofread'],
          },
          sections: [
            {
              title: 'One pass, one question',
              minutes: 9,
              text: 'Trying to fix everything at once means fixing little. Revise in passes. First, structure: is the main message at the top, is anything missing or in the wrong place? Second, sentences: cut unneeded words, prefer active verbs, define terms. Last, proofread for spelling, numbers and names. Polishing a sentence that the structure pass will delete is wasted effort, so keep this order.',
            },
            {
              title: 'Tricks that help',
              minutes: 7,
              text: 'Let the draft rest, even for an hour: you will read what is written instead of what you meant. Read it aloud; clumsy sentences trip the tongue. Change the view, for example print it or enlarge the font, to see it with fresh eyes. For important documents, ask a reader from the target audience to tell you in their own words what the document asks them to do.',
              link: { url: 'https://en.wikipedia.org/wiki/Proofreading', title: 'Proofreading (Wikipedia)' },
            },
          ],
          quiz: [
            mc(
              'Which pass should come first?',
              [
                'Checking the structure and the main message',
                'Fixing spelling mistakes',
                'Choosing fonts',
                'Checking commas',
              ],
              0,
            ),
            tf('Reading a draft aloud helps to find clumsy sentences.', true),
          ],
        },
        {
          title: 'Writing a useful bug report',
          type: 'concrete',
          summary: 'A good bug report lets a developer see the problem on their own machine in minutes.',
          art: {
            kind: 'points',
            caption: 'Anatomy of a bug report',
            items: [
              'Title: "Export button does nothing on invoices over 100 lines"',
              'Steps to reproduce, numbered, from a known starting point',
              'Expected result and actual result, side by side',
              'Environment: version, browser, device; a screenshot or log',
            ],
          },
          sections: [
            {
              title: 'The parts of a bug report',
              minutes: 9,
              text: 'A developer can only fix what they can reproduce. Give the report a specific title that names the symptom and when it happens. List the exact steps from a known starting point. State what you expected and what actually happened: "Expected: a PDF downloads. Actual: nothing happens, no error shown." Add the version, browser or device, and attach a screenshot or the error message copied as text.',
            },
            {
              title: 'One bug, facts only',
              minutes: 7,
              text: 'Report one problem per report, so it can be assigned, fixed and closed on its own. Stick to observations: "the page takes 40 seconds to load" helps; "the app is useless" does not. Before sending, follow your own steps once more. If the bug does not always happen, say how often you saw it, for example three times out of ten.',
            },
          ],
          quiz: [
            mc(
              'Which title is the most useful for a bug report?',
              [
                'Export fails for invoices over 100 lines',
                'Bug!!!',
                'Problem with the app',
                'Please fix urgently',
              ],
              0,
            ),
            mc(
              'Which items belong in a bug report?',
              [
                'Steps to reproduce',
                'Expected and actual result',
                'Your opinion of the developers',
                'A list of unrelated bugs',
              ],
              [0, 1],
            ),
          ],
        },
      ],
    },
  ],
  quiz: [
    tf('Knowing who the reader is comes before choosing what to write.', true),
    mc(
      'Which rewrite of "at this point in time we are not in a position to" is the plainest?',
      [
        'we cannot now',
        'presently we are unable to be in a position to',
        'at this time we are not positioned to',
        'we are at present not in a position to',
      ],
      0,
    ),
    mc(
      'Which sentence is in the passive voice?',
      [
        'The report was written by the team',
        'The team wrote the report',
        'The team writes reports',
        'Write the report',
      ],
      0,
    ),
    mc(
      'In an email asking for a decision, where should the request go?',
      ['In the first lines', 'In the last line', 'In an attachment', 'In the subject line only'],
      0,
    ),
    tf('Instructions should give one action per numbered step.', true),
    mc(
      'Which are good practices for instructions?',
      [
        'Say what the reader should see after a step',
        'Put warnings before the risky step',
        'Hide prerequisites at the end',
        'Use different names than the screen shows',
      ],
      [0, 1],
    ),
    mc(
      'During which revision pass should you fix spelling?',
      [
        'The last one, proofreading',
        'The first one, structure',
        'Before writing the draft',
        'Never, readers do not notice',
      ],
      0,
    ),
    tf('A single bug report should list every problem found in the app.', false),
    mc(
      'A bug report says "the app is slow". What would make it useful?',
      [
        'The measured time, the steps and the device used',
        'More exclamation marks',
        'The word "urgent" in capitals',
        'A complaint about the previous release',
      ],
      0,
    ),
    tf('Informative headings let readers find what they need by scanning.', true),
  ],
};
